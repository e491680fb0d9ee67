// Keyword prefilter: one pass over the text finds which rule keywords occur, so rules whose
// keywords are all absent are skipped. It only ever skips work: a rule runs whenever one of its
// keywords occurs, and every rule's matches contain a keyword (tests check both properties).
// ASCII keywords go through an Aho–Corasick automaton; the few non-ASCII ones are looked up at
// the text's non-ASCII characters.

const NON_ASCII = /[^\x00-\x7f]/g;

/** Two UTF-16 units as one small-integer map key; keys may collide, which only adds keywords to try. */
const pairKey = (c: number, next: number): number => ((c << 12) ^ next) & 0x3fffffff;

/** Marks each keyword of `list` (pairs: keyword, offset of unit i in it) that occurs in `text` where its unit is at i. */
function tryAt(list: number[] | undefined, text: string, i: number, keywords: readonly string[], hit: Uint8Array, touched: number[]): void {
  if (list === undefined) return;
  for (let j = 0; j < list.length; j += 2) {
    const k = list[j] as number;
    const from = i - (list[j + 1] as number);
    if (hit[k] === 0 && from >= 0 && text.startsWith(keywords[k] as string, from)) {
      hit[k] = 1;
      touched.push(k);
    }
  }
}
const NO_EVENTS = new Int32Array(0);
/** Most keywords set aside for one rare character (KeywordSet constructor). */
const SIDE_MAX = 4;

/** A state's standing in one `scanAsciiPositions` pass: nothing to do, first visit to come, or log only. */
const QUIET = 0;
const FRESH = 1;
const LOGGING = 2;

/** Built by `KeywordSet.recorder`: per state (by number), its logged keywords at[s] … at[s + 1). */
export interface Recorder {
  readonly set: KeywordSet;
  readonly at: Int32Array;
  readonly keyword: Int32Array;
  /** Per logged keyword, its start relative to the offset its occurrence ends at. */
  readonly start: Int32Array;
  /** Per state, QUIET, FRESH or LOGGING; FRESH again after every pass. */
  readonly live: Uint8Array;
  /** States whose standing the current pass changed. */
  readonly changed: number[];
  /** The side keywords (KeywordSet, #side) whose occurrences are logged. */
  readonly side: Int32Array;
}

export class KeywordSet {
  readonly keywords: string[];
  /**
   * Transitions over character classes rather than all of ASCII: characters that occur in no
   * keyword share class 0 (always back to the root), so the table is about half as wide, and
   * 16-bit when the states fit; the hot loop then touches a table a fraction of the size.
   */
  #delta: Uint16Array | Int32Array;
  #cls: Uint8Array;
  #shift: number;
  #out: number[][];
  /** States from this number on emit at least one keyword, so the hot loop skips empty output lists. */
  #firstEmit = 0;
  /** The recorder that logs nothing, for long texts' plain keyword pass (made on first need). */
  #silent: Recorder | undefined;
  /**
   * Non-ASCII keywords by their first non-ASCII UTF-16 code unit and the unit after it (`pairKey`):
   * pairs (keyword, that unit's offset in it). Every occurrence holds those units, so the text's
   * non-ASCII units find them all. Keyed by one unit, a common Cyrillic or Arabic letter listed
   * dozens of keywords to try at each of its occurrences; the pair narrows that to a few.
   */
  #byNonAscii = new Map<number, number[]>();
  /** Keywords whose first non-ASCII unit is their last, by that unit alone. */
  #byLastNonAscii = new Map<number, number[]>();
  #states = 1;
  #lengths: Int32Array;
  /**
   * ASCII keywords found beside the automaton, by search: those holding a character that only a
   * few keywords use, set aside so that the table's rows stay 64 classes wide (see the constructor).
   */
  #side: Int32Array = new Int32Array(0);

