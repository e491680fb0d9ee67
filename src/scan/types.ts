// The scanner's public types. Pure data: no Workers or Node APIs anywhere under src/scan.
import type { PiModel } from "./model/pi-model";
import type { IntelSet } from "../feeds/snapshot";

export const SCAN_CLASSES = ["prompt_injection", "ssrf", "secrets", "pii", "known_bad_url"] as const;
export type ScanClass = (typeof SCAN_CLASSES)[number];

export const SOURCES = ["web", "email", "tool_output", "user_message", "agent_message", "file"] as const;
export type Source = (typeof SOURCES)[number];

export const DIRECTIONS = ["inbound", "outbound"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export type Verdict = "clean" | "suspicious" | "malicious";

export interface ScanContext {
  source: Source;
  direction: Direction;
  tool?: string;
}

export interface ScanInput {
  content: string;
  context: ScanContext;
}

/** Why a class scored what it did. Never carries the matched text itself. */
export interface Finding {
  class: ScanClass;
  rule_id: string;
  /** UTF-16 code-unit offsets into the original content, end exclusive. */
  span: { start: number; end: number };
  confidence: number;
  /** A redacted preview, e.g. "AKIA************MPLE" or "j***@e******.com"; never the secret. */
  preview: string;
  /** Agent Commons in observe mode: reported, but it did not change the verdict. */
  observe_only?: true;
}

export type Scores = Record<ScanClass, number>;

export interface EngineInfo {
  id: string;
  version: string;
}

export interface ScanResult {
  verdict: Verdict;
  scores: Scores;
  findings: Finding[];
  engine: EngineInfo;
}

/** Per-class score thresholds for the verdict bands. */
export interface ClassThresholds {
  suspicious: number;
  malicious: number;
}

/** A tenant-defined data label, reported as a `pii`-class finding. Patterns run on a linear-time engine. */
export interface DataLabel {
  id: string;
  terms?: string[];
  patterns?: string[];
}

/** Per-tenant scan policy (issue #3). All fields optional; absent means engine defaults. */
export interface ScanPolicy {
  version?: number;
  thresholds?: Partial<Record<ScanClass, { suspicious?: number; malicious?: number }>>;
  allow_domains?: string[];
  allow_urls?: string[];
  /** Domains (with their subdomains) whose URLs the tenant treats as known-bad; an allow entry still wins. */
  block_domains?: string[];
  /** URL prefixes the tenant treats as known-bad (scheme-insensitive, lowercased comparison). */
  block_urls?: string[];
  /** Lowercase hex SHA-256 of a matched secret string that the tenant accepts (e.g. a test key). */
  allow_secret_fingerprints?: string[];
  disabled_rules?: string[];
  data_labels?: DataLabel[];
  /** Shell analysis settings, applied wherever a shell command is analysed for this tenant. */
  shell?: ShellPolicy;
}

export interface ShellPolicy {
  /** Path prefixes (`~/.config/acme`, `/srv/keys`) that no command may touch: touching one blocks. */
  protected_paths?: string[];
  /** Fail-closed reason codes (e.g. `shell.parse.fallback`) to audit rather than block. */
  audit_instead?: string[];
  /** The tenant's own shell rules (RE2 patterns over the canonical command text). */
  rules?: { id: string; description: string; decision: "audit" | "block"; pattern: string; exe?: string[]; examples?: { match?: string[]; no_match?: string[] } }[];
}

/** Engine-internal knobs, used by tests and the benchmark; not part of the wire protocol. */
export interface ScanOptions {
  /** Disable the keyword prefilter (results must be identical; a property test checks it). */
  prefilter?: boolean;
  /**
   * The straightforward path: no prefilter and no fast paths (every text is normalised code point
   * by code point). Slow; results must be identical to the default path (a corpus test checks it).
   */
  reference?: boolean;
  /** Another injection model in place of the shipped one: leave-one-source-out evaluation only. */
  piModel?: PiModel;
  /** Threat-intel snapshot for feed lookups (the Worker passes the live one from KV); default: the committed snapshot. */
  intel?: IntelSet;
}
