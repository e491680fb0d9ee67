// Hashed word and word-pair features for the small injection classifier. Shared by the
// training script and inference, so both see exactly the same features.

export const DIM_BITS = 18;
const MASK = (1 << DIM_BITS) - 1;
/** Only the head and tail of long texts are featurised: jailbreak prompts fit, and cost stays bounded. */
export const HEAD_CHARS = 32 * 1024;
export const TAIL_CHARS = 8 * 1024;

// Generation stamps make "seen this bucket in this text" an array lookup with no clearing.
const stamp = new Uint32Array(1 << DIM_BITS);
let generation = 0;

const isTokenChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39;

/**
 * Distinct feature buckets of a folded (lowercase) text: each token (a run of [a-z0-9'], or a
 * single non-ASCII non-space character) and each adjacent token pair, hashed (FNV-1a, then mixed).
 */
export function featureBuckets(folded: string): number[] {
  const text = folded.length > HEAD_CHARS + TAIL_CHARS ? folded.slice(0, HEAD_CHARS) + " " + folded.slice(-TAIL_CHARS) : folded;
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    stamp.fill(0);
    generation = 1;
  }
  const out: number[] = [];
  const add = (b: number): void => {
    if (stamp[b] !== generation) {
      stamp[b] = generation;
      out.push(b);
    }
  };
  let prev = 0;
  let havePrev = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    let h = 0x811c9dc5;
    if (isTokenChar(c)) {
      let len = 0;
      while (i < n && isTokenChar(text.charCodeAt(i)) && len < 40) {
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
        i++;
        len++;
      }
    } else if (c >= 0x80 && c !== 0xa0 && c !== 0x3000) {
      h = Math.imul(h ^ c, 0x01000193) >>> 0;
      i++;
    } else {
      i++;
      continue;
    }
    add(h & MASK);
    if (havePrev) {
      const pair = Math.imul((prev ^ 0x9e3779b9) + h, 0x85ebca6b) >>> 0;
      add((pair ^ (pair >>> 15)) & MASK);
    }
    prev = h;
    havePrev = true;
  }
  return out;
}
