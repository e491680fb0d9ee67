// The witness feeder: the cron submits each tenant log's new checkpoint to the configured witnesses
// (C2SP tlog-witness add-checkpoint) with a consistency proof from what each witness last cosigned,
// and keeps the cosignatures it gets back. The witness here follows the spec's checks: old size,
// consistency proof, same root at the same size; its cosignatures come from the reference witness.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { feedWitnesses } from "../../src/services/tlog-witness-feeder.service";
import { savePublishedSize } from "../../src/db/tlog-witness.repo";
import { checkpointWithCosignatures, readCosignedCheckpoint } from "../../src/services/tlog-witness.service";
import { appendLeaves, integrateNow, logIdFor } from "../../src/services/tlog.service";
import { fromBase64, parseCheckpoint, parseSignedNote, verifyConsistency, verifyCosignedCheckpoint, toHex, type Hash } from "../../src/tlog/index";
import { sha256Bytes } from "../../src/scan/sha256";
import { makeTestWitness, type TestWitness } from "../unit/tlog/witness-reference";
import { json, call, seedTenant } from "./helpers";

const URL_PREFIX = "https://witness.test/w1";

/** A witness's add-checkpoint endpoint; `seen` holds every request body. */
function witnessServer(w: TestWitness) {
  const state = new Map<string, { size: number; root: Hash }>();
  const seen: { old: number; proof: number; size: number; status: number }[] = [];
  const answer = (status: number, body: string, type = "text/plain") => new Response(body, { status, headers: { "content-type": type } });
  const handle = async (body: string): Promise<Response> => {
    const lines = body.split("\n");
    const old = /^old (\d+)$/.exec(lines[0] ?? "");
    const blank = lines.indexOf("", 1);
    if (old === null || blank < 0) return answer(400, "bad body");
    const proof = lines.slice(1, blank).map((l) => fromBase64(l) as Hash);
    const note = lines.slice(blank + 1).join("\n");
    const cp = parseCheckpoint(parseSignedNote(note)?.text ?? "");
    if (cp === null) return answer(400, "bad checkpoint");
    const oldSize = Number(old[1]);
    const record = (status: number) => seen.push({ old: oldSize, proof: proof.length, size: cp.size, status });
    const held = state.get(cp.origin);
    if (oldSize > cp.size) return (record(400), answer(400, "old size above the checkpoint"));
    if (oldSize !== (held?.size ?? 0)) return (record(409), answer(409, `${held?.size ?? 0}\n`, "text/x.tlog.size"));
    if (oldSize === 0 && proof.length > 0) return (record(422), answer(422, "proof from zero"));
    if (held && oldSize === cp.size && toHex(held.root) !== toHex(cp.root)) return (record(409), answer(409, `${held.size}\n`, "text/x.tlog.size"));
    if (held && oldSize > 0 && oldSize < cp.size && !verifyConsistency(oldSize, cp.size, proof, held.root, cp.root)) return (record(422), answer(422, "inconsistent"));
    state.set(cp.origin, { size: cp.size, root: cp.root });
    record(200);
    return answer(200, await w.cosignLine(note, Math.floor(Date.now() / 1000)));
  };
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url !== `${URL_PREFIX}/add-checkpoint` || init?.method !== "POST") return new Response("not found", { status: 404 });
    return handle(String(init.body));
  }) as typeof fetch;
  return { state, seen, fetcher };
}

const entries = (from: number, to: number, salt: string) =>
  Array.from({ length: to - from }, (_, j) => ({ entry: toHex(sha256Bytes(new TextEncoder().encode(`${salt} ${from + j}`))), kind: "receipt" as const, ref: `ref_${salt}_${from + j}` }));

/** A tenant, a witness listening at URL_PREFIX, and the configuration that names it. */
async function setup(name: string) {
  const t = await seedTenant(name);
  const w = await makeTestWitness("witness.test/w1");
  const server = witnessServer(w);
  const e = { ...env, TLOG_WITNESSES: w.vkey, TLOG_WITNESS_URLS: `${w.name}=${URL_PREFIX}` } as Env;
  return { t, logId: logIdFor(t.tenantId), w, server, e };
}

