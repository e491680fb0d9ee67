// The transparency log end to end inside workerd: hand-off from scans, enforcement and decisions, the sequencer's tiles in R2,
// the public read routes, proofs checked offline, and tampering with R2 detected.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../src/index";
import { logSequencer } from "../../src/services/log-sequencer-api";
import { idTimeBound, reconcileLogs, reconcileTenant, SWEEP_GRACE_MS, type ReconcileReport } from "../../src/services/tlog-reconcile.service";
import { tenantsToSweep } from "../../src/db/tlog-sweep.repo";
import { receiptLeaf } from "../../src/services/tlog.service";
import { newId } from "../../src/util/ids";
import { SCAN_CLASSES } from "../../src/scan/types";
import { makeTestWitness } from "../unit/tlog/witness-reference";
import { describe, expect, it } from "vitest";
import { appendLeaves, integrateNow, logIdFor, inclusionFor } from "../../src/services/tlog.service";
import {
  auditLog,
  decodeBundle,
  encodeBundle,
  parseCheckpoint,
  parseSignedNote,
  parseVerifierKey,
  toBase64,
  receiptEntry,
  recordEntry,
  toHex,
  verifyCheckpoint,
  verifyCheckpointConsistency,
  verifyCosignedCheckpoint,
  verifyEntryFromTiles,
  verifyEntryInclusion,
  type TileFetcher,
} from "../../src/tlog/index";
import { sha256Bytes } from "../../src/scan/sha256";
import { call, expectError, json, scanBody, seedTenant, type Keys } from "./helpers";
import { evaluate, flush } from "./shield-helpers";

const entryOf = (i: number, salt: string) => toHex(sha256Bytes(new TextEncoder().encode(`${salt} record ${i}`)));
const leaves = (from: number, to: number, salt: string) =>
  Array.from({ length: to - from }, (_, j) => ({ entry: entryOf(from + j, salt), kind: "receipt" as const, ref: `ref_${salt}_${from + j}` }));