  constructor(keywords: Iterable<string>) {
    this.keywords = [...new Set(keywords)];
    this.#lengths = Int32Array.from(this.keywords, (k) => k.length);
    let asciiKw = this.keywords.map((k, i) => [k, i] as const).filter(([k]) => /^[\x00-\x7f]+$/.test(k));
    this.keywords.forEach((k, i) => {
      if (/^[\x00-\x7f]+$/.test(k)) return;
      let d = 0;
      while (k.charCodeAt(d) < 128) d++;
      const c = k.charCodeAt(d);
      const last = d + 1 === k.length;
      const by = last ? this.#byLastNonAscii : this.#byNonAscii;
      const key = last ? c : pairKey(c, k.charCodeAt(d + 1));
      const list = by.get(key);
      if (list === undefined) by.set(key, [i, d]);
      else list.push(i, d);
    });
    // A row of the table is as wide as the next power of two above the number of classes (each
    // character some keyword uses, plus one for all others). The scanner's keywords used 64
    // characters, 65 classes: rows of 128. While the classes exceed 64, the keywords of the
    // character fewest keywords use (at most SIDE_MAX) are set aside and looked for with indexOf.
    const users = new Int32Array(128);
    const seen = new Int32Array(128);
    for (let a = 0; a < asciiKw.length; a++) {
      const k = (asciiKw[a] as readonly [string, number])[0];
      for (let j = 0; j < k.length; j++) {
        const c = k.charCodeAt(j);
        if (seen[c] !== a + 1) {
          seen[c] = a + 1;
          users[c] = (users[c] as number) + 1;
        }
      }
    }
    const aside: number[] = [];
    for (;;) {
      let rare = -1;
      let used = 0;
      for (let c = 0; c < 128; c++) {
        if (users[c] === 0) continue;
        used++;
        if (rare < 0 || (users[c] as number) < (users[rare] as number)) rare = c;
      }
      if (used + 1 <= 64 || (users[rare] as number) > SIDE_MAX) break;
      const ch = String.fromCharCode(rare);
      for (let a = 0; a < asciiKw.length; a++) {
        const k = (asciiKw[a] as readonly [string, number])[0];
        if (!k.includes(ch) || aside.includes(a)) continue;
        aside.push(a);
        for (const c of new Set(Array.from(k, (x) => x.charCodeAt(0)))) users[c] = (users[c] as number) - 1;
      }
    }
    if (aside.length > 0) {
      this.#side = Int32Array.from(aside.sort((x, y) => x - y), (a) => (asciiKw[a] as readonly [string, number])[1]);
      asciiKw = asciiKw.filter((_, a) => !aside.includes(a));
    }
    // Character classes first, so the automaton is built as wide as the final table. Built over
    // all of ASCII with a dense trie, the work tables held 128 columns for every character of every
    // keyword: 120 MB for the scanner's 14,000 keywords (an isolate has 128 MB), a third of a second
    // of start-up.
    const cls = new Uint8Array(128);
    const reps: number[] = [0];
    for (const [k] of asciiKw) for (let j = 0; j < k.length; j++) {
      const c = k.charCodeAt(j);
      if (cls[c] === 0) { cls[c] = reps.length; reps.push(c); }
    }
    let shift = 0;
    while (1 << shift < reps.length) shift++;
    const classes = reps.length;
    // The trie, as typed arrays (each state's first child, next sibling and class): start-up runs
    // this once per isolate, in code not yet optimised, where arrays of arrays and maps cost most.
    const maxStates = asciiKw.reduce((n, [k]) => n + k.length, 1);
    const first = new Int32Array(maxStates);
    const next = new Int32Array(maxStates);
    const label = new Uint8Array(maxStates);
    /** The state reached from `s` by class `c`, or 0 (the root is nobody's child). */
    const childOf = (s: number, c: number): number => {
      let x = first[s] as number;
      while (x !== 0 && label[x] !== c) x = next[x] as number;
      return x;
    };
    const NONE: readonly number[] = [];
    const out: (readonly number[])[] = [NONE];
    let states = 1;
    for (const [k, idx] of asciiKw) {
      let s = 0;
      for (let j = 0; j < k.length; j++) {
        const c = cls[k.charCodeAt(j)] as number;
        let nx = childOf(s, c);
        if (nx === 0) {
          nx = states++;
          label[nx] = c;
          next[nx] = first[s] as number;
          first[s] = nx;
          out.push(NONE);
        }
        s = nx;
      }
      out[s] = [...(out[s] as number[]), idx];
    }
    this.#states = states;
    // Failure links breadth-first, walking the trie (a failure state is shallower, so its link is
    // known), and each state's output grows by its failure state's.
    const fail = new Int32Array(states);
    const queue = new Int32Array(states);
    let tail = 0;
    for (let x = first[0] as number; x !== 0; x = next[x] as number) queue[tail++] = x;
    for (let qi = 0; qi < tail; qi++) {
      const s = queue[qi] as number;
      const fo = out[fail[s] as number] as number[];
      if (fo.length > 0) out[s] = [...(out[s] as number[]), ...fo];
      for (let x = first[s] as number; x !== 0; x = next[x] as number) {
        const c = label[x] as number;
        let f = fail[s] as number;
        let to = childOf(f, c);
        while (to === 0 && f !== 0) {
          f = fail[f] as number;
          to = childOf(f, c);
        }
        fail[x] = to;
        queue[tail++] = x;
      }
    }
    // Renumber the states: breadth-first, so the shallow states most characters lead to share
    // cache lines, and the emitting ones last, so "does this state emit?" is one comparison
    // instead of a second table read per character.
    const renum = new Int32Array(states);
    let quiet = 1; // the root emits nothing
    for (let qi = 0; qi < tail; qi++) if ((out[queue[qi] as number] as number[]).length === 0) quiet++;
    this.#firstEmit = quiet;
    let nextQuiet = 1;
    let nextLoud = quiet;
    for (let qi = 0; qi < tail; qi++) {
      const st = queue[qi] as number;
      renum[st] = (out[st] as number[]).length === 0 ? nextQuiet++ : nextLoud++;
    }
    // The complete transition table (a DFA), in one pass: a state's row is its failure state's
    // (written before it, breadth-first) with its own children over it. Class 0 (a character in
    // no keyword) always leads back to the root.
    const table = states <= 0xffff ? new Uint16Array(states << shift) : new Int32Array(states << shift);
    for (let x = first[0] as number; x !== 0; x = next[x] as number) table[label[x] as number] = renum[x] as number;
    for (let qi = 0; qi < tail; qi++) {
      const s = queue[qi] as number;
      const row = (renum[s] as number) << shift;
      table.copyWithin(row, (renum[fail[s] as number] as number) << shift, ((renum[fail[s] as number] as number) << shift) + classes);
      for (let x = first[s] as number; x !== 0; x = next[x] as number) table[row | (label[x] as number)] = renum[x] as number;
    }
    this.#delta = table;
    this.#cls = cls;
    this.#shift = shift;
    this.#out = [];
    for (let st = 0; st < states; st++) this.#out[renum[st] as number] = out[st] as number[];
  }

