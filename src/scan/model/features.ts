// Features of the learned injection model, shared by training (bench/pi-train.ts) and
// inference (pi-model.ts) so both see exactly the same thing.
//
// A text is cut into segments (sentences, lines, JSON fields). Each segment becomes a bag of
// hashed features: words and word pairs (numbers become one token; addresses, URLs and paths
// none, so the model cannot learn one dataset's attacker), CJK characters,
// and structural cues (structure.ts) that describe what the text asks for. The model scores
// windows of consecutive segments, so one injected sentence in a long benign e-mail stands out.
import { CUE_NAMES, cueBits, cueGates, DIRECTIVE_BITS } from "./structure";
import { fnv1a } from "../fnv";

export const DIM_BITS = 18;
const MASK = (1 << DIM_BITS) - 1;
/** Segments are cut at this length at the latest (at a space when one is near). */
const MAX_SEGMENT = 360;
/** Shorter pieces are joined to the next one: a segment needs a few words to mean anything. */
const MIN_SEGMENT = 24;
/** Only this much of a long text is modelled (head and tail); rules still read all of it. */
export const MODEL_HEAD = 48 * 1024;
export const MODEL_TAIL = 16 * 1024;

export interface Segment {
  /** Offsets in the text that was segmented (the folded view). */
  start: number;
  end: number;
  /** Hashed feature buckets, with repeats (counts). */
  x: Int32Array;
  /** Whether the segment has the shape of an instruction (structure.ts DIRECTIVE_CUES). */
  directive: boolean;
}

const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

const mix = (a: number, b: number): number => {
  const p = Math.imul((a ^ 0x9e3779b9) + b, 0x85ebca6b) >>> 0;
  return (p ^ (p >>> 15)) & MASK;
};

const H_NUM = fnv1a("__num");
/** Bucket of a named structural cue; exported for tests and for the training report. */
export const cueBucket = (name: string): number => (fnv1a("§" + name) * 2654435761) & MASK;

// Boundary kinds of ASCII characters: 1 always (\n | { } [ ]), 2 a sentence end when a space,
// quote or the end follows, 3 a closing quote when a JSON "," or ":" follows.
const BOUNDARY = new Uint8Array(128);
for (const c of [10, 124, 123, 125, 91, 93]) BOUNDARY[c] = 1;
for (const c of [46, 33, 63, 59]) BOUNDARY[c] = 2; // . ! ? ;
BOUNDARY[39] = 3;
BOUNDARY[34] = 3;

/**
 * Boundaries: line breaks, sentence ends followed by space, JSON/table delimiters, CJK stops
 * (。！？；), and "', '" or "": "" between JSON string fields.
 */
function isHardBoundary(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  if (c >= 128) return c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b;
  const k = BOUNDARY[c] as number;
  if (k === 0) return false;
  if (k === 1) return true;
  const n = t.charCodeAt(i + 1);
  if (k === 2) return Number.isNaN(n) || n === 32 || n === 10 || n === 9 || n === 34 || n === 39;
  return n === 44 || n === 58;
}

/** Cuts a folded text into segments: [start, end) pairs covering every non-space character. */
function segmentBounds(t: string): number[] {
  const out: number[] = [];
  let s = 0;
  const n = t.length;
  // No cut can end a segment shorter than MIN_SEGMENT, so each search starts that far in.
  let i = MIN_SEGMENT - 1;
  while (i < n) {
    const len = i - s;
    if (isHardBoundary(t, i) || (len >= MAX_SEGMENT && (len >= MAX_SEGMENT + 40 || t.charCodeAt(i) === 32))) {
      out.push(s, i + 1);
      s = i + 1;
      i = s + MIN_SEGMENT - 1;
    } else i++;
  }
  if (s < n) {
    // A short tail joins the previous segment.
    if (out.length > 0 && n - s < MIN_SEGMENT) out[out.length - 1] = n;
    else out.push(s, n);
  }
  return out;
}

// Reused buffers: a segment is at most ~420 characters, so it has fewer tokens and features.
const TOK = new Uint32Array(1024);
const FEAT = new Int32Array(2 * 1024 + 32);
const CUE_BUCKETS = Int32Array.from(CUE_NAMES, (c) => cueBucket(c));