/** Reads the public tiles through the HTTP routes, as an outside verifier would. */
const httpFetcher = (logId: string): TileFetcher => async (path) => {
  const res = await call(`/v2/log/${logId}/${path}`);
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`tile ${path}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
};
const r2Key = (logId: string, path: string) => `logs/${logId}/${path}`;

async function vkeyOf(logId: string): Promise<string> {
  const body = await json(await call(`/v2/log/${logId}`));
  return body.data.vkey;
}

async function latest(logId: string) {
  const res = await call(`/v2/log/${logId}/checkpoint`);
  expect(res.status).toBe(200);
  const note = await res.text();
  const cp = await verifyCheckpoint(note, await vkeyOf(logId));
  if (!cp.ok) throw new Error(cp.reason);
  return { note, cp: cp.value, res };
}

async function pollInclusion(t: Keys, scanId: string, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    const res = await call(`/v2/receipts/${scanId}/inclusion`, { key: t.auditor });
    if (res.status === 200) return (await json(res)).data;
    if (res.status !== 409 || Date.now() - start > timeoutMs) throw new Error(`inclusion: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("transparency log: receipts", () => {
  it("a scanned receipt reaches the log on its own and its inclusion verifies offline and from public tiles", async () => {
    const t = await seedTenant("tlog-scan");
    const scans = [];
    for (let i = 0; i < 3; i++) scans.push(await json(await call("/v2/scan", { key: t.agent, body: scanBody(`hello log ${i}`) })));
    const logId = logIdFor(t.tenantId);
    const vkey = await vkeyOf(logId);
    for (const s of scans) {
      const inc = await pollInclusion(t, s.receipt.scan_id);
      expect(inc.log_id).toBe(logId);
      expect(inc.kind).toBe("receipt");
      // The entry is the hash of the signed receipt, never content.
      expect(inc.entry).toBe(toHex(receiptEntry(s.receipt.signature)));
      const ok = await verifyEntryInclusion(receiptEntry(s.receipt.signature), inc, vkey);
      expect(ok.ok).toBe(true);
      // Someone else's receipt does not verify with this proof.
      const other = scans.find((x) => x !== s)!;
      expect((await verifyEntryInclusion(receiptEntry(other.receipt.signature), inc, vkey)).ok).toBe(false);
      const cp = parseCheckpoint(parseSignedNote(inc.checkpoint)!.text)!;
      expect((await verifyEntryFromTiles(httpFetcher(logId), cp, receiptEntry(s.receipt.signature), inc.leaf_index)).ok).toBe(true);
    }
    const { cp } = await latest(logId);
    expect(cp.size).toBe(3);
    const audit = await auditLog(httpFetcher(logId), cp);
    expect(audit.ok && audit.value.map(toHex).sort()).toEqual(scans.map((s) => toHex(receiptEntry(s.receipt.signature))).sort());
  });

  it("inclusion is tenant-scoped and authenticated", async () => {
    const a = await seedTenant("tlog-a");
    const b = await seedTenant("tlog-b");
    const s = await json(await call("/v2/scan", { key: a.agent, body: scanBody("tenant a") }));
    await expectError(await call(`/v2/receipts/${s.receipt.scan_id}/inclusion`, { key: b.owner }), 404, "NotFound");
    await expectError(await call(`/v2/receipts/${s.receipt.scan_id}/inclusion`), 401, "AuthMissing");
    await expectError(await call(`/v2/receipts/scan_nope/inclusion`, { key: a.owner }), 404, "NotFound");
  });
});

describe("transparency log: sequencer and tiles", () => {
  it("integrates 300 leaves in uneven batches: tiles, order, idempotence, consistency and cache headers", async () => {
    const tenant = `ten_tlog_${crypto.randomUUID()}`;
    const logId = logIdFor(tenant);
    const notes: string[] = [];
    let at = 0;
    for (const n of [1, 2, 5, 120, 128, 1, 43]) {
      await appendLeaves(env, tenant, leaves(at, at + n, tenant));
      at += n;
      const stats = await integrateNow(env, tenant);
      expect(stats).toEqual({ size: at, published: at, pending: 0 });
      notes.push(await (await env.TLOG.get(r2Key(logId, "checkpoint")))!.text());
    }
    expect(at).toBe(300);
    // A retried hand-off (same entries) changes nothing.
    await appendLeaves(env, tenant, leaves(0, 300, tenant));
    expect(await integrateNow(env, tenant)).toEqual({ size: 300, published: 300, pending: 0 });

    const { cp, res } = await latest(logId);
    expect(res.headers.get("cache-control")).toBe("public, max-age=5");
    expect(cp.size).toBe(300);
    const audit = await auditLog(httpFetcher(logId), cp);
    if (!audit.ok) throw new Error(audit.reason);
    expect(audit.value.map(toHex)).toEqual(leaves(0, 300, tenant).map((l) => l.entry));

    const full = await call(`/v2/log/${logId}/tile/0/000`);
    expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await full.arrayBuffer()).byteLength).toBe(256 * 32);
    const partial = await call(`/v2/log/${logId}/tile/0/001.p/44`);
    expect(partial.headers.get("cache-control")).toBe("public, max-age=5");
    expect((await partial.arrayBuffer()).byteLength).toBe(44 * 32);
    expect(decodeBundle(new Uint8Array(await (await call(`/v2/log/${logId}/tile/entries/001.p/44`)).arrayBuffer()))).toHaveLength(44);
    expect((await (await call(`/v2/log/${logId}/tile/1/000.p/1`)).arrayBuffer()).byteLength).toBe(32);

    // Every earlier checkpoint is a prefix of the latest, by proof from the public route.
    const vkey = await vkeyOf(logId);
    for (const older of notes) {
      const size = parseCheckpoint(parseSignedNote(older)!.text)!.size;
      const body = await json(await call(`/v2/log/${logId}/consistency?from=${size}&to=300`));
      expect(body.ok).toBe(true);
      expect(body.data.proof.length).toBeLessThanOrEqual(10);
      expect((await verifyCheckpointConsistency(older, body.data.checkpoint, body.data.proof, vkey)).ok).toBe(true);
    }
    // A proof for the wrong sizes does not verify.
    const wrong = await json(await call(`/v2/log/${logId}/consistency?from=7&to=300`));
    expect((await verifyCheckpointConsistency(notes[2]!, wrong.data.checkpoint, wrong.data.proof, vkey)).ok).toBe(false);

    // A record's inclusion comes from the sequencer by its id.
    const inc = await inclusionFor(env, tenant, `ref_${tenant}_257`);
    expect(inc.state === "included" && inc.value.leaf_index).toBe(257);
  });

  it("survives a reset of the sequencer: pooled leaves are integrated afterwards", async () => {
    const t = await seedTenant("tlog-evict");
    const tenant = t.tenantId;
    await appendLeaves(env, tenant, leaves(0, 10, tenant));
    const res = await call("/v2/log/dev/evict", { method: "POST", key: t.owner });
    expect(res.status).toBe(200);
    await appendLeaves(env, tenant, leaves(10, 20, tenant));
    expect(await integrateNow(env, tenant)).toEqual({ size: 20, published: 20, pending: 0 });
    await expectError(await call("/v2/log/dev/evict", { method: "POST", key: t.agent }), 403, "Forbidden");
    const mine = await json(await call("/v2/log", { key: t.auditor }));
    expect(mine.data).toMatchObject({ log_id: logIdFor(tenant), size: 20, published: 20, pending: 0 });
    expect(mine.data.log_id).not.toContain(tenant);
  });
});

