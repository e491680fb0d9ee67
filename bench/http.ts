// `npm run bench:http`: request latency through `wrangler dev` (local workerd, D1, Durable Objects),
// the way a client on the same machine sees it. Reports median/p99 and requests per second.
import { readFileSync } from "node:fs";
import { startDevServer } from "../scripts/dev-server";

const N = Number(process.env.BENCH_N ?? 150);

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function prose(bytes: number): string {
  const para =
    "The quarterly planning meeting covered hiring, the migration of the billing service, and the roadmap for the partner portal. ";
  return para.repeat(Math.ceil(bytes / para.length)).slice(0, bytes);
}

async function measure(label: string, fn: () => Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await fn()).arrayBuffer(); // warm-up
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const s = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    times.push(performance.now() - s);
  }
  const wall = performance.now() - t0;
  times.sort((a, b) => a - b);
  return { label, n: N, p50_ms: +pct(times, 50).toFixed(2), p99_ms: +pct(times, 99).toFixed(2), rps_sequential: +((N / wall) * 1000).toFixed(0) };
}

/** Requests per second with `concurrency` requests in flight (what a busy agent fleet sees). */
async function throughput(label: string, fn: () => Promise<Response>, concurrency = 8, total = N) {
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const res = await fn();
        await res.arrayBuffer();
        if (!res.ok) failures++;
      }
    }),
  );
  const wall = performance.now() - t0;
  return { label: `${label} ×${concurrency} in flight`, n: total, rps: +((total / wall) * 1000).toFixed(0), failures };
}

const server = await startDevServer(18_900);
try {
  const headers = { authorization: `Bearer ${server.key}`, "content-type": "application/json" };
  const body4k = JSON.stringify({ content: prose(4096), context: { source: "web", direction: "inbound" } });
  // A declared tool in enforce mode: the full path (auth, D1 key lookup, DO evaluate, outbox write).
  const admin = { ...headers };
  await fetch(`${server.url}/v1/shield/settings`, { method: "PATCH", headers: admin, body: JSON.stringify({ mode: "enforce" }) });
  await fetch(`${server.url}/v1/shield/manifests`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ name: "create_ticket", summary: "Create a ticket", capability_class: "WRITE_PRIVATE", risk_tier: "med" }),
  });
  const evalBody = JSON.stringify({ toolName: "create_ticket", taintLabel: "SYSTEM_GENERATED", arguments: { title: "printer on fire", priority: 2 } });
  const rows = [
    await measure("GET /health", () => fetch(`${server.url}/health`)),
    await measure("POST /v2/scan (4 KB, signed, stored in D1)", () => fetch(`${server.url}/v2/scan`, { method: "POST", headers, body: body4k })),
    await measure("POST /v1/shield/evaluate (enforce, recorded)", () => fetch(`${server.url}/v1/shield/evaluate`, { method: "POST", headers, body: evalBody })),
  ];
  // Agent Commons (docs/COMMONS.md): the same scan for a tenant opted in to the community pack
  // (enforce, one approved pattern): one extra RPC to the CommonsAuthority per scan.
  const opToken = /^OPERATOR_TOKEN='?([^'\n]+)'?$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1];
  // Fresh keys: the per-key rate budget (600/min) must not be what is measured.
  const mint = async () => ({ authorization: `Bearer ${((await (await fetch(`${server.url}/v1/keys`, { method: "POST", headers, body: JSON.stringify({ role: "admin" }) })).json()) as { data: { key: string } }).data.key}`, "content-type": "application/json" });
  if (opToken !== undefined) {
    const [k1, k2] = [await mint(), await mint()];
    const opHeaders = { authorization: `Bearer ${opToken}`, "content-type": "application/json" };
    // The tenant is in enforce mode: publishing must be declared (capability PUBLISH_COMMONS).
    await fetch(`${server.url}/v1/shield/manifests`, { method: "POST", headers: k1, body: JSON.stringify({ name: "POST /v1/commons/patterns", summary: "Publish a pattern", capability_class: "PUBLISH_COMMONS", risk_tier: "low" }) });
    const submitted = (await (await fetch(`${server.url}/v1/commons/patterns`, {
      method: "POST",
      headers: k1,
      body: JSON.stringify({
        class: "prompt_injection",
        description: "Benchmark pattern: the zeta shadow activation phrase",
        rule: { keywords: ["zeta"], pattern: "(?i:activate (?:the )?zeta ?shadow protocol)", confidence: 0.9, mustMatch: ["activate the zeta shadow protocol"], mustNotMatch: ["zeta"] },
      }),
    })).json()) as { data: { pattern: { id: string } } };
    await fetch(`${server.url}/v1/commons/operator/patterns/${submitted.data.pattern.id}/approve`, { method: "POST", headers: opHeaders, body: JSON.stringify({ reason: "benchmark", actor: "bench" }) });
    // Alternating blocks, so warm-up and machine noise fall on both sides.
    for (let round = 1; round <= 2; round++) {
      await fetch(`${server.url}/v1/commons/settings`, { method: "PUT", headers: k1, body: JSON.stringify({ opt_in: "enforce" }) });
      rows.push(await measure(`POST /v2/scan (4 KB, Commons enforce, pack of 1) #${round}`, () => fetch(`${server.url}/v2/scan`, { method: "POST", headers: k1, body: body4k })));
      await fetch(`${server.url}/v1/commons/settings`, { method: "PUT", headers: k2, body: JSON.stringify({ opt_in: "off" }) });
      rows.push(await measure(`POST /v2/scan (4 KB, Commons off) #${round}`, () => fetch(`${server.url}/v2/scan`, { method: "POST", headers: k2, body: body4k })));
    }
  }
  console.table(rows);
  // A second key so the per-key rate budget (600/min) is not what is being measured.
  const agent = (await (await fetch(`${server.url}/v1/keys`, { method: "POST", headers, body: JSON.stringify({ role: "agent" }) })).json()) as { data: { key: string } };
  const agentHeaders = { authorization: `Bearer ${agent.data.key}`, "content-type": "application/json" };
  const concurrent = [await throughput("POST /v1/shield/evaluate", () => fetch(`${server.url}/v1/shield/evaluate`, { method: "POST", headers: agentHeaders, body: evalBody }))];
  console.table(concurrent);
  console.log(JSON.stringify({ node: process.version, rows, concurrent }));
} finally {
  await server.stop();
}
