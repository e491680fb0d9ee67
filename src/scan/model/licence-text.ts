// Source files open with a licence: the MIT grant, the BSD conditions, the Apache, GPL and MPL
// headers, wrapped in comment markers at a fixed width. Their wording is fixed and none of it is
// said to an agent, but it is full of what the learned model weighs ("to deal in the Software
// without restriction", "you may not use this file except …", "must retain the above notice"):
// read line by line, a licence header alone scores as an order. The model reads those standard
// words as blank. Only the standard wording is blanked, word by word across line breaks and
// comment markers, so a sentence someone added inside a licence block, however short, is still
// read. Same length as the view it reads, line breaks kept. Shared by inference (registry) and training
// (bench/pi-train.ts).
import { modelledRanges } from "./features";

/**
 * The standard passages, as the words they are made of ("a|b": either word). Punctuation, line
 * breaks and comment markers between the words are not part of the wording; a copyright holder's
 * name or a list item's number between them is tolerated (RESYNC). Each opens on a word prose
 * seldom holds, so that the search for the openings is quick on ordinary text; the few common
 * words before it ("this program is free software, you can …") stay in the view.
 */
const PASSAGES: readonly string[] = [
  // MIT (and the X11 and Expat variants).
  "permission is hereby granted free of charge to any person obtaining a copy of this software and associated documentation files the software to deal in the software without restriction including without limitation the rights to use copy modify merge publish distribute sublicense and or sell copies of the software and to permit persons to whom the software is furnished to do so subject to the following conditions the above copyright notice and this permission notice shall be included in all copies or substantial portions of the software",
  // The warranty disclaimer most permissive licences share ("the software is provided as is without …").
  "warranty of any kind express or implied including but not limited to the warranties of merchantability fitness for a particular purpose and noninfringement in no event shall the authors|author or copyright holders|holder be liable for any claim damages or other liability whether in an action of contract tort or otherwise arising from out of or in connection with the software or the use or other dealings in the software",
  // ISC.
  "permission to use copy modify and or distribute this software for any purpose with or without fee is hereby granted provided that the above copyright notice and this permission notice appear in all copies",
  // BSD (two and three clauses) and its disclaimer.
  "redistribution and use in source and binary forms with or without modification are permitted provided that the following conditions are met redistributions of source code must retain the above copyright notice this list of conditions and the following disclaimer redistributions in binary form must reproduce the above copyright notice this list of conditions and the following disclaimer in the documentation and or other materials provided with the distribution",
  "contributors may be used to endorse or promote products derived from this software without specific prior written permission",
  "copyright holders and contributors as is and any express or implied warranties including but not limited to the implied warranties of merchantability and fitness for a particular purpose are disclaimed",
  // Apache 2.0 header.
  "licensed under the apache license version 2 0 the license you may not use this file except in compliance with the license you may obtain a copy of the license at http www apache org licenses license 2 0",
  "applicable law or agreed to in writing software distributed under the license is distributed on an as is basis without warranties or conditions of any kind either express or implied see the license for the specific language governing permissions and limitations under the license",
  // GNU GPL and LGPL headers.
  "redistribute it and or modify it under the terms of the gnu general|lesser|library public license as published by the free software foundation either version 2|3 of the license or at your option any later version",
  "merchantability or fitness for a particular purpose see the gnu general|lesser|library public license for more details",
  "gnu general|lesser|library public license along with this program|library|file if not write to the free software foundation",
  // Mozilla Public License 2.0 header.
  "mozilla public license v 2 0 if a copy of the mpl was not distributed with this file you can obtain one at http mozilla org mpl 2 0",
];

/** A passage's words, each a set of accepted spellings. */
const WORDS: readonly (readonly string[])[][] = PASSAGES.map((p) => p.split(" ").map((w) => w.split("|")));
/** Every passage's first three words, whatever stands between them, one capture group per passage: one search finds them all. */
const OPENINGS = new RegExp(WORDS.map((ws) => `(${ws.slice(0, 3).map((w) => `\\b(?:${w.join("|")})\\b`).join("[^a-z0-9]{1,16}")})`).join("|"), "g");
/** Words the text may hold between two of a passage's (a holder's name, an item's number) before the match gives up. */
const RESYNC = 8;
/** Fewer matched words than this is a sentence that happens to open like a licence: nothing is blanked. */
const MIN_WORDS = 12;
/** Non-word characters allowed between two words: a line break, a comment marker, indentation. */
const MAX_GAP = 24;

const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** The next word of t at or after `at` (within MAX_GAP non-word characters): [start, end), or null. */
function nextWord(t: string, at: number): [number, number] | null {
  let s = at;
  const limit = Math.min(t.length, at + MAX_GAP);
  while (s < limit && !isWordChar(t.charCodeAt(s))) s++;
  if (s >= t.length || !isWordChar(t.charCodeAt(s))) return null;
  let e = s + 1;
  while (e < t.length && isWordChar(t.charCodeAt(e))) e++;
  return [s, e];
}

/**
 * The passage's words as they stand in t from `start`, matched in order: their spans (start, end
 * pairs). Words skipped to resynchronise are not among them, so a sentence inserted between two
 * of the passage's words stays in the view.
 */
function follow(t: string, start: number, words: readonly (readonly string[])[]): number[] {
  const spans: number[] = [];
  let at = start;
  for (const accepted of words) {
    let pos = at;
    let found = false;
    for (let skip = 0; skip <= RESYNC; skip++) {
      const w = nextWord(t, pos);
      if (w === null) break;
      if (accepted.includes(t.slice(w[0], w[1]))) {
        spans.push(w[0], w[1]);
        at = w[1];
        found = true;
        break;
      }
      pos = w[1];
    }
    if (!found) break;
  }
  return spans;
}

/**
 * `prose` (the folded view) with the words of every standard licence passage turned to spaces;
 * `prose` itself when it holds none. Cheap when there is none: one search for their openings,
 * over the part of the text the model reads.
 */
export function licenceView(prose: string): string {
  let blank: number[] | null = null;
  // Only what the model reads (the head and tail of a long text) is searched.
  for (const [a, b] of modelledRanges(prose.length)) {
    const part = a === 0 && b === prose.length ? prose : prose.slice(a, b);
    OPENINGS.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = OPENINGS.exec(part)) !== null) {
      let p = 1;
      while (m[p] === undefined) p++;
      const spans = follow(part, m.index, WORDS[p - 1] as (readonly string[])[]);
      if (spans.length >= 2 * MIN_WORDS) {
        blank ??= [];
        for (const x of spans) blank.push(a + x);
        OPENINGS.lastIndex = spans[spans.length - 1] as number;
      }
    }
    OPENINGS.lastIndex = 0;
  }
  if (blank === null) return prose;
  const chars = prose.split("");
  for (let k = 0; k < blank.length; k += 2) for (let i = blank[k] as number; i < (blank[k + 1] as number); i++) chars[i] = " ";
  return chars.join("");
}