describe("transparency log: tampering with R2 is detected", () => {
  async function freshLog(n: number) {
    const tenant = `ten_tamper_${crypto.randomUUID()}`;
    await appendLeaves(env, tenant, leaves(0, n, tenant));
    await integrateNow(env, tenant);
    const logId = logIdFor(tenant);
    const { cp } = await latest(logId);
    return { tenant, logId, cp, entries: leaves(0, n, tenant).map((l) => Uint8Array.from(Buffer.from(l.entry, "hex"))) };
  }

  it("rewriting a leaf hash in a tile breaks that leaf's proof and the audit", async () => {
    const { logId, cp, entries } = await freshLog(300);
    expect((await verifyEntryFromTiles(httpFetcher(logId), cp, entries[100]!, 100)).ok).toBe(true);
    const key = r2Key(logId, "tile/0/000");
    const tile = new Uint8Array(await (await env.TLOG.get(key))!.arrayBuffer());
    tile[100 * 32] = tile[100 * 32]! ^ 0xff;
    await env.TLOG.put(key, tile);
    expect((await verifyEntryFromTiles(httpFetcher(logId), cp, entries[100]!, 100)).ok).toBe(false);
    // A neighbour whose path runs through the rewritten hash fails too.
    expect((await verifyEntryFromTiles(httpFetcher(logId), cp, entries[101]!, 101)).ok).toBe(false);
    expect((await auditLog(httpFetcher(logId), cp)).ok).toBe(false);
  });

  it("rewriting an entry in a bundle is detected", async () => {
    const { logId, cp, entries } = await freshLog(40);
    const key = r2Key(logId, "tile/entries/000.p/40");
    const bundle = decodeBundle(new Uint8Array(await (await env.TLOG.get(key))!.arrayBuffer()));
    bundle[7] = sha256Bytes(new TextEncoder().encode("a receipt that was never issued"));
    await env.TLOG.put(key, encodeBundle(bundle));
    expect((await verifyEntryFromTiles(httpFetcher(logId), cp, entries[7]!, 7)).ok).toBe(false);
    const audit = await auditLog(httpFetcher(logId), cp);
    expect(audit.ok ? "passed" : audit.reason).toMatch(/entry 7/);
  });

  it("dropping a leaf (from the tile and its bundle) is detected", async () => {
    const { logId, cp, entries } = await freshLog(40);
    for (const [path, size] of [["tile/0/000.p/40", 32], ["tile/entries/000.p/40", 34]] as const) {
      const key = r2Key(logId, path);
      const raw = new Uint8Array(await (await env.TLOG.get(key))!.arrayBuffer());
      await env.TLOG.put(key, new Uint8Array([...raw.slice(0, 12 * size), ...raw.slice(13 * size)]));
    }
    expect((await verifyEntryFromTiles(httpFetcher(logId), cp, entries[12]!, 12)).ok).toBe(false);
    expect((await verifyEntryFromTiles(httpFetcher(logId), cp, entries[30]!, 30)).ok).toBe(false);
    expect((await auditLog(httpFetcher(logId), cp)).ok).toBe(false);
  });

  it("a checkpoint rewritten to a different root fails its signature", async () => {
    const { logId, cp } = await freshLog(5);
    const key = r2Key(logId, "checkpoint");
    const note = await (await env.TLOG.get(key))!.text();
    const forged = note.replace(/\n5\n/, "\n4\n");
    expect((await verifyCheckpoint(forged, await vkeyOf(logId))).ok).toBe(false);
    expect(cp.size).toBe(5);
  });
});

