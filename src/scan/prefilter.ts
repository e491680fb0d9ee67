// Keyword prefilter: one pass over the text finds which rule keywords occur, so rules whose
// keywords are all absent are skipped. It only ever skips work: a rule runs whenever one of its
// keywords occurs, and every rule's matches contain a keyword (tests check both properties).
// ASCII keywords go through an Aho–Corasick automaton; the few non-ASCII ones use indexOf.

export class KeywordSet {
  readonly keywords: string[];
  #delta: Int32Array;
  #out: number[][];
  /** 1 where a state emits at least one keyword, so the hot loop skips empty output lists. */
  #emits: Uint8Array;
  #nonAscii: number[] = [];
  #states = 1;

  constructor(keywords: Iterable<string>) {
    this.keywords = [...new Set(keywords)];
    const asciiKw = this.keywords.map((k, i) => [k, i] as const).filter(([k]) => /^[\x00-\x7f]+$/.test(k));
    this.#nonAscii = this.keywords.map((k, i) => [k, i] as const).filter(([k]) => !/^[\x00-\x7f]+$/.test(k)).map(([, i]) => i);
    const maxStates = asciiKw.reduce((n, [k]) => n + k.length, 1);
    const goto = new Int32Array(maxStates * 128).fill(-1);
    const out: number[][] = [[]];
    for (const [k, idx] of asciiKw) {
      let s = 0;
      for (let j = 0; j < k.length; j++) {
        const c = k.charCodeAt(j);
        let nx = goto[s * 128 + c] as number;
        if (nx < 0) {
          nx = this.#states++;
          goto[s * 128 + c] = nx;
          out.push([]);
        }
        s = nx;
      }
      (out[s] as number[]).push(idx);
    }
    // Breadth-first failure links, folded into a complete transition table (a DFA).
    const fail = new Int32Array(this.#states);
    const delta = new Int32Array(this.#states * 128);
    const queue: number[] = [];
    for (let c = 0; c < 128; c++) {
      const nx = goto[c] as number;
      if (nx > 0) {
        fail[nx] = 0;
        delta[c] = nx;
        queue.push(nx);
      } else delta[c] = 0;
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi] as number;
      const f = fail[s] as number;
      (out[s] as number[]).push(...(out[f] as number[]));
      for (let c = 0; c < 128; c++) {
        const nx = goto[s * 128 + c] as number;
        if (nx > 0) {
          fail[nx] = delta[f * 128 + c] as number;
          delta[s * 128 + c] = nx;
          queue.push(nx);
        } else delta[s * 128 + c] = delta[f * 128 + c] as number;
      }
    }
    this.#delta = delta;
    this.#out = out;
    this.#emits = Uint8Array.from(out, (o) => (o.length > 0 ? 1 : 0));
  }

  /** Which keywords occur in `text` (expected lowercase). Returns a presence array indexed like `keywords`. */
  scan(text: string): Uint8Array {
    const hit = new Uint8Array(this.keywords.length);
    const delta = this.#delta;
    const out = this.#out;
    const emits = this.#emits;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = c < 128 ? (delta[(s << 7) | c] as number) : 0;
      if (emits[s] === 1) {
        const o = out[s] as number[];
        for (let j = 0; j < o.length; j++) hit[o[j] as number] = 1;
      }
    }
    if (this.#nonAscii.length > 0 && !/^[\x00-\x7f]*$/.test(text))
      for (const i of this.#nonAscii) if (text.includes(this.keywords[i] as string)) hit[i] = 1;
    return hit;
  }
}