/** Token hashes of t[start, end) into TOK; returns the count. */
function tokenHashes(t: string, start: number, end: number): number {
  let n = 0;
  const cap = TOK.length;
  let i = start;
  while (i < end) {
    const c = t.charCodeAt(i);
    if (isWordChar(c) || c === 126 || (c === 47 && isWordChar(t.charCodeAt(i + 1)))) {
      // A run of word-ish characters including the punctuation of addresses and paths. Its words
      // (a compound identifier split back into words: send_email -> send, email) are hashed as the
      // run is read and kept only if the run turns out not to be an address, URL or path.
      const first = n;
      let j = i;
      let at = false, slash = false, dot = false, colon = false;
      let h = 0x811c9dc5, len = 0, digits = 0;
      while (j < end && j - i < 200) {
        const d = t.charCodeAt(j);
        if (isWordChar(d)) {
          if (isDigit(d)) digits++;
          if (len < 24) h = Math.imul(h ^ d, 0x01000193) >>> 0;
          len++;
          j++;
          continue;
        }
        if (d === 64) at = true;
        else if (d === 47) slash = true;
        else if (d === 46) { if (!isWordChar(t.charCodeAt(j + 1))) break; dot = true; }
        else if (d === 58) { if (t.charCodeAt(j + 1) !== 47) break; colon = true; }
        else if (d === 95 || d === 45 || d === 126 || d === 37 || d === 61 || d === 38 || d === 63 || d === 35 || d === 43) { /* part of an identifier, path or query */ }
        else break;
        if (len > 0) {
          if (n < cap) TOK[n++] = digits * 2 > len ? H_NUM : h;
          h = 0x811c9dc5; len = 0; digits = 0;
        }
        j++;
      }
      if (len > 0 && n < cap) TOK[n++] = digits * 2 > len ? H_NUM : h;
      // Addresses, URLs and paths give no token at all: whether a sentence sends something to a
      // recipient is a structural cue (act_to_target); the address itself would only teach the
      // model one dataset's attacker, and benign data is full of addresses.
      if ((at && dot) || colon || slash || c === 126) n = first;
      i = j;
    } else if (c >= 0x2e80 && c !== 0x3000 && !(c >= 0xd800 && c <= 0xdfff)) {
      // CJK and other scripts without spaces: each character is a token; pairs make bigrams.
      if (n < cap) TOK[n++] = Math.imul(0x811c9dc5 ^ c, 0x01000193) >>> 0;
      i++;
    } else if (c >= 0x80 && c !== 0xa0 && c < 0x2e80) {
      // Other non-ASCII letters (Cyrillic, Arabic...): words of them.
      let h = 0x811c9dc5, j = i;
      while (j < end && j - i < 24) {
        const d = t.charCodeAt(j);
        if (d < 0x80 || d === 0xa0 || d >= 0x2e80) break;
        h = Math.imul(h ^ d, 0x01000193) >>> 0;
        j++;
      }
      if (n < cap) TOK[n++] = h;
      i = j;
    } else i++;
  }
  return n;
}

/**
 * The features of one segment into FEAT (unigrams, adjacent pairs, structural cues); returns
 * the count, negated when the segment is not instruction-shaped (so one number carries both).
 */
function featuresInto(t: string, start: number, end: number, gates: number): number {
  return featuresWithBits(t, start, end, cueBits(t.slice(start, end), gates));
}

/** `featuresInto` with the segment's cue bits already known. */
function featuresWithBits(t: string, start: number, end: number, bits: number): number {
  const nt = tokenHashes(t, start, end);
  let n = 0;
  for (let i = 0; i < nt; i++) {
    const h = TOK[i] as number;
    FEAT[n++] = (Math.imul(h, 2246822519) >>> 0) & MASK;
    if (i > 0) FEAT[n++] = mix(TOK[i - 1] as number, h);
  }
  for (let i = 0; i < CUE_BUCKETS.length; i++) if ((bits & (1 << i)) !== 0) FEAT[n++] = CUE_BUCKETS[i] as number;
  return (bits & DIRECTIVE_BITS) !== 0 ? n : -n - 1;
}

/** The part of a long text that is modelled, as [start, end) ranges of the folded view. */
export function modelledRanges(len: number): [number, number][] {
  if (len <= MODEL_HEAD + MODEL_TAIL) return [[0, len]];
  return [[0, MODEL_HEAD], [len - MODEL_TAIL, len]];
}

/** Walks the modelled segments of t, with each segment's features in FEAT. */
function walk(t: string, visit: (start: number, end: number, count: number, directive: boolean) => void): void {
  for (const [a, b] of modelledRanges(t.length)) {
    const part = a === 0 && b === t.length ? t : t.slice(a, b);
    const bounds = segmentBounds(part);
    const gates = cueGates(part, bounds);
    for (let i = 0; i < bounds.length; i += 2) {
      const r = featuresInto(part, bounds[i] as number, bounds[i + 1] as number, gates[i >> 1] as number);
      visit(a + (bounds[i] as number), a + (bounds[i + 1] as number), r >= 0 ? r : -r - 1, r >= 0);
    }
  }
}

/** Segments with their feature lists (training). */
export function segments(t: string): Segment[] {
  const out: Segment[] = [];
  walk(t, (start, end, n, directive) => out.push({ start, end, x: FEAT.slice(0, n), directive }));
  return out;
}

export interface SegmentScores {
  start: Int32Array;
  end: Int32Array;
  /** Sum of the segment's feature weights, and its feature count. */
  sum: Float64Array;
  n: Float64Array;
  directive: Uint8Array;
  /** 0 when no segment is instruction-shaped (no window can be scored). */
  count: number;
}