describe("transparency log: enforcement and decision records", () => {
  it("logs enforcement records and decision records by id", async () => {
    const t = await seedTenant("tlog-records");
    const s = await json(await call("/v2/scan", { key: t.agent, body: scanBody("enforce me") }));
    const enf = await json(await call(`/v2/receipts/${s.receipt.scan_id}/enforcement`, { key: t.agent, body: { action: "block", actor: "test-enforcer" } }));
    expect(enf.ok).toBe(true);
    const d = await json(await evaluate(t, { toolName: "send_report", arguments: {} }));
    await flush(t);
    await pollInclusion(t, s.receipt.scan_id);
    const deadline = Date.now() + 10_000;
    let enfInc = await inclusionFor(env, t.tenantId, enf.data.id);
    while (enfInc.state !== "included" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      enfInc = await inclusionFor(env, t.tenantId, enf.data.id);
    }
    expect(enfInc.state === "included" && enfInc.value.kind).toBe("enforcement");
    const decisionId = d.data.decision.decision_id;
    expect(typeof decisionId).toBe("string");
    await integrateNow(env, t.tenantId);
    const decInc = await inclusionFor(env, t.tenantId, decisionId);
    expect(decInc.state === "included" && decInc.value.kind).toBe("decision");
  });
});

describe("transparency log: read routes reject bad input with the field named", () => {
  it("validates log ids, tile paths and consistency sizes", async () => {
    const bad = await expectError(await call("/v2/log/ten_123/checkpoint"), 400, "ValidationFailed");
    expect(JSON.stringify(bad)).toContain("logId");
    const unknown = logIdFor(`ten_nobody_${crypto.randomUUID()}`);
    await expectError(await call(`/v2/log/${unknown}/checkpoint`), 404, "NotFound");
    const path = await expectError(await call(`/v2/log/${unknown}/tile/0/5`), 400, "ValidationFailed");
    expect(JSON.stringify(path)).toContain("path");
    await expectError(await call(`/v2/log/${unknown}/tile/0/005`), 404, "NotFound");
    const tenant = `ten_routes_${crypto.randomUUID()}`;
    await appendLeaves(env, tenant, leaves(0, 3, tenant));
    await integrateNow(env, tenant);
    const logId = logIdFor(tenant);
    expect(JSON.stringify(await expectError(await call(`/v2/log/${logId}/consistency?from=3&to=2`), 400, "ValidationFailed"))).toContain("from");
    expect(JSON.stringify(await expectError(await call(`/v2/log/${logId}/consistency?from=1&to=9`), 400, "ValidationFailed"))).toContain("to");
    expect(JSON.stringify(await expectError(await call(`/v2/log/${logId}/consistency?from=0&to=2`), 400, "ValidationFailed"))).toContain("from");
    const same = await json(await call(`/v2/log/${logId}/consistency?from=3&to=3`));
    expect(same.data.proof).toEqual([]);
  });

  it("publishes the checkpoint key beside the JWKS", async () => {
    const res = await call("/.well-known/tlog-key.json");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.alg).toBe("Ed25519");
    const tenant = `ten_key_${crypto.randomUUID()}`;
    const vkey = parseVerifierKey(await vkeyOf(logIdFor(tenant)));
    expect(toBase64(vkey!.publicKey)).toBe(body.public_key);
    expect(JSON.stringify(body)).not.toContain('"d"');
  });
});

describe("transparency log in the console", () => {
  it("shows a receipt's verified inclusion and the latest checkpoint", async () => {
    const { signedIn } = await import("./console-helpers");
    const t = await seedTenant("tlog-console");
    const scan = await json(await call("/v2/scan", { key: t.agent, body: scanBody("console log check") }));
    await pollInclusion(t, scan.receipt.scan_id);
    const c = await signedIn(t.auditor);
    const page = await c.post("/console/receipts", { receipt: scan.receipt.scan_id }, { csrfFrom: "/console/receipts" });
    expect(page.html).toContain('data-log-inclusion="included"');
    expect(page.html).toContain('data-log-verified="true"');
    expect(page.html).toContain(`/v2/log/${logIdFor(t.tenantId)}/checkpoint`);
    const landing = await c.get("/console/receipts");
    expect(landing.html).toContain("aria-label=\"latest checkpoint\"");
    // A receipt of another tenant gets no log panel here.
    const other = await seedTenant("tlog-console-other");
    const foreign = await json(await call("/v2/scan", { key: other.agent, body: scanBody("not yours") }));
    const page2 = await c.post("/console/receipts", { receipt: JSON.stringify(foreign.receipt) }, { csrfFrom: "/console/receipts" });
    expect(page2.html).not.toContain("data-log-inclusion");
  });
});

