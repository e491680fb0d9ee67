// The transparency log under a burst against `npm run dev`, the sequencer evicted mid-burst: every leaf present afterwards
// (count, order, append-only) and every sampled inclusion proof valid. In `npm test` the burst is 1,000 scans and only
// correctness is asserted (speed is not a test here); `npm run bench:tlog` runs the 10,000 and also holds the speed
// targets: inclusion p99 ≤ 2 s, and /v2/scan p50 with the log on within noise of the log off (measured interleaved).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DevServer } from "../../scripts/dev-server";
import { startSnapshotDevServer } from "./snapshot-dev-server";
import {
  auditLog,
  parseCheckpoint,
  parseSignedNote,
  receiptEntry,
  toHex,
  verifyCheckpoint,
  verifyCheckpointConsistency,
  verifyEntryInclusion,
  type TileFetcher,
} from "../../src/tlog/index";

const BENCH = process.env.TLOG_BENCH === "1";
const BURST = BENCH ? 10_000 : 1_000;
const KEYS = 40; // the dev rate limit is 600 scans a minute per key
const LANES = 8; // enough to keep the dev server busy without queueing every request behind the others

let on: DevServer;
beforeAll(async () => {
  // From a snapshot: edits to the working tree during the run would restart a watched dev server (see the helper).
  on = await startSnapshotDevServer(20_000 + Math.floor(Math.random() * 2000));
}, 180_000);
afterAll(async () => {
  await on?.stop();
});