/** Per-segment weight sums without keeping feature lists (inference). */
export function segmentScores(t: string, w: Float32Array | Float64Array): SegmentScores {
  const count = scoreSegments(t, w);
  const cap = Math.ceil(Math.min(t.length, MODEL_HEAD + MODEL_TAIL) / MIN_SEGMENT) + 4;
  const r: SegmentScores = { start: new Int32Array(cap), end: new Int32Array(cap), sum: new Float64Array(cap), n: new Float64Array(cap), directive: new Uint8Array(cap), count };
  r.start.set(SEG.start.subarray(0, count));
  r.end.set(SEG.end.subarray(0, count));
  r.sum.set(SEG.sum.subarray(0, count));
  r.n.set(SEG.n.subarray(0, count));
  r.directive.set(SEG.directive.subarray(0, count));
  return r;
}

/**
 * The result buffers of `scoreSegments`, reused from call to call (inference is synchronous and
 * reads them before the next call), so a scan allocates no result arrays.
 */
export const SEG = {
  start: new Int32Array(256),
  end: new Int32Array(256),
  sum: new Float64Array(256),
  n: new Float64Array(256),
  directive: new Uint8Array(256),
};

function reserve(cap: number): void {
  if (SEG.start.length >= cap) return;
  let size = SEG.start.length;
  while (size < cap) size *= 2;
  SEG.start = new Int32Array(size);
  SEG.end = new Int32Array(size);
  SEG.sum = new Float64Array(size);
  SEG.n = new Float64Array(size);
  SEG.directive = new Uint8Array(size);
}

/** Cue bits of each segment of `part` (cut at `bounds`), in place of its gates; whether any is instruction-shaped. */
function cueBitsOf(part: string, bounds: readonly number[], bits: Uint32Array): boolean {
  let any = false;
  for (let i = 0; i < bits.length; i++) {
    const x = cueBits(part.slice(bounds[2 * i] as number, bounds[2 * i + 1] as number), bits[i] as number);
    bits[i] = x;
    if ((x & DIRECTIVE_BITS) !== 0) any = true;
  }
  return any;
}

/** Appends the scored segments of one modelled range (offset `a`) to SEG from index `j`; returns the new count. */
function scoreRange(part: string, a: number, bounds: readonly number[], bits: Uint32Array, w: Float32Array | Float64Array, j: number): number {
  const { start, end, sum, n: count, directive } = SEG;
  for (let i = 0; i < bounds.length; i += 2) {
    const from = bounds[i] as number;
    const to = bounds[i + 1] as number;
    const b = bits[i >> 1] as number;
    // The same features, in the same order, as `featuresWithBits` (unigram, then the pair with
    // the previous token, then the cues), summed as they are made: the sum is the same number.
    const nt = tokenHashes(part, from, to);
    let s = 0;
    let n = 0;
    let prev = 0;
    for (let k = 0; k < nt; k++) {
      const h = TOK[k] as number;
      s += w[(Math.imul(h, 2246822519) >>> 0) & MASK] as number;
      if (k > 0) s += w[mix(prev, h)] as number;
      prev = h;
    }
    if (nt > 0) n = 2 * nt - 1;
    if (b !== 0)
      for (let c = 0; c < CUE_BUCKETS.length; c++)
        if ((b & (1 << c)) !== 0) {
          s += w[CUE_BUCKETS[c] as number] as number;
          n++;
        }
    start[j] = a + from;
    end[j] = a + to;
    sum[j] = s;
    count[j] = n;
    directive[j] = (b & DIRECTIVE_BITS) !== 0 ? 1 : 0;
    j++;
  }
  return j;
}

/**
 * Per-segment weight sums into SEG; returns the segment count (0 when no segment is
 * instruction-shaped, since then no window can be scored).
 */
export function scoreSegments(t: string, w: Float32Array | Float64Array): number {
  // Cue bits first: the model scores only windows holding an instruction-shaped segment, so a
  // text with none gets no window whatever its words weigh, and its token features (most of the
  // cost) are never computed. Otherwise every segment is scored exactly as `walk` does.
  if (t.length <= MODEL_HEAD + MODEL_TAIL) {
    const bounds = segmentBounds(t);
    const bits = cueGates(t, bounds);
    if (!cueBitsOf(t, bounds, bits)) return 0;
    reserve(bounds.length >> 1);
    return scoreRange(t, 0, bounds, bits, w, 0);
  }
  const a2 = t.length - MODEL_TAIL;
  const head = t.slice(0, MODEL_HEAD);
  const tail = t.slice(a2);
  const hb = segmentBounds(head);
  const tb = segmentBounds(tail);
  const hbits = cueGates(head, hb);
  const tbits = cueGates(tail, tb);
  const any = cueBitsOf(head, hb, hbits);
  if (!cueBitsOf(tail, tb, tbits) && !any) return 0;
  reserve((hb.length + tb.length) >> 1);
  return scoreRange(tail, a2, tb, tbits, w, scoreRange(head, 0, hb, hbits, w, 0));
}