describe("transparency log: nothing is lost when a hand-off fails", () => {
  /** A receipt row as a scan `ageMs` ago would have stored it, without any hand-off. */
  async function insertOldReceipt(t: Keys, ageMs: number) {
    const scanId = newId("scan", Date.now() - ageMs);
    const signature = `sig-${crypto.randomUUID()}`;
    await env.DB.prepare(
      `INSERT INTO receipts (scan_id, tenant_id, api_key_id, content_hash, content_length, verdict, scores_json, findings_json, engine_id, engine_version, source, direction, tool, policy_version, signature, kid, timestamp)
       VALUES (?, ?, ?, ?, 1, 'clean', ?, '[]', 'e', '1', 'web', 'inbound', NULL, 0, ?, 'k', ?)`,
    )
      .bind(scanId, t.tenantId, t.ids.agent, "0".repeat(64), JSON.stringify(Object.fromEntries(SCAN_CLASSES.map((c) => [c, 0]))), signature, new Date(Date.now() - ageMs).toISOString())
      .run();
    return { scanId, signature };
  }

  /** A sequencer binding that refuses every hand-off, counting the attempts. */
  function brokenSequencer() {
    const state = { attempts: 0 };
    const ns = { getByName: () => ({ add: async () => { state.attempts++; throw new Error("sequencer unavailable"); } }) };
    return { state, env: { ...env, TLOG_SEQUENCER: ns as unknown as typeof env.TLOG_SEQUENCER } };
  }
  const viaEnv = (e: Env, path: string, key: string, body: unknown) =>
    worker.fetch!(new Request(`https://shield.test${path}`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) }) as any, e, createExecutionContext());

  it("a receipt and an enforcement record whose hand-offs failed every retry reach the log with the sweep, once", async () => {
    const t = await seedTenant("tlog-sweep");
    const logged = await json(await call("/v2/scan", { key: t.agent, body: scanBody("handed off fine") }));
    await pollInclusion(t, logged.receipt.scan_id);

    const broken = brokenSequencer();
    const lost = await json(await viaEnv(broken.env, "/v2/scan", t.agent, scanBody("hand-off will fail")));
    expect(lost.receipt.scan_id).toMatch(/^scan_/);
    const enf = await json(await viaEnv(broken.env, `/v2/receipts/${lost.receipt.scan_id}/enforcement`, t.agent, { action: "block", actor: "test-enforcer" }));
    expect(enf.ok).toBe(true);
    // Both hand-offs run their whole retry schedule (6 attempts each) and give up.
    for (const until = Date.now() + 20_000; broken.state.attempts < 12 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 200));
    expect(broken.state.attempts).toBe(12);
    await new Promise((r) => setTimeout(r, 300));
    expect((await inclusionFor(env, t.tenantId, lost.receipt.scan_id)).state).toBe("unknown");
    // Not yet swept: the route keeps saying "coming", not "missing".
    await expectError(await call(`/v2/receipts/${lost.receipt.scan_id}/inclusion`, { key: t.auditor }), 409, "Conflict");

    // Records younger than the grace period are left to their own hand-off.
    const early: ReconcileReport = { tenants: 0, added: 0, scanned: 0, failed: 0 };
    await reconcileTenant(env, t.tenantId, Date.now(), early);
    expect(early).toMatchObject({ added: 0, scanned: 0 });

    const later = Date.now() + SWEEP_GRACE_MS + 1_000;
    const report: ReconcileReport = { tenants: 0, added: 0, scanned: 0, failed: 0 };
    await reconcileTenant(env, t.tenantId, later, report);
    // Three records in D1 past the cursors; the one already logged is skipped.
    expect(report).toMatchObject({ scanned: 3, added: 2 });
    expect(await integrateNow(env, t.tenantId)).toEqual({ size: 3, published: 3, pending: 0 });

    const inc = await pollInclusion(t, lost.receipt.scan_id);
    const vkey = await vkeyOf(logIdFor(t.tenantId));
    expect((await verifyEntryInclusion(receiptEntry(lost.receipt.signature), inc, vkey)).ok).toBe(true);
    const enfInc = await inclusionFor(env, t.tenantId, enf.data.id);
    expect(enfInc.state === "included" && enfInc.value.kind).toBe("enforcement");
    // Rebuilt from D1, the entry is the hash of the very record the route returned.
    expect(enfInc.state === "included" && enfInc.value.entry).toBe(toHex(recordEntry(enf.data)));

    // Sweeping again finds nothing new, and a page handed over twice (a sweep that died before its cursor moved) adds nothing.
    const again: ReconcileReport = { tenants: 0, added: 0, scanned: 0, failed: 0 };
    await reconcileTenant(env, t.tenantId, later, again);
    expect(again).toMatchObject({ scanned: 0, added: 0 });
    const repeat = await logSequencer(env, t.tenantId).reconcile(t.tenantId, "receipt", [receiptLeaf(lost.receipt.scan_id, lost.receipt.signature), receiptLeaf(logged.receipt.scan_id, logged.receipt.signature)], "");
    expect(repeat.pooled).toBe(0);
    expect(await integrateNow(env, t.tenantId)).toEqual({ size: 3, published: 3, pending: 0 });
    const audit = await auditLog(httpFetcher(logIdFor(t.tenantId)), (await latest(logIdFor(t.tenantId))).cp);
    if (!audit.ok) throw new Error(audit.reason);
    expect(new Set(audit.value.map(toHex)).size).toBe(3);

    // A receipt the sweep has already passed yet the log does not hold is reported missing, not "coming".
    const behind = await insertOldReceipt(t, 10 * 60_000);
    await expectError(await call(`/v2/receipts/${behind.scanId}/inclusion`, { key: t.auditor }), 404, "NotFound");
  }, 60_000);

  it("the cron wakes only the sequencers of tenants with records past their cursors", async () => {
    const t = await seedTenant("tlog-idle");
    const due = async (now = Date.now()): Promise<boolean> =>
      (await tenantsToSweep(env.DB, idTimeBound("scan", now - SWEEP_GRACE_MS), idTimeBound("enf", now - SWEEP_GRACE_MS))).includes(t.tenantId);
    const sweep = async (): Promise<ReconcileReport> => {
      const r: ReconcileReport = { tenants: 0, added: 0, scanned: 0, failed: 0 };
      await reconcileTenant(env, t.tenantId, Date.now(), r);
      return r;
    };
    expect(await due()).toBe(false); // nothing stored yet
    await insertOldReceipt(t, 10 * 60_000);
    expect(await due()).toBe(true);
    expect(await sweep()).toMatchObject({ scanned: 1, added: 1 });
    expect(await due()).toBe(false); // idle now: its sequencer is left asleep
    // A record younger than the grace period is left to its own hand-off, and so wakes nothing yet.
    const fresh = await json(await call("/v2/scan", { key: t.agent, body: scanBody("fresh") }));
    expect(fresh.receipt.scan_id).toMatch(/^scan_/);
    expect(await due()).toBe(false);
    expect(await due(Date.now() + SWEEP_GRACE_MS + 1_000)).toBe(true);
    await insertOldReceipt(t, 5 * 60_000);
    expect(await due()).toBe(true);
    expect(await sweep()).toMatchObject({ scanned: 1, added: 1 });
    expect(await due()).toBe(false);
    // The copy of the cursors lagging the sequencer's (a sweep that stopped between the writes):
    // the tenant is visited once more, nothing is handed over twice, and the copy catches up.
    await env.DB.prepare("DELETE FROM tlog_sweep_cursors WHERE tenant_id = ?").bind(t.tenantId).run();
    expect(await due()).toBe(true);
    expect(await sweep()).toMatchObject({ scanned: 0, added: 0 });
    expect(await due()).toBe(false);
    // The cron's sweep itself: it asks for no idle tenant's sequencer, and does ask once there is work.
    const woken: string[] = [];
    const watched = { ...env, TLOG_SEQUENCER: { getByName: (name: string) => (woken.push(name), env.TLOG_SEQUENCER.getByName(name)) } } as unknown as Env;
    await reconcileLogs(watched);
    expect(woken).not.toContain(t.tenantId);
    await insertOldReceipt(t, 3 * 60_000);
    await reconcileLogs(watched);
    expect(woken).toContain(t.tenantId);
  }, 30_000);

  it("the Worker's cron runs the sweep over every tenant", async () => {
    const t = await seedTenant("tlog-cron");
    // A receipt stored ten minutes ago whose hand-off never happened.
    const { scanId, signature } = await insertOldReceipt(t, 10 * 60_000);
    expect((await inclusionFor(env, t.tenantId, scanId)).state).toBe("unknown");
    const ctx = createExecutionContext();
    // No INTEL namespace: the same cron also refreshes the threat-intel feeds, which this test is not about.
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), { ...env, INTEL: undefined } as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    await integrateNow(env, t.tenantId);
    const r = await inclusionFor(env, t.tenantId, scanId);
    expect(r.state === "included" && r.value.entry).toBe(toHex(receiptEntry(signature)));
  }, 30_000);
});