  /**
   * One pass over `text` for many ranges: for each [start, end) pair in `bounds` (ascending,
   * non-overlapping), the OR of `masks[k]` over the ASCII keywords k whose occurrence ends inside
   * the range. A keyword wholly inside a range is always counted; one that straddles a range's
   * start may be counted too, so callers use the result only to skip work.
   */
  rangeMasks(text: string, bounds: readonly number[], masks: Uint32Array): Uint32Array {
    const res = new Uint32Array(bounds.length >> 1);
    const delta = this.#delta;
    const cls = this.#cls;
    const shift = this.#shift;
    const out = this.#out;
    const firstEmit = this.#firstEmit;
    let s = 0;
    let r = 0;
    for (let i = 0; i < text.length && r < res.length; i++) {
      while (r < res.length && i >= (bounds[2 * r + 1] as number)) r++;
      if (r >= res.length) break;
      const c = text.charCodeAt(i);
      s = c < 128 ? (delta[(s << shift) | (cls[c] as number)] as number) : 0;
      if (s >= firstEmit && i >= (bounds[2 * r] as number)) {
        const o = out[s] as number[];
        let m = res[r] as number;
        for (let j = 0; j < o.length; j++) m |= masks[o[j] as number] as number;
        res[r] = m;
      }
    }
    // Set-aside keywords: each occurrence counted for the range its last character falls in.
    const side = this.#side;
    for (let a = 0; a < side.length; a++) {
      const k = side[a] as number;
      const m = masks[k] as number;
      if (m === 0) continue;
      const kw = this.keywords[k] as string;
      let q = 0;
      for (let at = text.indexOf(kw); at >= 0 && q < res.length; at = text.indexOf(kw, at + 1)) {
        const e = at + kw.length - 1;
        while (q < res.length && e >= (bounds[2 * q + 1] as number)) q++;
        if (q < res.length && e >= (bounds[2 * q] as number)) res[q] = (res[q] as number) | m;
      }
    }
    return res;
  }

