// Hashed word and word-pair features for the small injection classifier. Shared by the
// training script and inference, so both see exactly the same features.

export const DIM_BITS = 18;
const MASK = (1 << DIM_BITS) - 1;
/** Only the head and tail of long texts are featurised: jailbreak prompts fit, and cost stays bounded. */
export const HEAD_CHARS = 32 * 1024;
export const TAIL_CHARS = 8 * 1024;

function fnv1a(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const TOKEN = /[a-z0-9']{1,40}|[^\x00-\x7f\s]/g;

/** Distinct feature buckets of a folded (lowercase) text. */
export function featureBuckets(folded: string): Set<number> {
  const text = folded.length > HEAD_CHARS + TAIL_CHARS ? folded.slice(0, HEAD_CHARS) + " " + folded.slice(-TAIL_CHARS) : folded;
  const out = new Set<number>();
  TOKEN.lastIndex = 0;
  let prev = "";
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    const t = m[0];
    out.add(fnv1a(t, 1) & MASK);
    if (prev !== "") out.add(fnv1a(prev + " " + t, 2) & MASK);
    prev = t;
  }
  return out;
}