afterEach(() => vi.restoreAllMocks());

/** The configuration's bucket, recording which checkpoints are read from it. */
function countingCheckpointReads(e: Env) {
  let reads: string[] = [];
  const bucket = e.TLOG;
  const counted = new Proxy(bucket, {
    get(target, prop) {
      if (prop === "get")
        return (key: string, ...rest: unknown[]) => {
          if (key.endsWith("/checkpoint")) reads.push(key);
          return (target.get as (...a: unknown[]) => unknown)(key, ...rest);
        };
      const v = Reflect.get(target, prop) as unknown;
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { env: { ...e, TLOG: counted } as Env, take: () => [reads, (reads = [])][0] as string[] };
}

const publishedSize = async (tenantId: string) =>
  (await env.DB.prepare("SELECT size FROM tlog_published WHERE tenant_id = ?").bind(tenantId).first<{ size: number }>())?.size ?? null;

describe("witness feeder", () => {
  it("submits new checkpoints with a consistency proof from what the witness cosigned, and keeps the cosignatures", async () => {
    const { t, logId, w, server, e } = await setup("witness-feeder");
    const vkey = (await json(await call(`/v2/log/${logId}`))).data.vkey as string;
    const mine = () => server.seen.filter((s) => s.size > 0);

    await appendLeaves(env, t.tenantId, entries(0, 300, t.tenantId));
    await integrateNow(env, t.tenantId);
    const first = await feedWitnesses(e, { fetch: server.fetcher });
    expect(first?.failed).toBe(0);
    const cosigned1 = await readCosignedCheckpoint(env, logId);
    expect(cosigned1).not.toBeNull();
    const v1 = await verifyCosignedCheckpoint(cosigned1!, vkey, [w.vkey]);
    if (!v1.ok) throw new Error(v1.reason);
    expect(v1.value.size).toBe(300);

    // Nothing new: the witness is not asked again.
    const before = server.seen.length;
    await feedWitnesses(e, { fetch: server.fetcher });
    expect(server.seen.length).toBe(before);

    // The log grows across a tile boundary: the next submission carries a proof from 300 that the witness checks.
    await appendLeaves(env, t.tenantId, entries(300, 700, t.tenantId));
    await integrateNow(env, t.tenantId);
    await feedWitnesses(e, { fetch: server.fetcher });
    const grown = mine().at(-1)!;
    expect(grown).toMatchObject({ old: 300, size: 700, status: 200 });
    expect(grown.proof).toBeGreaterThan(0);
    const v2 = await verifyCosignedCheckpoint((await readCosignedCheckpoint(env, logId))!, vkey, [w.vkey]);
    if (!v2.ok) throw new Error(v2.reason);
    expect(v2.value.size).toBe(700);
    // What the public checkpoint route serves (under this configuration) carries the witness's line too.
    expect(await checkpointWithCosignatures(e, logId)).toContain(`\u2014 ${w.name} `);
  });

  it("a witness that holds another size answers 409 and is asked again from that size; a failing witness leaves the state as it was", async () => {
    const { t, logId, server, e } = await setup("witness-conflict");
    await appendLeaves(env, t.tenantId, entries(0, 40, t.tenantId));
    await integrateNow(env, t.tenantId);
    await feedWitnesses(e, { fetch: server.fetcher });
    // The feeder forgets what the witness holds (a lost row): it offers from 0, learns 40, and goes on from there.
    await env.DB.prepare("DELETE FROM tlog_witness_state WHERE log_id = ?").bind(logId).run();
    await appendLeaves(env, t.tenantId, entries(40, 90, t.tenantId));
    await integrateNow(env, t.tenantId);
    const r = await feedWitnesses(e, { fetch: server.fetcher });
    expect(r?.failed).toBe(0);
    const last = server.seen.filter((s) => s.size === 90);
    expect(last.map((s) => [s.old, s.status])).toEqual([[0, 409], [40, 200]]);

    // A witness that fails: counted, logged, and asked again next time from the same size.
    await appendLeaves(env, t.tenantId, entries(90, 100, t.tenantId));
    await integrateNow(env, t.tenantId);
    const down = (async () => new Response("unavailable", { status: 503 })) as typeof fetch;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await feedWitnesses(e, { fetch: down });
    expect(failed?.failed).toBeGreaterThan(0);
    await feedWitnesses(e, { fetch: server.fetcher });
    expect(server.seen.filter((s) => s.size === 100).map((s) => [s.old, s.status])).toEqual([[90, 200]]);
  });

  it("reads from R2 only the checkpoints a witness has not cosigned, and catches up a log whose size was not recorded", async () => {
    const { t, logId, server, e } = await setup("witness-reads");
    const key = `logs/${logId}/checkpoint`;
    await appendLeaves(env, t.tenantId, entries(0, 20, t.tenantId));
    await integrateNow(env, t.tenantId);
    // The sequencer records the size it published.
    expect(await publishedSize(t.tenantId)).toBe(20);
    const counted = countingCheckpointReads(e);
    await feedWitnesses(counted.env, { fetch: server.fetcher });
    expect(counted.take()).toContain(key);
    expect(server.seen.filter((s) => s.size === 20).map((s) => s.status)).toEqual([200]);

    // Nothing new anywhere: not one checkpoint is read.
    await feedWitnesses(counted.env, { fetch: server.fetcher });
    expect(counted.take()).toEqual([]);

    // The log grows: only its checkpoint is read.
    await appendLeaves(env, t.tenantId, entries(20, 30, t.tenantId));
    await integrateNow(env, t.tenantId);
    expect(await publishedSize(t.tenantId)).toBe(30);
    await feedWitnesses(counted.env, { fetch: server.fetcher });
    // (Keeping the cosignature reads it once more.)
    expect([...new Set(counted.take())]).toEqual([key]);
    expect(server.seen.at(-1)).toMatchObject({ old: 20, size: 30, status: 200 });

    // A log published before its size was recorded: read once, recorded, not asked of the witness again, then left alone.
    await env.DB.prepare("DELETE FROM tlog_published WHERE tenant_id = ?").bind(t.tenantId).run();
    const asked = server.seen.length;
    await feedWitnesses(counted.env, { fetch: server.fetcher });
    expect(counted.take()).toEqual([key]);
    expect(await publishedSize(t.tenantId)).toBe(30);
    expect(server.seen.length).toBe(asked);
    await feedWitnesses(counted.env, { fetch: server.fetcher });
    expect(counted.take()).toEqual([]);
  });

  it("a late, smaller published size (a catch-up racing the sequencer) never moves the recorded size back", async () => {
    const { t, server, e } = await setup("witness-backwards");
    await appendLeaves(env, t.tenantId, entries(0, 12, t.tenantId));
    await integrateNow(env, t.tenantId);
    await feedWitnesses(e, { fetch: server.fetcher });
    expect(await publishedSize(t.tenantId)).toBe(12);
    await savePublishedSize(env.DB, t.tenantId, 7);
    expect(await publishedSize(t.tenantId)).toBe(12);
    // Had it moved back, the next run would read the checkpoint and find a "new" size to submit.
    const counted = countingCheckpointReads(e);
    const asked = server.seen.length;
    await feedWitnesses(counted.env, { fetch: server.fetcher });
    expect(counted.take()).toEqual([]);
    expect(server.seen.length).toBe(asked);
  });

  it("asks only witnesses whose cosignatures the log keeps, and nothing without any", async () => {
    const w = await makeTestWitness("witness.test/w1");
    const server = witnessServer(w);
    expect(await feedWitnesses({ ...env, TLOG_WITNESSES: "", TLOG_WITNESS_URLS: `${w.name}=${URL_PREFIX}` } as Env, { fetch: server.fetcher })).toBeNull();
    expect(await feedWitnesses({ ...env, TLOG_WITNESSES: w.vkey, TLOG_WITNESS_URLS: `other.test/w9=${URL_PREFIX}` } as Env, { fetch: server.fetcher })).toBeNull();
    expect(server.seen).toHaveLength(0);
    await expect(feedWitnesses({ ...env, TLOG_WITNESSES: w.vkey, TLOG_WITNESS_URLS: "no-url-here" } as Env)).rejects.toThrow(/<name>=<URL>/);
  });
});
