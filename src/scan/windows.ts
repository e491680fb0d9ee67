// Windows of offsets as the engine keeps them: a flat list [a0, b0, a1, b1, …] of inclusive
// ranges, ascending, disjoint and not touching. Rule anchors, a language's regions and the
// neighbourhoods of characters outside ASCII are all built by appending ranges in order of start.

/**
 * Appends [a, b] to `out`, whose windows start at or before `a`, merging it into the last window
 * when they touch or overlap; returns how many offsets it adds.
 */
export function pushWindow(out: number[], a: number, b: number): number {
  const w = out.length;
  if (w > 0 && a <= (out[w - 1] as number) + 1) {
    const last = out[w - 1] as number;
    if (b <= last) return 0;
    out[w - 1] = b;
    return b - last;
  }
  out.push(a, b);
  return b - a + 1;
}
