// Fixed workloads that share no code with the project: how fast this machine is right now. The
// benchmark machines are shared and their speed drifts from day to day by a factor of two; a
// figure that moved while the yardstick moved as much says nothing about the code. `yardstick` is
// compute bound; `memoryLatency` reads memory at random, which neighbours on the same host slow
// down (the scanner's tables and texts are larger than a core's own cache, so it feels that too).
const SIZE = 1 << 20;

/** Millions of simple integer steps per second (best of five short runs: the least disturbed). */
export function yardstick(): number {
  const buf = new Uint8Array(SIZE);
  let x = 2463534242;
  for (let i = 0; i < SIZE; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    buf[i] = x & 0xff;
  }
  let best = Infinity;
  let h = 0;
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    for (let pass = 0; pass < 8; pass++) for (let i = 0; i < SIZE; i++) h = Math.imul(h ^ (buf[i] as number), 16777619) >>> 0;
    best = Math.min(best, performance.now() - t);
  }
  if (h === 0.5) console.log(h); // keeps the loop from being optimised away
  return Math.round((8 * SIZE) / (best * 1000));
}

const CHASE = 1 << 20; // 1 Mi entries, 4 MB: in the shared cache when neighbours are quiet, not when they are busy
let CYCLE: Uint32Array | null = null;

/** Nanoseconds per dependent random read over 4 MB (median of seven runs: typical, not best). */
export function memoryLatency(): number {
  if (CYCLE === null) {
    // One random cycle through every entry (Sattolo's shuffle, fixed seed): each read depends on
    // the last, so the time is memory latency, not bandwidth.
    const next = new Uint32Array(CHASE);
    for (let i = 0; i < CHASE; i++) next[i] = i;
    let x = 2463534242;
    for (let i = CHASE - 1; i > 0; i--) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const j = (x >>> 0) % i;
      const t = next[i] as number;
      next[i] = next[j] as number;
      next[j] = t;
    }
    CYCLE = next;
  }
  const reads = 1 << 19;
  const runs: number[] = [];
  let p = 0;
  for (let run = 0; run < 7; run++) {
    const t = performance.now();
    for (let k = 0; k < reads; k++) p = CYCLE[p] as number;
    runs.push(performance.now() - t);
  }
  if (p === -1) console.log(p); // keeps the loop from being optimised away
  runs.sort((a, b) => a - b);
  return Math.round(((runs[3] as number) * 1e6) / reads);
}