  /**
   * `scan` into a caller's buffer, for hot loops over many short texts: marks `hit` and records
   * each marked index in `touched`, so the caller clears only those instead of allocating.
   * ASCII keywords only (the shell analyzer's rule keywords are).
   */
  scanAsciiInto(text: string, hit: Uint8Array, touched: number[]): void {
    // A long text repeats its words: the positions pass, logging nothing, walks each emitting
    // state's list once. A short one repeats few, and marking states would cost more than it saves.
    if (text.length >= 1024) {
      this.scanAsciiPositions(text, hit, touched, (this.#silent ??= this.recorder(new Uint8Array(this.keywords.length))), NO_EVENTS, NO_EVENTS);
      return;
    }
    const delta = this.#delta;
    const cls = this.#cls;
    const shift = this.#shift;
    const out = this.#out;
    const firstEmit = this.#firstEmit;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = c < 128 ? (delta[(s << shift) | (cls[c] as number)] as number) : 0;
      if (s >= firstEmit) {
        const o = out[s] as number[];
        for (let j = 0; j < o.length; j++) {
          const k = o[j] as number;
          if (hit[k] === 0) { hit[k] = 1; touched.push(k); }
        }
      }
    }
    this.#sideHits(text, hit, touched);
  }

  /** The keywords looked for beside the automaton (see the constructor). */
  get setAside(): string[] {
    return Array.from(this.#side, (k) => this.keywords[k] as string);
  }

  /** Marks the set-aside keywords that occur in `text`. */
  #sideHits(text: string, hit: Uint8Array, touched: number[]): void {
    const side = this.#side;
    for (let a = 0; a < side.length; a++) {
      const k = side[a] as number;
      if (hit[k] === 0 && text.includes(this.keywords[k] as string)) {
        hit[k] = 1;
        touched.push(k);
      }
    }
  }

  /**
   * What `scanAsciiPositions` logs: the keywords k with `record[k]` set. Prepared once per set, so
   * the pass reads each state's logged keywords from flat arrays instead of filtering its list.
   */
  recorder(record: Uint8Array): Recorder {
    const at = new Int32Array(this.#states + 1);
    const ks: number[] = [];
    const starts: number[] = [];
    for (let st = 0; st < this.#states; st++) {
      at[st] = ks.length;
      for (const k of this.#out[st] as number[]) {
        if (record[k] !== 1) continue;
        ks.push(k);
        // An occurrence ending at i starts at i + 1 - length: the offset from i is fixed per keyword.
        starts.push(1 - (this.#lengths[k] as number));
      }
    }
    at[this.#states] = ks.length;
    const live = new Uint8Array(this.#states);
    for (let st = this.#firstEmit; st < this.#states; st++) live[st] = FRESH;
    return { set: this, at, keyword: Int32Array.from(ks), start: Int32Array.from(starts), live, changed: [], side: this.#side.filter((k) => record[k] === 1) };
  }

  /**
   * `scanAsciiInto` that also logs where the keywords `rec` records start: event i is keyword
   * `evK[i]` at offset `evP[i]`; each keyword's offsets ascend (the automaton's in text order,
   * then the set-aside keywords', each in turn). Returns the
   * number of events, or -1 when they did not fit in the arrays (then none can be relied on).
   * ASCII keywords only.
   */
  scanAsciiPositions(text: string, hit: Uint8Array, touched: number[], rec: Recorder, evK: Int32Array, evP: Int32Array): number {
    if (rec.set !== this) throw new Error("recorder of another keyword set");
    const delta = this.#delta;
    const cls = this.#cls;
    const shift = this.#shift;
    const out = this.#out;
    const { at, keyword, start, live, changed } = rec;
    const cap = Math.min(evK.length, evP.length);
    let n = 0;
    let full = false;
    let s = 0;
    // One read of `live` per character decides: most states emit nothing, and an emitting one
    // marks its keywords on its first visit only. Two tests there (emits? already done?) cost a
    // mispredicted branch on every common word; this one is taken only where something is logged.
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      s = c < 128 ? (delta[(s << shift) | (cls[c] as number)] as number) : 0;
      const l = live[s] as number;
      if (l === QUIET) continue;
      const from = at[s] as number;
      const to = at[s + 1] as number;
      if (l === FRESH) {
        const o = out[s] as number[];
        for (let j = 0; j < o.length; j++) {
          const k = o[j] as number;
          if (hit[k] === 0) { hit[k] = 1; touched.push(k); }
        }
        live[s] = from === to ? QUIET : LOGGING;
        changed.push(s);
      }
      for (let j = from; j < to; j++) {
        if (n < cap) { evK[n] = keyword[j] as number; evP[n] = i + (start[j] as number); n++; }
        else full = true; // keep scanning for hits, log nothing more
      }
    }
    for (let i = 0; i < changed.length; i++) live[changed[i] as number] = FRESH;
    changed.length = 0;
    // Set-aside keywords: marked, and their occurrences logged after the automaton's. Both lists
    // ascend, rec.side being a part of #side.
    const side = this.#side;
    const logged = rec.side;
    for (let a = 0, b = 0; a < side.length; a++) {
      const k = side[a] as number;
      const kw = this.keywords[k] as string;
      let at = text.indexOf(kw);
      const log = b < logged.length && logged[b] === k;
      if (log) b++;
      if (at < 0) continue;
      if (hit[k] === 0) { hit[k] = 1; touched.push(k); }
      for (; log && at >= 0; at = text.indexOf(kw, at + 1)) {
        if (n < cap) { evK[n] = k; evP[n] = at; n++; }
        else full = true;
      }
    }
    return full ? -1 : n;
  }

  /** Which keywords occur in `text` (expected lowercase). Returns a presence array indexed like `keywords`. */
  scan(text: string): Uint8Array {
    const hit = new Uint8Array(this.keywords.length);
    this.scanInto(text, hit, []);
    return hit;
  }

  /**
   * `scan` into a caller's buffer, ASCII and non-ASCII keywords alike: marks `hit` and records each
   * newly marked index in `touched`, so a caller reuses one buffer and clears only what it touched.
   */
  scanInto(text: string, hit: Uint8Array, touched: number[]): void {
    this.scanAsciiInto(text, hit, touched);
    this.scanNonAsciiInto(text, hit, touched);
  }

  /** The non-ASCII keywords' half of `scanInto`. */
  scanNonAsciiInto(text: string, hit: Uint8Array, touched: number[]): void {
    const byNonAscii = this.#byNonAscii;
    const byLast = this.#byLastNonAscii;
    if (byNonAscii.size === 0 && byLast.size === 0) return;
    const keywords = this.keywords;
    // Long ASCII stretches are skipped by the regex, far faster than a loop over every unit; a
    // short one is stepped over by hand, since text that alternates (combining marks, scattered
    // accents) would otherwise cost one regex call per character.
    const re = NON_ASCII;
    re.lastIndex = 0;
    if (!re.test(text)) return;
    const n = text.length;
    let i = re.lastIndex - 1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        let j = i + 1;
        const stop = j + 32 < n ? j + 32 : n;
        while (j < stop && text.charCodeAt(j) < 128) j++;
        if (j === stop && j < n) {
          re.lastIndex = j;
          if (!re.test(text)) return;
          j = re.lastIndex - 1;
        }
        i = j;
        continue;
      }
      if (i + 1 < n) tryAt(byNonAscii.get(pairKey(c, text.charCodeAt(i + 1))), text, i, keywords, hit, touched);
      tryAt(byLast.get(c), text, i, keywords, hit, touched);
      i++;
    }
  }
}
