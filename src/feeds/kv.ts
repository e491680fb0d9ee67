// The slice of Workers KV the intel subsystem uses, so the refresh job and the loader run
// unchanged against KV, a test double, or a file-backed store.
export interface IntelKv {
  get(key: string, type: "text"): Promise<string | null>;
  get(key: string, type: "arrayBuffer"): Promise<ArrayBuffer | null>;
  put(key: string, value: string | ArrayBuffer | ArrayBufferView): Promise<void>;
  delete(key: string): Promise<void>;
}

export const KV_CURRENT = "intel/current";
export const KV_STATE = "intel/state";
export const kvSnapshotKey = (version: string): string => `intel/snapshot/${version}`;

/** What `intel/current` holds: the live version and enough to audit it without loading it. */
export interface CurrentPointer {
  version: string;
  created: string;
  count: number;
  bytes: number;
  feeds: { name: string; entries: number; source: string; fetched_at: string }[];
  /** Earlier versions still stored, newest first, for rollback. */
  previous: string[];
}
