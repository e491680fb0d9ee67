// The refresh job behind the Cron Trigger: fetch each due feed, validate it against the live
// snapshot, compile, publish a new version to KV, and switch the pointer last so readers see
// either the old snapshot or the new one, never half of one. A feed that fails keeps its live
// entries; when nothing changed, nothing is published.
import { readCapped } from "../util/streams";
import { compileSnapshot, hashKeys, sameData, type FeedEntries } from "./compile";
import { KV_CURRENT, KV_STATE, kvSnapshotKey, type CurrentPointer, type IntelKv } from "./kv";
import { FeedFormatError, parseFeed } from "./parse";
import type { FeedSpec } from "./registry";
import { decodeSnapshot, type FeedProvenance, type IntelSet } from "./snapshot";
import { validateFeed, type PreviousFeed } from "./validate";

const KEEP_VERSIONS = 3;
const FETCH_TIMEOUT_MS = 30_000;

export interface FeedState {
  checked_at: string;
  etag?: string;
  last_modified?: string;
  last_error?: string;
}

export interface FeedReport {
  name: string;
  status: "updated" | "unchanged" | "not-modified" | "not-due" | "rejected" | "failed";
  entries: number;
  reason?: string;
}

export interface RefreshReport {
  /** The version now live, and whether this run published it. */
  version: string;
  published: boolean;
  feeds: FeedReport[];
  /** The live snapshot after the run, so the isolate that ran the job can use it at once. */
  set: IntelSet;
}

export interface RefreshOptions {
  feeds: readonly FeedSpec[];
  /** The snapshot to start from when KV holds none (the committed one). */
  base: IntelSet;
  fetch?: typeof fetch;
  now?: Date;
  /** Refresh every feed now, regardless of its interval. */
  force?: boolean;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Reads a body up to `max` bytes; larger bodies are an error, not a truncated feed. */
async function readFeed(res: Response, max: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > max) throw new Error(`${declared} bytes, over the ${max}-byte cap`);
  const bytes = await readCapped(res.body, max);
  if (bytes === null) throw new Error(`over the ${max}-byte cap`);
  return bytes;
}

export async function loadLive(kv: IntelKv): Promise<{ set: IntelSet; pointer: CurrentPointer } | null> {
  const raw = await kv.get(KV_CURRENT, "text");
  if (raw === null) return null;
  const pointer = JSON.parse(raw) as CurrentPointer;
  const buf = await kv.get(kvSnapshotKey(pointer.version), "arrayBuffer");
  if (buf === null) return null;
  return { set: decodeSnapshot(new Uint8Array(buf)), pointer };
}

function previousOf(set: IntelSet, name: string): PreviousFeed | undefined {
  const i = set.meta.feeds.findIndex((f) => f.name === name);
  if (i < 0) return undefined;
  const e = set.entriesOf(i);
  return { prov: set.meta.feeds[i] as FeedProvenance, hi: e.hi, lo: e.lo };
}