async function api(server: DevServer, path: string, key: string | null, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function mintKeys(server: DevServer, n: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await api(server, "/v1/keys", server.key, { role: "agent", label: `burst ${i}` });
    expect(r.status).toBe(201);
    keys.push(r.body.data.key);
  }
  return keys;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

describe("transparency log burst on npm run dev", () => {
  it.runIf(BENCH)("/v2/scan p50 with the log on is within noise of the log off (two fresh servers, interleaved requests; run before the burst)", async () => {
    const prev = process.env.TLOG_ENABLED;
    process.env.TLOG_ENABLED = "false";
    const off = await startSnapshotDevServer(22_000 + Math.floor(Math.random() * 2000)).finally(() => {
      if (prev === undefined) Reflect.deleteProperty(process.env, "TLOG_ENABLED");
      else process.env.TLOG_ENABLED = prev;
    });
    try {
      const disabled = await api(off, "/v2/log", off.key);
      expect(disabled.status).toBe(404);
      const [keyOn] = await mintKeys(on, 1);
      const [keyOff] = await mintKeys(off, 1);
      const time = async (s: DevServer, key: string, i: number) => {
        const t = performance.now();
        const r = await api(s, "/v2/scan", key, { content: `latency probe ${i}`, context: { source: "web", direction: "inbound" } });
        expect(r.status).toBe(200);
        return performance.now() - t;
      };
      for (let i = 0; i < 30; i++) await Promise.all([time(on, keyOn!, i), time(off, keyOff!, i)]); // warm-up
      const a: number[] = [];
      const b: number[] = [];
      // Think time between pairs: under `wrangler dev` the sequencer runs in the Worker's own isolate
      // (in production it is another isolate), so back-to-back requests would time the hand-off's
      // background work against the next scan instead of each scan's own latency.
      const pause = () => new Promise((r) => setTimeout(r, 60));
      for (let i = 0; i < 400; i++) {
        await pause();
        // Alternate which goes first so drift on a shared machine falls on both alike.
        if (i % 2) {
          a.push(await time(on, keyOn!, i));
          b.push(await time(off, keyOff!, i));
        } else {
          b.push(await time(off, keyOff!, i));
          a.push(await time(on, keyOn!, i));
        }
      }
      const p50On = pct(a, 50);
      const p50Off = pct(b, 50);
      console.log(JSON.stringify({ scanP50: { logOnMs: +p50On.toFixed(2), logOffMs: +p50Off.toFixed(2), n: a.length } }));
      expect(p50On).toBeLessThanOrEqual(p50Off * 1.25 + 1);
    } finally {
      await off.stop();
    }
  }, 600_000);

  it(`${BURST} scans with the sequencer evicted mid-burst: every leaf logged once, in an append-only order${BENCH ? ", included within 2 s p99" : ""}`, async () => {
    const mine = await api(on, "/v2/log", on.key);
    expect(mine.status).toBe(200);
    const { log_id: logId, vkey } = mine.body.data as { log_id: string; vkey: string };
    const base = `${on.url}/v2/log/${logId}`;
    const fetcher: TileFetcher = async (path) => {
      const res = await fetch(`${base}/${path}`);
      if (res.status === 404) return null;
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    };
    const keys = await mintKeys(on, KEYS);
    // Creating a key is a recorded decision, and decisions reach the log from the tenant DO's
    // outbox, which waits up to a batch window: reading the decision list flushes it now, so those
    // leaves are handed over before the baseline below is taken.
    expect((await api(on, "/v1/shield/decisions?limit=1", on.key)).status).toBe(200);
    // The demo tenant's log may already hold leaves (the latency test above): wait until it is idle, start from there.
    let base0 = -1;
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const s = (await api(on, "/v2/log", on.key)).body.data as { size: number; published: number; pending: number };
      if (s.pending === 0 && s.size === s.published) {
        base0 = s.published;
        break;
      }
    }
    expect(base0).toBeGreaterThanOrEqual(0);
    const TOTAL = base0 + BURST;

    // Watch the public checkpoint: when each tree size was first published.
    const seen: { size: number; at: number; note: string }[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const res = await fetch(`${base}/checkpoint`);
        const at = Date.now();
        if (res.status === 200) {
          const note = await res.text();
          const size = parseCheckpoint(parseSignedNote(note)?.text ?? "")?.size ?? -1;
          if (size > (seen[seen.length - 1]?.size ?? 0)) seen.push({ size, at, note });
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    })();

    const issued: { signature: string; scan_id: string; at: number }[] = [];
    let next = 0;
    let evicted = false;
    const lane = async (l: number) => {
      for (;;) {
        const i = next++;
        if (i >= BURST) return;
        if (i === BURST / 2 && !evicted) {
          evicted = true;
          const ev = await api(on, "/v2/log/dev/evict", on.key, {});
          expect(ev.status).toBe(200);
        }
        const r = await api(on, "/v2/scan", keys[(l + i) % KEYS]!, { content: `burst scan ${i} ${l}`, context: { source: "web", direction: "inbound" } });
        if (r.status !== 200) throw new Error(`scan ${i}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
        issued.push({ signature: r.body.receipt.signature, scan_id: r.body.receipt.scan_id, at: Date.now() });
      }
    };
    const t0 = Date.now();
    await Promise.all(Array.from({ length: LANES }, (_, l) => lane(l)));
    const burstMs = Date.now() - t0;
    expect(evicted).toBe(true);

    const deadline = Date.now() + 60_000;
    while ((seen[seen.length - 1]?.size ?? 0) < TOTAL && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    watching = false;
    await watcher;
    const final = await verifyCheckpoint(seen[seen.length - 1]!.note, vkey);
    if (!final.ok) throw new Error(final.reason);
    expect(final.value.size).toBe(TOTAL);

    // Every leaf present, once: the public tiles hash to the signed root, and hold exactly the issued receipts.
    const audit = await auditLog(fetcher, final.value);
    if (!audit.ok) throw new Error(audit.reason);
    const all = audit.value.map(toHex);
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all).size).toBe(TOTAL);
    const logged = all.slice(base0);
    const expected = issued.map((s) => toHex(receiptEntry(s.signature)));
    expect([...logged].sort()).toEqual([...expected].sort());

    // Order: every checkpoint published during the burst is a prefix of the final tree (nothing reordered or rewritten).
    for (const cp of seen.slice(0, -1)) {
      const proof = await api(on, `/v2/log/${logId}/consistency?from=${cp.size}&to=${TOTAL}`, null);
      expect(proof.status).toBe(200);
      const ok = await verifyCheckpointConsistency(cp.note, proof.body.data.checkpoint, proof.body.data.proof, vkey);
      expect(ok.ok, `checkpoint of size ${cp.size}`).toBe(true);
    }

    // Latency: from the scan's response to the first signed checkpoint that includes its leaf.
    const indexOf = new Map(all.map((e, i) => [e, i] as const));
    const latencies = issued.map((s, k) => {
      const idx = indexOf.get(expected[k]!)!;
      const cp = seen.find((c) => c.size > idx)!;
      return Math.max(0, cp.at - s.at);
    });
    const p50 = pct(latencies, 50);
    const p99 = pct(latencies, 99);
    // The longest waits between published checkpoints, to tell a stall from steady lag when this fails.
    // scansDuring: responses that arrived inside the gap; none means the whole server stalled, not the log.
    const gaps = seen
      .slice(1)
      .map((c, i) => ({ afterSize: seen[i]!.size, gapMs: c.at - seen[i]!.at, scansDuring: issued.filter((s) => s.at > seen[i]!.at && s.at < c.at).length }))
      .sort((x, y) => y.gapMs - x.gapMs)
      .slice(0, 5);
    console.log(JSON.stringify({ tlogBurst: { scans: BURST, lanes: LANES, burstMs, scansPerSecond: Math.round((BURST * 1000) / burstMs), checkpoints: seen.length, inclusionP50Ms: p50, inclusionP99Ms: p99, maxMs: Math.max(...latencies), gaps } }));
    if (BENCH) expect(p99).toBeLessThanOrEqual(2_000);

    // The inclusion route's proofs verify offline, for a sample across the burst (before and after the eviction).
    for (let k = 0; k < issued.length; k += 97) {
      const s = issued[k]!;
      const inc = await api(on, `/v2/receipts/${s.scan_id}/inclusion`, on.key);
      expect(inc.status).toBe(200);
      const ok = await verifyEntryInclusion(receiptEntry(s.signature), inc.body.data, vkey);
      expect(ok.ok, ok.ok ? "" : ok.reason).toBe(true);
      expect(inc.body.data.leaf_index).toBe(indexOf.get(expected[k]!));
    }
  }, 900_000);

});
