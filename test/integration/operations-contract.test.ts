// Every declared admin operation answers the same over HTTP, over /mcp (tools/call) and, where the
// console offers it, as a console action: the same success payload, the same error type, and the
// same state afterwards. Each channel runs against its own fresh tenant set up identically.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { keyPreview } from "../../src/auth/api-keys";
import type { Role } from "../../src/db/keys.repo";
import { OPERATIONS } from "../../src/operations/index";
import type { Operation } from "../../src/operations/operation";
import { sha256Hex } from "../../src/util/hash";
import { signedIn } from "./console-helpers";
import { call, json, seedTenant, type Keys } from "./helpers";
import { declare, manifest } from "./shield-helpers";
import { DIGEST_A, DIGEST_C, ok, pin, publisher } from "./shield-ops-helpers";

type Fx = Record<string, any>;
interface Case {
  label: string;
  setup?: (t: Keys) => Promise<Fx>;
  input: (fx: Fx, t: Keys) => Record<string, unknown>;
  as?: Role;
  /** The HTTP status a success must carry, or the error type every channel must report. */
  status?: number;
  error?: string;
  /** A read (GET path) whose answer must be the same in every channel's tenant afterwards. */
  state?: (fx: Fx) => string;
  console?: { page: string; path: (fx: Fx) => string; form: (fx: Fx) => Record<string, string> };
}

const ROLES: Role[] = ["owner", "admin", "agent", "auditor"];
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

// Fixtures, made over HTTP in each channel's tenant.
const withPublisher = async (t: Keys) => ({ pub: await publisher(t) });
const withPin = async (t: Keys) => {
  const { pub } = await withPublisher(t);
  return { pub, digest: await pin(t, pub.id, DIGEST_A) };
};
const withServer = async (t: Keys) => {
  const fx = await withPin(t);
  return { ...fx, server: await ok(await call("/v1/shield/servers", { key: t.admin, body: { name: "acme-files", endpoint_url: "https://upstream.test/mcp", digest: DIGEST_A } }), 201) };
};
const withKillSwitch = async (t: Keys) =>
  ok(await call("/v1/shield/kill-switches", { key: t.admin, body: { targetType: "tool", targetRef: "send_mail", reason: "drill", actor: t.ids.owner } }), 201);
const withWebhook = async (t: Keys) => ok(await call("/v1/shield/webhooks", { key: t.admin, body: { url: "https://hooks.example.com/shield", eventTypes: ["shield.kill_switch.*"] } }), 201);
// A UI-integrity session binds only a pinned build allowed UI apps (issue 17 §3b).
const withSession = async (t: Keys) =>
  (await pin(t, (await publisher(t)).id, DIGEST_A, { ui_apps_allowed: true })) &&
  ok(await call("/v1/shield/ui-integrity-sessions", { key: t.agent, body: { requestId: "req-1", payloadHash: await sha256Hex("hello"), serverDigest: DIGEST_A, expiresAt: inAnHour() } }), 201);
const withDrill = async (t: Keys) => ok(await call("/v1/shield/incident-drills", { key: t.admin, body: { drillType: "kill_switch", status: "planned", summary: "Pull the tool switch" } }), 201);

const withDecision = async (t: Keys) => {
  const body = await json(await call("/v1/shield/evaluate", { key: t.agent, body: { toolName: "not_declared" } }));
  return { decisionId: (body.data?.decision?.decision_id ?? body.error?.decisionId) as string };
};
const withApproval = async (t: Keys) => {
  await declare(t, manifest("wire_money", { requires_approval: true, risk_tier: "high" }));
  return { approval: await ok(await call("/v1/shield/approvals/propose", { key: t.agent, body: { toolName: "wire_money", arguments: { amount: 10 } } }), 201) };
};
const CAPS = () => "/v1/shield/capabilities";
const KS_ALL = () => "/v1/shield/kill-switches?all=true";
const PUBS = () => "/v1/shield/trust/publishers";
const DIGESTS = () => "/v1/shield/trust/digests";
const SERVERS = () => "/v1/shield/servers";
const HOOKS = () => "/v1/shield/webhooks";
const none = () => ({});

