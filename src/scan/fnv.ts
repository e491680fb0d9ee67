// FNV-1a, 32 bits, over UTF-16 code units: the scanner's one cheap, stable string hash (model
// features, lexicon index, the keys of precomputed rule data).

/** FNV-1a of `s[from, to)` as an unsigned 32-bit integer. */
export function fnv1a(s: string, from = 0, to = s.length): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
