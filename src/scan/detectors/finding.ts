// The raw signal a detector emits before policy, context weighting and redaction.
import type { ScanClass } from "../types";

export interface RawFinding {
  class: ScanClass;
  rule_id: string;
  start: number;
  end: number;
  confidence: number;
  /** The matched value; used only for redaction and fingerprints, never returned. */
  value: string;
  /** Host of a URL finding, for allow_domains. */
  host?: string;
  /** Full URL of a URL finding, for allow_urls. */
  url?: string;
  kind?: string;
}