const CASES: Record<string, Case[]> = {
  get_capabilities: [{ label: "reads the regime", as: "agent", input: none }],
  update_settings: [
    {
      label: "switches to enforce",
      input: () => ({ mode: "enforce", approvalGating: true }),
      state: CAPS,
      console: { page: "/console/posture", path: () => "/console/posture", form: () => ({ mode: "enforce", approvalGating: "on" }) },
    },
  ],
  put_manifest: [
    { label: "declares a tool", input: () => manifest("send_mail"), status: 201, state: CAPS },
    { label: "replaces a manifest", setup: async (t) => (await declare(t, manifest("send_mail")), {}), input: () => manifest("send_mail", { risk_tier: "high" }), status: 200, state: CAPS },
  ],
  update_manifest: [
    { label: "changes a field", setup: async (t) => (await declare(t, manifest("send_mail")), {}), input: () => ({ name: "send_mail", risk_tier: "high" }), state: CAPS },
    { label: "an unknown manifest", input: () => ({ name: "nope", risk_tier: "high" }), error: "NotFound" },
  ],
  delete_manifest: [
    { label: "removes a manifest", setup: async (t) => (await declare(t, manifest("send_mail")), {}), input: () => ({ name: "send_mail" }), state: CAPS },
    { label: "an unknown manifest", input: () => ({ name: "nope" }), error: "NotFound" },
  ],
  create_kill_switch: [
    {
      label: "pulls a tool switch",
      input: (_fx, t) => ({ targetType: "tool", targetRef: "send_mail", reason: "exfiltration suspected", actor: t.ids.owner }),
      status: 201,
      state: KS_ALL,
      console: { page: "/console/kill-switches", path: () => "/console/kill-switches", form: () => ({ targetType: "tool", targetRef: "send_mail", reason: "exfiltration suspected" }) },
    },
    { label: "a targeted switch without a target", input: (_fx, t) => ({ targetType: "tool", reason: "r", actor: t.ids.owner }), error: "ValidationFailed" },
  ],
  list_kill_switches: [{ label: "lists lifted ones too", setup: async (t) => ({ ks: await withKillSwitch(t) }), as: "auditor", input: () => ({ all: true }) }],
  lift_kill_switch: [
    {
      label: "lifts a switch",
      setup: async (t) => ({ ks: await withKillSwitch(t) }),
      input: (fx, t) => ({ killSwitchId: fx.ks.killSwitch.id, reason: "contained", actor: t.ids.owner }),
      state: KS_ALL,
      console: { page: "/console/kill-switches", path: (fx) => `/console/kill-switches/${fx.ks.killSwitch.id}/lift`, form: () => ({ reason: "contained" }) },
    },
    { label: "an unknown switch", input: (_fx, t) => ({ killSwitchId: "ks_missing", reason: "r", actor: t.ids.owner }), error: "NotFound" },
  ],
  list_publishers: [{ label: "lists publishers", setup: withPublisher, as: "auditor", input: none }],
  create_publisher: [{ label: "registers a publisher", input: () => ({ display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example" }), status: 201, state: PUBS }],
  replace_publisher: [
    { label: "suspends a publisher", setup: withPublisher, input: (fx) => ({ publisherId: fx.pub.id, display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example", status: "suspended" }), state: PUBS },
    { label: "an unknown publisher", input: () => ({ publisherId: "pub_missing", display_name: "Acme", identity_type: "org_domain", identity_ref: "acme.example" }), error: "NotFound" },
  ],
  list_trusted_digests: [{ label: "lists digests", setup: withPin, as: "auditor", input: none }],
  put_trusted_digest: [
    { label: "pins a build", setup: withPublisher, input: (fx) => ({ digest: DIGEST_A, server_name: "acme-files", publisher_id: fx.pub.id, risk_tier: "med", capabilities: ["READ_ONLY"] }), status: 201, state: DIGESTS },
    { label: "re-pins a build", setup: withPin, input: (fx) => ({ digest: DIGEST_A, server_name: "acme-files", publisher_id: fx.pub.id, risk_tier: "high", capabilities: ["READ_ONLY"] }), status: 200, state: DIGESTS },
  ],
  revoke_digest: [
    {
      label: "revokes a build",
      setup: withPin,
      input: (_fx, t) => ({ digest: DIGEST_A, reason: "compromised build", revokedBy: t.ids.owner }),
      state: DIGESTS,
      console: { page: "/console/trust", path: () => "/console/trust/revoke", form: () => ({ digest: DIGEST_A, reason: "compromised build" }) },
    },
    { label: "a digest never pinned", input: (_fx, t) => ({ digest: DIGEST_C, reason: "r", revokedBy: t.ids.owner }), error: "NotFound" },
  ],
  list_servers: [{ label: "lists servers", setup: withServer, as: "auditor", input: none }],
  get_server: [
    { label: "reads a server", setup: withServer, input: (fx) => ({ serverId: fx.server.id }) },
    { label: "an unknown server", input: () => ({ serverId: "srv_missing" }), error: "NotFound" },
  ],
  register_server: [
    { label: "registers a server", setup: withPin, input: () => ({ name: "acme-files", endpoint_url: "https://upstream.test/mcp", digest: DIGEST_A }), status: 201, state: SERVERS },
    { label: "a loopback endpoint", setup: withPin, input: () => ({ name: "acme-files", endpoint_url: "https://127.0.0.1/mcp", digest: DIGEST_A }), error: "ValidationFailed" },
  ],
  set_server_status: [{ label: "quarantines a server", setup: withServer, input: (fx) => ({ serverId: fx.server.id, status: "quarantined", reason: "odd traffic", actor: "sec" }), state: SERVERS }],
  list_sandbox_policies: [{ label: "lists envelopes", as: "auditor", input: none }],
  put_sandbox_policy: [{ label: "sets an envelope", input: () => ({ server_name: "acme-files", fs_roots: [{ path: "/data", access: "rw" }], egress_allow: ["api.example.com"] }), status: 201, state: () => "/v1/shield/sandbox-policies" }],
  list_sampling_policies: [{ label: "lists sampling policies", as: "auditor", input: none }],
  put_sampling_policy: [{ label: "sets a budget", setup: withPin, input: () => ({ digest: DIGEST_A, enabled: true, tokenBudget: 1000 }), status: 201, state: () => "/v1/shield/sampling-policies" }],
  get_gateway_policy: [
    { label: "reads the default policy", setup: withServer, input: (fx) => ({ serverId: fx.server.id }) },
    { label: "an unknown server", input: () => ({ serverId: "srv_missing" }), error: "NotFound" },
  ],
  put_gateway_policy: [
    { label: "sets the response policy", setup: withServer, input: (fx) => ({ serverId: fx.server.id, value_limits: [], response_policy: "flag" }), state: (fx) => `/v1/shield/servers/${fx.server.id}/gateway-policy` },
  ],
  list_tool_pins: [{ label: "no pins before traffic", setup: withServer, input: (fx) => ({ serverId: fx.server.id }) }],
  repin_tool: [{ label: "a tool never pinned", setup: withServer, input: (fx) => ({ serverId: fx.server.id, toolName: "read_file" }), error: "NotFound" }],
  list_webhooks: [{ label: "lists endpoints", setup: async (t) => ({ hook: await withWebhook(t) }), as: "auditor", input: none }],
  create_webhook: [{ label: "registers an endpoint", input: () => ({ url: "https://hooks.example.com/shield", eventTypes: ["shield.*"] }), status: 201, state: HOOKS }],
  list_webhook_deliveries: [{ label: "an empty log", as: "auditor", input: () => ({ limit: 10 }) }],
  get_webhook_delivery: [{ label: "an unknown delivery", input: () => ({ id: "whd_missing" }), error: "NotFound" }],
  replay_webhook_delivery: [{ label: "an unknown delivery", input: () => ({ id: "whd_missing" }), error: "NotFound" }],
  get_webhook: [{ label: "reads an endpoint", setup: async (t) => ({ hook: await withWebhook(t) }), input: (fx) => ({ id: fx.hook.endpoint.id }) }],
  update_webhook: [{ label: "disables an endpoint", setup: async (t) => ({ hook: await withWebhook(t) }), input: (fx) => ({ id: fx.hook.endpoint.id, enabled: false }), state: HOOKS }],
  rotate_webhook_secret: [{ label: "rotates the secret", setup: async (t) => ({ hook: await withWebhook(t) }), input: (fx) => ({ id: fx.hook.endpoint.id }), state: HOOKS }],
  get_scan_policy: [{ label: "engine defaults", as: "agent", input: none }],
  put_scan_policy: [{ label: "allows a domain", input: () => ({ allow_domains: ["example.com"] }), state: () => "/v2/scan-policy" }],
  list_quarantine: [{ label: "nothing quarantined", as: "auditor", input: none }],
  list_ui_integrity_sessions: [{ label: "lists sessions", setup: async (t) => ({ s: await withSession(t) }), as: "agent", input: () => ({ requestId: "req-1" }) }],
  create_ui_integrity_session: [
    {
      label: "binds a payload",
      setup: async (t) => ({ digest: await pin(t, (await publisher(t)).id, DIGEST_A, { ui_apps_allowed: true }) }),
      as: "agent",
      input: () => ({ requestId: "req-2", payloadHash: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824", serverDigest: DIGEST_A, expiresAt: inAnHour() }),
      status: 201,
      state: () => "/v1/shield/ui-integrity-sessions",
    },
    { label: "an unpinned build", as: "agent", input: () => ({ requestId: "r", payloadHash: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824", serverDigest: DIGEST_C, expiresAt: inAnHour() }), error: "ValidationFailed" },
    { label: "an expiry in the past", as: "agent", input: () => ({ requestId: "r", payloadHash: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824", serverDigest: DIGEST_A, expiresAt: "2020-01-01T00:00:00Z" }), error: "ValidationFailed" },
  ],
  get_ui_integrity_session: [
    { label: "reads a session", setup: async (t) => ({ s: await withSession(t) }), input: (fx) => ({ id: fx.s.id }) },
    { label: "an unknown session", input: () => ({ id: "uis_missing" }), error: "NotFound" },
  ],
  verify_ui_integrity_session: [
    { label: "a matching payload", setup: async (t) => ({ s: await withSession(t) }), input: (fx) => ({ id: fx.s.id, payload: "hello" }) },
    { label: "a different payload", setup: async (t) => ({ s: await withSession(t) }), input: (fx) => ({ id: fx.s.id, payload: "hullo" }) },
  ],
  list_incident_drills: [{ label: "lists drills", setup: async (t) => ({ d: await withDrill(t) }), as: "auditor", input: () => ({ limit: 10 }) }],
  create_incident_drill: [{ label: "records a drill", input: () => ({ drillType: "kill_switch", status: "planned", summary: "Pull the tool switch" }), status: 201, state: () => "/v1/shield/incident-drills" }],
  update_incident_drill: [
    { label: "completes a drill", setup: async (t) => ({ d: await withDrill(t) }), input: (fx) => ({ id: fx.d.id, status: "completed", summary: "done" }), state: () => "/v1/shield/incident-drills" },
    { label: "an unknown drill", input: () => ({ id: "drl_missing", status: "completed" }), error: "NotFound" },
  ],
  get_incident_drill: [{ label: "a planned drill has no window", setup: async (t) => ({ d: await withDrill(t) }), as: "auditor", input: (fx) => ({ id: fx.d.id }) }],
  list_commons_patterns: [{ label: "lists patterns", as: "agent", input: () => ({ status: "approved" }) }],
  get_commons_pattern: [{ label: "an unknown pattern", input: () => ({ id: "cp-999999" }), error: "NotFound" }],
  corroborate_commons_pattern: [{ label: "an unknown pattern", input: () => ({ id: "cp-999999" }), error: "NotFound" }],
  get_commons_settings: [{ label: "reads the settings", as: "auditor", input: none }],
  put_commons_settings: [{ label: "opts in to observe", input: () => ({ opt_in: "observe" }), state: () => "/v1/commons/settings" }],
  get_commons_pack: [{ label: "reads the pack", as: "agent", input: none }],
  list_commons_events: [{ label: "reads the public log", as: "auditor", input: () => ({ limit: 5 }) }],
  list_api_keys: [{ label: "lists keys, never the keys", as: "auditor", input: none }],
  revoke_api_key: [
    { label: "revokes an agent key", input: (_fx, t) => ({ keyId: t.ids.agent }), state: () => "/v1/keys" },
    { label: "the last owner key", input: (_fx, t) => ({ keyId: t.ids.owner }), error: "Conflict" },
    { label: "an unknown key", input: () => ({ keyId: "key_" + "0".repeat(26) }), error: "NotFound" },
  ],
  list_decisions: [{ label: "lists recorded decisions", setup: withDecision, as: "auditor", input: () => ({ limit: 10 }) }],
  get_decision: [
    { label: "reads a decision", setup: withDecision, input: (fx) => ({ decisionId: fx.decisionId }) },
    { label: "an unknown decision", input: () => ({ decisionId: "dec_missing" }), error: "NotFound" },
  ],
  record_decision_enforcement: [
    { label: "records a block", setup: withDecision, input: (fx) => ({ decisionId: fx.decisionId, action: "block", actor: "mail-agent", reason: "refused upstream" }), status: 201, state: (fx) => `/v1/shield/decisions/${fx.decisionId}` },
  ],
  list_events: [{ label: "reads the event stream", setup: async (t) => ({ ks: await withKillSwitch(t) }), as: "auditor", input: () => ({ type: "shield.kill_switch.created", limit: 50 }) }],
  list_approvals: [{ label: "lists requests with previews", setup: withApproval, as: "auditor", input: none }],
  get_approval: [
    { label: "reads a request", setup: withApproval, input: (fx) => ({ approvalRequestId: fx.approval.id }) },
    { label: "an unknown request", input: () => ({ approvalRequestId: "apr_missing" }), error: "NotFound" },
  ],
  propose_approval: [
    { label: "raises a request", setup: async (t) => (await declare(t, manifest("wire_money", { requires_approval: true, risk_tier: "high" })), {}), as: "agent", input: () => ({ toolName: "wire_money", arguments: { amount: 10 } }), status: 201, state: () => "/v1/shield/approvals" },
    { label: "an undeclared tool", as: "agent", input: () => ({ toolName: "not_declared" }), error: "NotFound" },
  ],
  resolve_approval: [
    {
      label: "denies a request",
      setup: withApproval,
      input: (fx, t) => ({ approvalRequestId: fx.approval.id, decision: "denied", resolver: t.ids.owner }),
      state: () => "/v1/shield/approvals",
      console: { page: "/console", path: (fx) => `/console/approvals/${fx.approval.id}/resolve`, form: () => ({ decision: "denied" }) },
    },
    { label: "approves a request (the token is shown once)", setup: withApproval, input: (fx) => ({ approvalRequestId: fx.approval.id, decision: "approved", resolver: "carol" }), state: () => "/v1/shield/approvals" },
    { label: "an unknown request", input: () => ({ approvalRequestId: "apr_missing", decision: "denied" }), error: "NotFound" },
  ],
};

/**
 * Ids, times, secrets (webhook secrets, approval tokens) and each tenant's own key ids differ between
 * tenants; everything else must not. A key's preview is its id's first characters, which hold the
 * time it was made: the channels' tenants, made a millisecond apart, may differ there.
 */
function normalise(v: unknown, t: Keys): unknown {
  if (typeof v === "string") {
    let s = v;
    for (const r of ROLES) s = s.replaceAll(t.ids[r], `<key:${r}>`).replaceAll(keyPreview(t.ids[r]), `<preview:${r}>`);
    return s
      .replaceAll(t.tenantId, "<tenant>")
      .replace(/\b[a-z]{2,5}_[0-9A-HJKMNP-TV-Z]{26}\b/g, "<id>")
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>");
  }
  if (Array.isArray(v)) return v.map((x) => normalise(x, t));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "secret" || k === "approvalToken" ? "<secret>" : normalise(x, t)]));
  return v;
}

/** The HTTP request an operation's input becomes: path parameters, query string, JSON body. */
function httpRequest(op: Operation, input: Record<string, unknown>): { path: string; method: string; body?: unknown } {
  const rest = { ...input };
  let path = op.http.path;
  for (const k of Object.keys(op.http.params?.shape ?? {})) {
    path = path.replace(`{${k}}`, encodeURIComponent(String(rest[k])));
    delete rest[k];
  }
  const query = new URLSearchParams();
  for (const k of Object.keys(op.http.query?.shape ?? {})) {
    if (rest[k] !== undefined) query.set(k, String(rest[k]));
    delete rest[k];
  }
  const qs = query.toString();
  return { path: qs ? `${path}?${qs}` : path, method: op.http.method.toUpperCase(), ...(op.http.body ? { body: rest } : {}) };
}

async function viaHttp(op: Operation, input: Record<string, unknown>, key: string) {
  const req = httpRequest(op, input);
  const res = await call(req.path, { method: req.method, key, ...(req.body !== undefined ? { body: req.body } : {}) });
  const body = await json(res);
  return { status: res.status, ok: body.ok === true, data: body.data, errorType: body.error?.type as string | undefined };
}

async function viaMcp(op: Operation, input: Record<string, unknown>, key: string) {
  const transport = new StreamableHTTPClientTransport(new URL("https://shield.test/mcp"), {
    fetch: (u, init) => exports.default.fetch(new Request(u as string, init as RequestInit)),
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new Client({ name: "contract-test", version: "1.0.0" });
  await client.connect(transport);
  try {
    const r: any = await client.callTool({ name: op.name, arguments: input });
    const body = JSON.parse(r.content[0].text);
    return { ok: !r.isError, data: r.isError ? undefined : body, errorType: r.isError ? (body.type as string) : undefined };
  } finally {
    await client.close();
  }
}

const readState = async (t: Keys, path: string) => normalise((await json(await call(path, { key: t.owner }))).data, t);

describe("declared operations: one behaviour on every channel", () => {
  it("every declared operation has a contract case, and no case names an operation that does not exist", () => {
    expect(OPERATIONS.map((o) => o.name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it("every operation is a tool of /mcp with its roles' annotations, and an OpenAPI route", async () => {
    const doc = await json(await exports.default.fetch(new Request("https://shield.test/openapi.json")));
    for (const op of OPERATIONS) {
      const openApiPath = op.http.path;
      expect(doc.paths[openApiPath]?.[op.http.method], `${op.name}: ${op.http.method} ${openApiPath}`).toBeDefined();
    }
  });

  for (const op of OPERATIONS) {
    for (const c of CASES[op.name] ?? []) {
      it(`${op.name}: ${c.label}`, async () => {
        const role = c.as ?? op.roles[0]!;
        const [th, tm] = [await seedTenant("http"), await seedTenant("mcp")];
        const [fh, fm] = [(await c.setup?.(th)) ?? {}, (await c.setup?.(tm)) ?? {}];
        const h = await viaHttp(op, c.input(fh, th), th[role]);
        const m = await viaMcp(op, c.input(fm, tm), tm[role]);
        if (c.error) {
          expect(h.ok, `HTTP ${h.status} ${JSON.stringify(h.data)}`).toBe(false);
          expect(h.errorType).toBe(c.error);
          expect(m.ok).toBe(false);
          expect(m.errorType).toBe(c.error);
        } else {
          expect(h.ok, `HTTP ${h.status} ${h.errorType}`).toBe(true);
          if (c.status) expect(h.status).toBe(c.status);
          expect(m.ok, `MCP ${m.errorType}`).toBe(true);
          expect(normalise(m.data, tm)).toEqual(normalise(h.data, th));
        }
        if (c.state) expect(await readState(tm, c.state(fm))).toEqual(await readState(th, c.state(fh)));
        if (c.console) {
          const tc = await seedTenant("console");
          const fc = (await c.setup?.(tc)) ?? {};
          const browser = await signedIn(tc.owner);
          const posted = await browser.post(c.console.path(fc), c.console.form(fc), { csrfFrom: c.console.page });
          expect(posted.res.status).toBe(303);
          if (c.state) expect(await readState(tc, c.state(fc))).toEqual(await readState(th, c.state(fh)));
        }
      });
    }
  }

  const roleCases = OPERATIONS.map((op) => ({ op, outsider: ROLES.find((r) => !op.roles.includes(r)) })).filter((x) => x.outsider);
  for (const { op, outsider } of roleCases) {
    it(`${op.name}: refused to ${outsider} on both channels`, async () => {
      const t = await seedTenant("roles");
      const input = Object.fromEntries([...Object.keys(op.http.params?.shape ?? {})].map((k) => [k, k === "id" && op.http.path.startsWith("/v1/commons") ? "cp-1" : "x"]));
      expect((await viaHttp(op, input, t[outsider!])).errorType).toBe("Forbidden");
      expect((await viaMcp(op, input, t[outsider!])).errorType).toBe("Forbidden");
    });
  }
});
