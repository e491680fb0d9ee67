// A necessary condition for "one of these words occurs in the string", without allocating: every
// occurrence starts with one of the words' first three characters, so a string none of whose
// trigrams is a word's first trigram contains no word, and the exact (regex) search is skipped.
// Trigrams are hashed into a bitmap: a collision only sends a string on to the exact search.

const BITS = 1 << 16;

function hash(c0: number, c1: number, c2: number): number {
  return (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1, 0x85ebca6b) ^ Math.imul(c2, 0xc2b2ae35)) >>> 16;
}

export class WordStarts {
  readonly #bits = new Uint32Array(BITS >>> 5);
  /** Some word is too short for a trigram: every string may contain it. */
  readonly #always: boolean;

  constructor(words: Iterable<string>) {
    let always = false;
    for (const w of words) {
      if (w.length < 3) always = true;
      else this.#set(hash(w.charCodeAt(0), w.charCodeAt(1), w.charCodeAt(2)));
    }
    this.#always = always;
  }

  #set(h: number): void {
    this.#bits[h >>> 5] = (this.#bits[h >>> 5] as number) | (1 << (h & 31));
  }

  /** False only when no word can occur in `s`. */
  mayContain(s: string): boolean {
    if (this.#always) return true;
    const bits = this.#bits;
    for (let i = 0; i + 3 <= s.length; i++) {
      const h = hash(s.charCodeAt(i), s.charCodeAt(i + 1), s.charCodeAt(i + 2));
      if (((bits[h >>> 5] as number) & (1 << (h & 31))) !== 0) return true;
    }
    return false;
  }
}
