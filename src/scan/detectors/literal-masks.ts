// Which of many ASCII literals occur in a text, as the OR of bit masks attached to them: an
// Aho–Corasick automaton folded into a transition table over the characters the literals use
// (every other character leads back to the root), with per state the OR of the masks of every
// literal ending there. The hot loop is one table read and one OR per character. Detectors use it
// to skip patterns that cannot match: a pattern runs only when a literal every match contains
// occurs in the text.

export class LiteralMasks {
  readonly #cls: Uint8Array;
  readonly #classes: number;
  readonly #delta: Uint16Array;
  readonly #mask: Uint32Array;

  /** `literals`: [literal, mask] pairs; ASCII literals only (a non-ASCII character resets to the root). */
  constructor(literals: readonly (readonly [string, number])[]) {
    for (const [k] of literals) if (k.length === 0 || !/^[\x00-\x7f]+$/.test(k)) throw new Error(`literal not ASCII or empty: ${JSON.stringify(k)}`);
    const cls = new Uint8Array(128);
    let classes = 1;
    for (const [k] of literals) for (let j = 0; j < k.length; j++) if (cls[k.charCodeAt(j)] === 0) cls[k.charCodeAt(j)] = classes++;
    const goto: Int32Array[] = [new Int32Array(classes).fill(-1)];
    const mask: number[] = [0];
    for (const [k, bits] of literals) {
      let s = 0;
      for (let j = 0; j < k.length; j++) {
        const c = cls[k.charCodeAt(j)] as number;
        let nx = (goto[s] as Int32Array)[c] as number;
        if (nx < 0) {
          nx = goto.length;
          (goto[s] as Int32Array)[c] = nx;
          goto.push(new Int32Array(classes).fill(-1));
          mask.push(0);
        }
        s = nx;
      }
      mask[s] = ((mask[s] as number) | bits) >>> 0;
    }
    if (goto.length > 0xffff) throw new Error("too many literal states");
    // Breadth-first failure links, folded into a complete transition table (a DFA); a state's
    // mask takes in its failure state's, so it covers every literal that ends there.
    const delta = new Uint16Array(goto.length * classes);
    const fail = new Int32Array(goto.length);
    const queue: number[] = [];
    for (let c = 1; c < classes; c++) {
      const nx = (goto[0] as Int32Array)[c] as number;
      if (nx > 0) {
        delta[c] = nx;
        queue.push(nx);
      }
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi] as number;
      mask[s] = ((mask[s] as number) | (mask[fail[s] as number] as number)) >>> 0;
      for (let c = 1; c < classes; c++) {
        const nx = (goto[s] as Int32Array)[c] as number;
        const viaFail = delta[(fail[s] as number) * classes + c] as number;
        if (nx > 0) {
          fail[nx] = viaFail;
          delta[s * classes + c] = nx;
          queue.push(nx);
        } else delta[s * classes + c] = viaFail;
      }
    }
    this.#cls = cls;
    this.#classes = classes;
    this.#delta = delta;
    this.#mask = Uint32Array.from(mask);
  }

  /** OR of the masks of the literals occurring in t. */
  scan(t: string): number {
    const cls = this.#cls, classes = this.#classes, delta = this.#delta, mask = this.#mask;
    let s = 0;
    let m = 0;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      s = c < 128 ? (delta[s * classes + (cls[c] as number)] as number) : 0;
      m |= mask[s] as number;
    }
    return m >>> 0;
  }

  /**
   * For each range [bounds[2r], bounds[2r+1]) of t (ascending, not overlapping), the OR of the
   * masks of the literals whose occurrence ends inside it (one that starts before the range
   * counts too: the automaton reads the text between ranges without recording), plus `always`.
   */
  rangeMasks(t: string, bounds: readonly number[], always: number): Uint32Array {
    const g = new Uint32Array(bounds.length >> 1);
    const cls = this.#cls, classes = this.#classes, delta = this.#delta, mask = this.#mask;
    let s = 0;
    let i = 0;
    for (let r = 0; r < g.length; r++) {
      const from = bounds[2 * r] as number;
      const to = bounds[2 * r + 1] as number;
      for (; i < from; i++) {
        const c = t.charCodeAt(i);
        s = c < 128 ? (delta[s * classes + (cls[c] as number)] as number) : 0;
      }
      let m = always;
      for (; i < to; i++) {
        const c = t.charCodeAt(i);
        s = c < 128 ? (delta[s * classes + (cls[c] as number)] as number) : 0;
        m |= mask[s] as number;
      }
      g[r] = m;
    }
    return g;
  }
}
