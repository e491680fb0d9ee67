// The function words of the languages the rules are written in: articles, pronouns,
// prepositions, conjunctions and auxiliaries. They are the most frequent words of any text in
// their language, whatever it is about, so a literal made of them alone occurs every few words
// and is a poor place to anchor a rule (anchors.ts). The lists are the common core of the usual
// stop-word lists; they decide only where a rule's search starts, never what it finds.
const WORDS = [
  // English
  "a an the and or but nor if then else so as than that this these those there here",
  "i me my mine we us our ours you your yours he him his she her hers it its they them their theirs",
  "who whom whose which what when where why how all any both each few more most other some such",
  "no not only own same too very just also now again once",
  "of at by for with about against between into through during before after above below to from",
  "up down in out on off over under further",
  "is are was were be been being am have has had having do does did doing",
  "can could will would shall should may might must",
  "s t d ll m re ve don",
  // French
  "le la les l un une des du de d et ou en au aux ce cet cette ces il elle ils elles on nous vous je tu",
  "est sont que qui ne pas par pour sur dans se son sa ses leur avec",
  // Spanish
  "el los las lo unos unas y o del al es son que en por para con su sus se no",
  // German
  "der die das den dem des ein eine einen einem einer und oder ist sind zu im mit von für auf nicht sie er es wir ihr",
  // Portuguese
  "o os as um uma uns umas e do da dos das no na nos nas em ao à pelo pela com por para não",
  // Italian
  "il lo gli un uno una e di da in con su per tra fra del della dei delle nel nella non che è",
].join(" ");

const FUNCTION_WORDS: ReadonlySet<string> = new Set(WORDS.split(" "));

/**
 * Whether `lit` (lowercase) is words and spaces only, every word a function word ("the ", "is not").
 * Punctuation makes a literal something else: ".com" is not Portuguese "com".
 */
export function isFunctionWords(lit: string): boolean {
  if (!/^[\p{L} ]+$/u.test(lit)) return false;
  const words = lit.split(" ").filter((w) => w !== "");
  return words.length > 0 && words.every((w) => FUNCTION_WORDS.has(w));
}
