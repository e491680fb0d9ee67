// Literal probes: literals the rule engine's keyword pass also looks for, so a detector learns
// without a pass of its own whether a text can hold any of its candidates at all. Each set must
// be necessary for the detector: every candidate it would look at holds one of the literals
// (lowercased). Tests check each set against its detector's candidate pattern.

import { ATBASH_FORMS, CAESAR_FORMS, HYPHENATED_FORMS, REVERSED_FORMS, ROT13_FORMS, SPACED_FORMS } from "./obfuscation";
import { SPLIT_CUES } from "./detectors/payload-split";
import { AI_HEAD_CUES, MACHINE_JOB_CUES } from "./detectors/ai-heads";
import { BINARY_CUES, BRAILLE_CUES, CODE_CUES, MORSE_CUES, NATO_CUES, TURNED_CUES } from "./ciphers";
import { GATED_LANGUAGES, MARKER_LITERALS } from "./rules/multilingual/language";

export const PROBES = {
  /** detectors/secrets-generic.ts: every CANDIDATE match holds one. */
  genericSecrets: ["pass", "pw", "secret", "token", "key", "auth", "cred", "bearer", "://", "-p", "-u"],
  /** detectors/secrets-generic.ts: every RARE literal (lowercased) holds one. */
  genericSecretsRare: ["identified", "securestring", "redis-cli", "ldap", "smbclient", "create user", "alter user", "create role", "alter role", "create login", "alter login", "getconnection", "bind_s", "imap_open", "psk"],
  /** obfuscation.ts: a line is read again only where it holds one of these forms. */
  spacedWords: SPACED_FORMS,
  reversedWords: REVERSED_FORMS,
  rot13Words: ROT13_FORMS,
  atbashWords: ATBASH_FORMS,
  caesarWords: CAESAR_FORMS,
  hyphenatedWords: HYPHENATED_FORMS,
  /** detectors/payload-split.ts: every cue it reads around is one of these. */
  splitCues: SPLIT_CUES,
  /** ciphers.ts: each encoding is looked for only where one of its cues occurs. */
  natoWords: NATO_CUES,
  morseCues: MORSE_CUES,
  binaryCues: BINARY_CUES,
  codeCues: CODE_CUES,
  brailleCues: BRAILLE_CUES,
  turnedCues: TURNED_CUES,
  /** detectors/ai-address.ts: every head an address can start from holds one. */
  aiHeads: AI_HEAD_CUES,
  /** detectors/ai-address.ts: every machine named by its job holds one; without one the shorter head pattern is read. */
  machineJobs: MACHINE_JOB_CUES,
  /**
   * ASCII digits: rules that need some (rules/pattern-bounds.ts) and leetspeak lines (decode.ts)
   * are not looked for in a text without one. Each digit is its own character, so it costs the
   * keyword pass nothing past its first occurrence.
   */
  digits: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
  /** detectors/adversarial-suffix.ts: both of its tests read only lines holding ASCII brackets. */
  brackets: ["(", ")", "[", "]", "{", "}"],
  /** detectors/ml-address.ts: it reads a text only where a gated language's function words are, and each holds one of these. */
  otherLanguage: [...new Set(GATED_LANGUAGES.flatMap((c) => MARKER_LITERALS[c] ?? []))],
} as const;

export type ProbeName = keyof typeof PROBES;
export const PROBE_NAMES = Object.keys(PROBES) as ProbeName[];

/** The bit of a probe in a unit's `probes` mask. */
export const probeBit = (name: ProbeName): number => 1 << PROBE_NAMES.indexOf(name);