export async function refreshIntel(kv: IntelKv, opts: RefreshOptions): Promise<RefreshReport> {
  const now = opts.now ?? new Date();
  const doFetch = opts.fetch ?? fetch;
  const liveKv = await loadLive(kv);
  const live = liveKv?.set ?? opts.base;
  const state = JSON.parse((await kv.get(KV_STATE, "text")) ?? "{}") as Record<string, FeedState>;
  const out: FeedEntries[] = [];
  const reports: FeedReport[] = [];
  let changed = false;

  for (const spec of opts.feeds) {
    const prev = previousOf(live, spec.name);
    const keep = (status: FeedReport["status"], reason?: string): void => {
      if (prev !== undefined) out.push(prev);
      reports.push({ name: spec.name, status, entries: prev?.prov.entries ?? 0, ...(reason !== undefined ? { reason } : {}) });
    };
    const st: FeedState = state[spec.name] ?? { checked_at: "1970-01-01T00:00:00.000Z" };
    if (!opts.force && prev !== undefined && now.getTime() - Date.parse(st.checked_at) < spec.refreshSeconds * 1000) {
      keep("not-due");
      continue;
    }
    state[spec.name] = { ...st, checked_at: now.toISOString() };
    let body: Uint8Array;
    let res: Response;
    try {
      const headers: Record<string, string> = { "user-agent": "agent-shield-edge intel refresh" };
      if (prev !== undefined && prev.prov.source === spec.url) {
        if (st.etag) headers["if-none-match"] = st.etag;
        if (st.last_modified) headers["if-modified-since"] = st.last_modified;
      }
      res = await doFetch(spec.url, { headers, redirect: "follow", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (res.status === 304 && prev !== undefined) {
        keep("not-modified");
        continue;
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await readFeed(res, spec.limits.maxBytes);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      state[spec.name] = { ...state[spec.name]!, last_error: `fetch: ${reason}` };
      keep("failed", reason);
      continue;
    }
    let parsed;
    try {
      parsed = parseFeed(spec, new TextDecoder().decode(body));
    } catch (err) {
      const reason = err instanceof FeedFormatError ? err.message : "unparseable";
      state[spec.name] = { ...state[spec.name]!, last_error: `format: ${reason}` };
      keep("rejected", reason);
      continue;
    }
    const hashed = hashKeys([...parsed.keys, ...parsed.allowKeys]);
    const verdict = validateFeed(spec, parsed, hashed, now, prev);
    if (!verdict.ok) {
      state[spec.name] = { ...state[spec.name]!, last_error: `rejected: ${verdict.reason}` };
      keep("rejected", verdict.reason);
      continue;
    }
    const sha = await sha256Hex(body);
    const etag = res.headers.get("etag");
    const lastModified = res.headers.get("last-modified");
    state[spec.name] = { checked_at: now.toISOString(), ...(etag ? { etag } : {}), ...(lastModified ? { last_modified: lastModified } : {}) };
    if (prev !== undefined && prev.prov.sha256 === sha) {
      keep("unchanged");
      continue;
    }
    const prov: FeedProvenance = {
      name: spec.name,
      kind: spec.kind,
      licence: spec.licence,
      source: spec.url,
      upstream_version: lastModified ?? etag ?? "",
      fetched_at: now.toISOString(),
      entries: parsed.keys.length,
      allow_entries: parsed.allowKeys.length,
      sha256: sha,
      confidence: spec.confidence ?? 0.95,
      ns: hashed.ns,
    };
    out.push({ prov, hi: hashed.hi, lo: hashed.lo });
    changed = true;
    reports.push({ name: spec.name, status: "updated", entries: parsed.keys.length });
  }
  // Feeds dropped from the registry leave the snapshot.
  if (live.meta.feeds.some((f) => !opts.feeds.some((s) => s.name === f.name))) changed = true;

  const compiled = compileSnapshot(out, now);
  const publish = changed && !(liveKv !== null && sameData(compiled.meta.version, liveKv.pointer.version));
  if (!publish) {
    await kv.put(KV_STATE, JSON.stringify(state));
    return { version: live.version, published: false, feeds: reports, set: live };
  }
  // Snapshot first, pointer last: the switch is one write.
  await kv.put(kvSnapshotKey(compiled.meta.version), compiled.bytes);
  const history = liveKv ? [liveKv.pointer.version, ...liveKv.pointer.previous] : [];
  const pointer: CurrentPointer = {
    version: compiled.meta.version,
    created: compiled.meta.created,
    count: compiled.meta.count,
    bytes: compiled.bytes.byteLength,
    feeds: compiled.meta.feeds.map((f) => ({ name: f.name, entries: f.entries, source: f.source, fetched_at: f.fetched_at })),
    previous: history.slice(0, KEEP_VERSIONS - 1),
  };
  await kv.put(KV_CURRENT, JSON.stringify(pointer));
  await kv.put(KV_STATE, JSON.stringify(state));
  for (const old of history.slice(KEEP_VERSIONS - 1)) await kv.delete(kvSnapshotKey(old));
  return { version: compiled.meta.version, published: true, feeds: reports, set: compiled.set };
}