describe("transparency log: witness cosignatures", () => {
  const withEnv = (e: Env, path: string, init: RequestInit = {}) => worker.fetch!(new Request(`https://shield.test${path}`, init) as any, e, createExecutionContext());

  it("accepts cosignatures from configured witnesses only, keeps them, and serves them beside the checkpoint", async () => {
    const tenant = `ten_witness_${crypto.randomUUID()}`;
    await appendLeaves(env, tenant, leaves(0, 5, tenant));
    await integrateNow(env, tenant);
    const logId = logIdFor(tenant);
    const vkey = await vkeyOf(logId);
    const w1 = await makeTestWitness("witness.test/w1");
    const w2 = await makeTestWitness("witness.test/w2");
    const stranger = await makeTestWitness("witness.test/stranger");
    const e = { ...env, TLOG_WITNESSES: `${w1.vkey},${w2.vkey}` } as Env;
    const post = (body: string, on: Env = e) => withEnv(on, `/v2/log/${logId}/cosignature`, { method: "POST", headers: { "content-type": "text/plain" }, body });

    const { note } = await latest(logId);
    // A deployment with no witnesses configured accepts none.
    await expectError(await post(await w1.cosign(note), env), 404, "NotFound");
    await expectError(await withEnv(e, `/v2/log/${logId}/checkpoint/cosigned`), 404, "NotFound");
    // Only the stranger cosigned: nothing to keep.
    await expectError(await post(await stranger.cosign(note)), 400, "ValidationFailed");
    // A cosignature over another checkpoint body is refused.
    const forgedBody = note.replace(/\n(\d+)\n/, (_m, n) => `\n${Number(n) + 1}\n`);
    await expectError(await post(forgedBody + (await w1.cosignLine(forgedBody, 1_700_000_000))), 400, "ValidationFailed");

    const first = await json(await post(await stranger.cosign(await w1.cosign(note))));
    expect(first.data).toEqual({ size: 5, witnesses: ["witness.test/w1"] });
    // w2 arrives later, on its own: both are kept.
    const second = await json(await post(await w2.cosign(note)));
    expect(second.data).toEqual({ size: 5, witnesses: ["witness.test/w1", "witness.test/w2"] });

    for (const path of ["checkpoint", "checkpoint/cosigned"]) {
      const served = await (await withEnv(e, `/v2/log/${logId}/${path}`)).text();
      expect(served.startsWith(note)).toBe(true);
      expect(served).not.toContain("witness.test/stranger");
      expect((await verifyCosignedCheckpoint(served, vkey, [w1.vkey, w2.vkey])).ok).toBe(true);
    }

    // The log moves on: the latest checkpoint has no cosignatures yet, the cosigned one stays where the witnesses were.
    await appendLeaves(env, tenant, leaves(5, 9, tenant));
    await integrateNow(env, tenant);
    const now = await (await withEnv(e, `/v2/log/${logId}/checkpoint`)).text();
    expect(parseCheckpoint(parseSignedNote(now)!.text)!.size).toBe(9);
    expect((await verifyCosignedCheckpoint(now, vkey, [w1.vkey])).ok).toBe(false);
    const cosigned = await (await withEnv(e, `/v2/log/${logId}/checkpoint/cosigned`)).text();
    expect(parseCheckpoint(parseSignedNote(cosigned)!.text)!.size).toBe(5);
  });
});
