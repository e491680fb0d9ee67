// The per-tenant authority for everything that changes a Shield decision (docs/ARCHITECTURE.md): mode and
// gating switches, manifests, kill switches, approvals and their single-use tokens, trust state.
// One RPC reads the in-memory state, asks the pure core, and persists the core's effects in one
// synchronous transaction — no await between read and write, so the DO's input gate makes each
// decision atomic: a kill switch is seen by the very next call, a token is redeemed once.
// History (decisions, events) goes to an outbox flushed to D1 by an idempotent alarm.
import { DurableObject } from "cloudflare:workers";
import type { ObservedTool, ToolPin, ToolStatus } from "../src/policy/pins";
import { emit } from "../src/policy/effects";
import { makeEvent } from "../src/policy/events";
import { iso } from "../src/policy/time";
import type { GatewayPolicy, GatewayPolicyInput } from "../src/schemas/gateway";
import type { Mode } from "../src/schemas/shield";
import { GatewayState } from "./gateway";
import type { Result } from "../src/policy/result";
import { historyStatements } from "../src/db/shield.repo";
import { eventsOf, fanOutEvents } from "../src/webhooks/fanout";
import { appendLeaves, decisionLeaf } from "../src/services/tlog.service";
import {
  activateKillSwitch,
  activeKillSwitches,
  applyEffects,
  deleteManifest,
  evaluate,
  killSwitchEffect,
  liftKillSwitch,
  patchManifest,
  proposeApproval,
  putManifest,
  resolveApproval,
  sweepExpiredApprovals,
  toApprovalView,
  updateSettings,
  withApproval,
  withholdResponse,
  withPlatformManifest,
  uiAppRefusal,
  type WithheldResponse,
  type Reason,
  dropFinishedApprovals,
  FINISHED_APPROVAL_STATES,
  evaluateSampling,
  putPublisher,
  putSamplingPolicy,
  putSandboxPolicy,
  putTrustedDigest,
  registerServer,
  revokeDigest,
  setServerStatus,
  type SamplingEvaluation,
  type SamplingRequest,
  type AdminError,
  type Effect,
  type Evaluation,
  type ProposedCall,
  type TenantPolicyState,
} from "../src/policy/index";
import type {
  ApprovalRequest,
  ApprovalResolveInput,
  ApprovalState,
  KillSwitch,
  KillSwitchCreateInput,
  KillSwitchLiftInput,
  Manifest,
  ManifestCreate,
  ManifestUpdateInput,
  SettingsUpdateInput,
  ShieldSettings,
  DigestRevokeInput,
  Publisher,
  PublisherInput,
  SandboxPolicy,
  SandboxPolicyInput,
  TrustedDigest,
  TrustedDigestInput,
} from "../src/schemas/shield";
import type { ManagedServer, SamplingPolicy, SamplingPolicyInput, ServerInput, ServerStatusInput } from "../src/schemas/shield-ops";
import { sha256Hex } from "../src/util/hash";
import { newId, randomToken } from "../src/util/ids";
import {
  approvalPreviews,
  countFinishedApprovals,
  deleteAllApprovalPreviews,
  putApprovalPreview,
  deleteOutboxThrough,
  finishedApprovalById,
  finishedApprovalByTokenHash,
  getMeta,
  listFinishedApprovals,
  listQuarantine,
  loadState,
  migrate,
  persistEffects,
  readOutbox,
  setMeta,
  type QuarantinedRecord,
} from "./storage";

/** What an admin RPC answers: the policy core's Result with its admin failure (one definition, src/policy/result.ts). */
export type AdminResult<T> = Result<T, AdminError>;

const FLUSH_BATCH = 200;
/** How long new history may wait in the outbox for more before the alarm flushes it. */
const HISTORY_BATCH_MS = 250;
/** Finished approval requests a list returns (most recent); older ones are read by id. */
const FINISHED_LIST_LIMIT = 200;

export class TenantShield extends DurableObject<Env> {
  #state!: TenantPolicyState;
  #tenantId: string | null = null;
  #gateway!: GatewayState;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage.sql);
      this.#tenantId = getMeta(ctx.storage.sql, "tenant_id");
      const before = listQuarantine(ctx.storage.sql).length;
      this.#state = loadState(ctx.storage.sql, env.DEPLOYMENT_KIND === "production" ? "production" : "development");
      this.#gateway = new GatewayState(ctx.storage.sql);
      // Quarantining writes its events to the outbox: deliver them like any other history.
      if (listQuarantine(ctx.storage.sql).length > before) await this.#scheduleFlush();
    });
  }

  /** Every RPC names its tenant; the first one binds this object to it, any other is a routing bug. */
  #bind(tenantId: string): void {
    if (this.#tenantId === null) {
      setMeta(this.ctx.storage.sql, "tenant_id", tenantId);
      this.#tenantId = tenantId;
    } else if (this.#tenantId !== tenantId) {
      throw new Error("tenant Durable Object addressed with another tenant's id");
    }
  }

  /** Persist effects atomically, fold them into memory, and make sure the outbox will flush. */
  #commit(effects: readonly Effect[]): void {
    if (effects.length === 0) return;
    const history = this.ctx.storage.transactionSync(() => persistEffects(this.ctx.storage.sql, effects));
    // Finished approvals are in storage now; memory keeps only open ones (O(open) lists and checks).
    this.#state = dropFinishedApprovals(applyEffects(this.#state, effects));
    if (history > 0) void this.#scheduleFlush();
  }

  /**
   * History waits up to HISTORY_BATCH_MS for more, so a busy tenant sends one D1 batch and one log
   * hand-off per window instead of one per decision. Reads of history flush first, so no reader
   * sees the delay.
   */
  async #scheduleFlush(): Promise<void> {
    const due = Date.now() + HISTORY_BATCH_MS;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > due) await this.ctx.storage.setAlarm(due);
  }

  // ── the gate ────────────────────────────────────────────────────────────────────────────────

  /** `nowMs` exists for tests that need a controlled clock; the HTTP and MCP shells never pass it. */
  evaluate(tenantId: string, call: ProposedCall, opts: { hypothetical: boolean; nowMs?: number }): Evaluation {
    this.#bind(tenantId);
    const now = new Date(opts.nowMs ?? Date.now());
    const decisionId = newId("dec", now.getTime());
    const result = evaluate(call, withPlatformManifest(this.#withTokenRequest(call.approvalTokenHash), call.toolName), now, {
      hypothetical: opts.hypothetical,
      ids: { decisionId, approvalRequestId: newId("apr", now.getTime()), violationId: newId("vio", now.getTime()) },
    });
    this.#commit(result.effects);
    return result;
  }

  // ── settings and manifests ──────────────────────────────────────────────────────────────────

  capabilities(tenantId: string): { settings: ShieldSettings; deploymentKind: string; manifests: Manifest[] } {
    this.#bind(tenantId);
    return {
      settings: this.#state.settings,
      deploymentKind: this.#state.deploymentKind,
      manifests: [...this.#state.manifests.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  updateSettings(tenantId: string, input: SettingsUpdateInput, actor: string): ShieldSettings {
    this.#bind(tenantId);
    const { settings, effects } = updateSettings(this.#state, input, new Date(), { actor, changeId: newId("chg") });
    this.#commit(effects);
    // Switching previews off removes the ones already stored, not just future ones.
    if (settings.approvalPreviews === false) deleteAllApprovalPreviews(this.ctx.storage.sql);
    return settings;
  }

  putManifest(tenantId: string, input: ManifestCreate, actor: string): { manifest: Manifest; created: boolean } {
    this.#bind(tenantId);
    const created = !this.#state.manifests.has(input.name);
    const { manifest, effects } = putManifest(input, new Date(), { actor, changeId: newId("chg") });
    this.#commit(effects);
    return { manifest, created };
  }

  patchManifest(tenantId: string, name: string, input: ManifestUpdateInput, actor: string): AdminResult<Manifest> {
    this.#bind(tenantId);
    const r = patchManifest(this.#state, name, input, new Date(), { actor, changeId: newId("chg") });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: r.value.manifest };
  }

  deleteManifest(tenantId: string, name: string, actor: string): AdminResult<{ name: string }> {
    this.#bind(tenantId);
    const r = deleteManifest(this.#state, name, new Date(), { actor, changeId: newId("chg") });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: { name } };
  }

  // ── kill switches ───────────────────────────────────────────────────────────────────────────

  createKillSwitch(tenantId: string, input: KillSwitchCreateInput, nowMs?: number): AdminResult<{ killSwitch: KillSwitch; effect: string }> {
    this.#bind(tenantId);
    const now = new Date(nowMs ?? Date.now());
    const r = activateKillSwitch(this.#state, input, now, { killSwitchId: newId("ks", now.getTime()) });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: { killSwitch: r.value.killSwitch, effect: killSwitchEffect(this.#state.settings) } };
  }

  liftKillSwitch(tenantId: string, id: string, input: KillSwitchLiftInput): AdminResult<KillSwitch> {
    this.#bind(tenantId);
    const r = liftKillSwitch(this.#state, id, input, new Date());
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: r.value.killSwitch };
  }

  listKillSwitches(tenantId: string, opts: { includeInactive: boolean; nowMs?: number }): KillSwitch[] {
    this.#bind(tenantId);
    const list = opts.includeInactive ? [...this.#state.killSwitches.values()] : activeKillSwitches(this.#state, new Date(opts.nowMs ?? Date.now()));
    return list.sort((a, b) => a.id.localeCompare(b.id));
  }

  // ── approvals ───────────────────────────────────────────────────────────────────────────────

  proposeApproval(tenantId: string, call: ProposedCall, meta: { proposer: string | null; reason: string | null }): AdminResult<ApprovalRequest> {
    this.#bind(tenantId);
    const now = new Date();
    const r = proposeApproval(this.#state, call, meta, now, { approvalRequestId: newId("apr", now.getTime()) });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: toApprovalView(r.value.request) };
  }

  /**
   * Approving mints the single-use token here and returns it exactly once; only its SHA-256 is
   * stored. The token is random, so the hash is computed before entering the synchronous section.
   */
  async resolveApproval(
    tenantId: string,
    id: string,
    input: ApprovalResolveInput,
    nowMs?: number,
  ): Promise<AdminResult<{ request: ApprovalRequest; approvalToken?: string }>> {
    this.#bind(tenantId);
    const token = input.decision === "approved" ? `sat_${randomToken(32)}` : undefined;
    const tokenHash = token ? await sha256Hex(token) : undefined;
    // A finished request is read back so a second answer is a 409 naming its state, not a 404.
    const state = this.#state.approvals.has(id) ? this.#state : withApproval(this.#state, finishedApprovalById(this.ctx.storage.sql, id));
    const r = resolveApproval(state, id, input, new Date(nowMs ?? Date.now()), tokenHash ? { tokenHash } : {});
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: { request: toApprovalView(r.value.request), ...(token ? { approvalToken: token } : {}) } };
  }

  getApproval(tenantId: string, id: string): ApprovalRequest | null {
    this.#bind(tenantId);
    const r = this.#state.approvals.get(id) ?? finishedApprovalById(this.ctx.storage.sql, id);
    return r ? toApprovalView(r) : null;
  }

  /**
   * Open requests come from memory; finished ones (only when asked for, or with no state filter)
   * from storage, the most recent FINISHED_LIST_LIMIT of them.
   */
  listApprovals(tenantId: string, state?: ApprovalState): ApprovalRequest[] {
    this.#bind(tenantId);
    const open = [...this.#state.approvals.values()].filter((r) => state === undefined || r.state === state);
    const finished = state === undefined || FINISHED_APPROVAL_STATES.includes(state) ? listFinishedApprovals(this.ctx.storage.sql, state, FINISHED_LIST_LIMIT) : [];
    return [...open, ...finished]
      .sort((a, b) => (a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at < b.created_at ? -1 : 1))
      .map(toApprovalView);
  }

  /**
   * Stores the sealed reviewer preview of an open request (once; the first proposal's wins), unless
   * the tenant switched previews off or the request is no longer waiting for a reviewer.
   */
  attachApprovalPreview(tenantId: string, id: string, sealed: string): boolean {
    this.#bind(tenantId);
    if (this.#state.settings.approvalPreviews === false || this.#state.approvals.get(id)?.state !== "requested") return false;
    putApprovalPreview(this.ctx.storage.sql, id, sealed, new Date().toISOString());
    return true;
  }

  /** Sealed previews by request id, for the ids that have one (none while previews are off). */
  approvalPreviews(tenantId: string, ids: string[]): Record<string, string> {
    this.#bind(tenantId);
    if (this.#state.settings.approvalPreviews === false) return {};
    return approvalPreviews(this.ctx.storage.sql, ids.slice(0, 500));
  }

  /** Why a UI-integrity session may not bind this server build, or null (revoked, unpinned, no UI apps). */
  uiAppRefusal(tenantId: string, digest: string): string | null {
    this.#bind(tenantId);
    return uiAppRefusal(this.#state, digest);
  }

  /** How many requests are held in memory (open) and in storage (finished): for operators and tests. */
  approvalCounts(tenantId: string): { open: number; finished: number } {
    this.#bind(tenantId);
    return { open: this.#state.approvals.size, finished: countFinishedApprovals(this.ctx.storage.sql) };
  }

  /** The state to decide with: a presented token whose request is finished is read from storage. */
  #withTokenRequest(tokenHash: string | null): TenantPolicyState {
    if (tokenHash === null) return this.#state;
    for (const r of this.#state.approvals.values()) if (r.token_hash === tokenHash) return this.#state;
    return withApproval(this.#state, finishedApprovalByTokenHash(this.ctx.storage.sql, tokenHash));
  }

  // ── trust registry, sandbox, servers, sampling (seed §6, §8, §10) ────────────────────────────

  /** Records set aside because they no longer read under today's schemas (never their contents). */
  listQuarantine(tenantId: string): QuarantinedRecord[] {
    this.#bind(tenantId);
    return listQuarantine(this.ctx.storage.sql);
  }

  listTrust(tenantId: string): { publishers: Publisher[]; digests: TrustedDigest[]; sandboxPolicies: SandboxPolicy[]; servers: ManagedServer[]; samplingPolicies: SamplingPolicy[] } {
    this.#bind(tenantId);
    const byKey = <T>(m: ReadonlyMap<string, T>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
    const s = this.#state;
    return { publishers: byKey(s.trust.publishers), digests: byKey(s.trust.digests), sandboxPolicies: byKey(s.sandboxPolicies), servers: byKey(s.servers), samplingPolicies: byKey(s.samplingPolicies) };
  }

  /** Creates a publisher, or replaces one when `publisherId` names an existing one. */
  putPublisher(tenantId: string, input: PublisherInput, actor: string, publisherId?: string): AdminResult<{ publisher: Publisher; created: boolean }> {
    this.#bind(tenantId);
    if (publisherId !== undefined && !this.#state.trust.publishers.has(publisherId)) return { ok: false, error: { kind: "NotFound", entity: "publisher", id: publisherId } };
    const now = new Date();
    const { publisher, effects } = putPublisher(this.#state, input, now, { publisherId: publisherId ?? newId("pub", now.getTime()) }, { actor, changeId: newId("chg") });
    this.#commit(effects);
    return { ok: true, value: { publisher, created: publisherId === undefined } };
  }

  putTrustedDigest(tenantId: string, input: TrustedDigestInput, actor: string): AdminResult<{ digest: TrustedDigest; created: boolean }> {
    this.#bind(tenantId);
    const created = !this.#state.trust.digests.has(input.digest);
    const r = putTrustedDigest(this.#state, input, new Date(), { actor, changeId: newId("chg") });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: { digest: r.value.digest, created } };
  }

  revokeDigest(tenantId: string, input: DigestRevokeInput): AdminResult<TrustedDigest> {
    this.#bind(tenantId);
    const r = revokeDigest(this.#state, input, new Date(), { changeId: newId("chg") });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: r.value.digest };
  }

  putSandboxPolicy(tenantId: string, input: SandboxPolicyInput, actor: string): { policy: SandboxPolicy; created: boolean } {
    this.#bind(tenantId);
    const created = !this.#state.sandboxPolicies.has(input.server_name);
    const { policy, effects } = putSandboxPolicy(input, new Date(), { actor, changeId: newId("chg") });
    this.#commit(effects);
    return { policy, created };
  }

  registerServer(tenantId: string, input: ServerInput, actor: string): AdminResult<ManagedServer> {
    this.#bind(tenantId);
    const now = new Date();
    const r = registerServer(this.#state, input, now, { serverId: newId("srv", now.getTime()) }, { actor });
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: r.value.server };
  }

  setServerStatus(tenantId: string, serverId: string, input: ServerStatusInput): AdminResult<ManagedServer> {
    this.#bind(tenantId);
    const r = setServerStatus(this.#state, serverId, input, new Date());
    if (!r.ok) return r;
    this.#commit(r.value.effects);
    return { ok: true, value: r.value.server };
  }

  putSamplingPolicy(tenantId: string, input: SamplingPolicyInput, actor: string): AdminResult<{ policy: SamplingPolicy; created: boolean }> {
    this.#bind(tenantId);
    if (!this.#state.trust.digests.has(input.digest)) {
      return { ok: false, error: { kind: "ValidationFailed", field: "digest", message: "digest is not on the trust registry" } };
    }
    const { policy, created, effects } = putSamplingPolicy(this.#state, input, new Date(), { actor, changeId: newId("chg") });
    this.#commit(effects);
    return { ok: true, value: { policy, created } };
  }

  /** Check, meter and audit one sampling request in one synchronous step: no overspend under concurrency. */
  evaluateSampling(tenantId: string, req: SamplingRequest, nowMs?: number): Omit<SamplingEvaluation, "effects"> {
    this.#bind(tenantId);
    const now = new Date(nowMs ?? Date.now());
    const { effects, ...result } = evaluateSampling(this.#withTokenRequest(req.approvalTokenHash), req, now, { samplingRequestId: newId("smp", now.getTime()), approvalRequestId: newId("apr", now.getTime()) });
    this.#commit(effects);
    return result;
  }

  // ── MCP gateway (seed 004 mediation): pins and per-server policy live with the decision state ──

  gatewayContext(tenantId: string, serverId: string): { server: ManagedServer; policy: GatewayPolicy; mode: Mode } | null {
    this.#bind(tenantId);
    const server = this.#state.servers.get(serverId);
    return server ? { server, policy: this.#gateway.policy(serverId), mode: this.#state.settings.mode } : null;
  }

  gatewayObserve(tenantId: string, serverId: string, seen: ObservedTool[]): { status: Record<string, ToolStatus>; mode: Mode } {
    this.#bind(tenantId);
    const at = new Date().toISOString();
    const mode = this.#state.settings.mode;
    const observed = this.ctx.storage.transactionSync(() => {
      const o = this.#gateway.observe(serverId, seen, mode, at);
      persistEffects(this.ctx.storage.sql, o.effects);
      return o;
    });
    if (observed.effects.length) void this.#scheduleFlush();
    return { status: observed.status, mode };
  }

  /** The gate for a mediated tools/call: the tool's pin findings join the gateway's own, in one step. */
  gatewayEvaluate(tenantId: string, serverId: string, upstreamTool: string, call: ProposedCall): Evaluation & { pinned: boolean } {
    this.#bind(tenantId);
    const fromPin = this.#gateway.findings(serverId, upstreamTool);
    const result = this.evaluate(tenantId, { ...call, mediation: [...fromPin, ...(call.mediation ?? [])] }, { hypothetical: false });
    return { ...result, pinned: this.#gateway.pin(serverId, upstreamTool) !== undefined };
  }

  putGatewayPolicy(tenantId: string, serverId: string, input: GatewayPolicyInput, actor: string): AdminResult<GatewayPolicy> {
    this.#bind(tenantId);
    if (!this.#state.servers.has(serverId)) return { ok: false, error: { kind: "NotFound", entity: "server", id: serverId } };
    const out = this.ctx.storage.transactionSync(() => {
      const r = this.#gateway.putPolicy(serverId, input, actor, new Date().toISOString());
      persistEffects(this.ctx.storage.sql, r.effects);
      return r;
    });
    void this.#scheduleFlush();
    return { ok: true, value: out.policy };
  }

  listToolPins(tenantId: string, serverId: string): ToolPin[] {
    this.#bind(tenantId);
    return this.#gateway.pins(serverId);
  }

  repinTool(tenantId: string, serverId: string, tool: string, actor: string): AdminResult<ToolPin> {
    this.#bind(tenantId);
    const out = this.ctx.storage.transactionSync(() => {
      const r = this.#gateway.repin(serverId, tool, actor, new Date().toISOString());
      if (r) persistEffects(this.ctx.storage.sql, r.effects);
      return r;
    });
    if (!out) return { ok: false, error: { kind: "NotFound", entity: "tool_pin", id: tool } };
    void this.#scheduleFlush();
    return { ok: true, value: out.pin };
  }

  /**
   * A response the gateway withholds: a decision record (so the JSON-RPC refusal quotes a real
   * decisionId) and the gateway event, in one commit.
   */
  gatewayWithholdResponse(tenantId: string, serverId: string, r: WithheldResponse): Reason {
    this.#bind(tenantId);
    const now = new Date();
    const { refusal, effects } = withholdResponse(this.#state, r, now, { decisionId: newId("dec", now.getTime()) });
    const event = makeEvent("shield.gateway.response_flagged", `${r.scanId}:response`, iso(now), { server_id: serverId, tool_name: r.toolName.slice(r.toolName.indexOf("/") + 1), scan_id: r.scanId, verdict: "malicious", action: "blocked", decision_id: refusal.decisionId });
    this.#commit([...effects, ...emit([event])]);
    return refusal;
  }

  reportGatewayResponse(tenantId: string, data: { server_id: string; tool_name: string; scan_id: string; verdict: string; action: "blocked" | "flagged" }): void {
    this.#bind(tenantId);
    const at = new Date().toISOString();
    this.#commit(emit([makeEvent("shield.gateway.response_flagged", `${data.scan_id}:response`, at, data)]));
  }

  // ── history outbox ──────────────────────────────────────────────────────────────────────────

  /** Flushes everything pending now (used by the alarm, and by tests and the console to catch up). */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = readOutbox(this.ctx.storage.sql, FLUSH_BATCH);
      if (rows.length === 0 || this.#tenantId === null) return total;
      // INSERT OR IGNORE by id: if D1 succeeds but the delete below is lost, the retry is a no-op.
      await this.env.DB.batch(historyStatements(this.env.DB, this.#tenantId, rows));
      // Webhooks only for events that are durably in D1; a failure here retries the whole flush,
      // which is idempotent end to end (history by id, deliveries by (endpoint, event)).
      await fanOutEvents(this.env, this.#tenantId, eventsOf(rows));
      // Decision records join the tenant's transparency log; a failed hand-off retries the flush (idempotent).
      await appendLeaves(this.env, this.#tenantId, rows.filter((r) => r.kind === "decision").map((r) => decisionLeaf(r.id, r.json)));
      deleteOutboxThrough(this.ctx.storage.sql, rows[rows.length - 1]!.seq);
      total += rows.length;
    }
  }

  override async alarm(): Promise<void> {
    this.#commit(sweepExpiredApprovals(this.#state, new Date()));
    await this.flush(); // a throw here makes the runtime retry the alarm with backoff
    const next = this.#nextTokenExpiry();
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }

  #nextTokenExpiry(): number | null {
    let next: number | null = null;
    for (const r of this.#state.approvals.values()) {
      if (r.state !== "approved" || r.token_expires_at === null) continue;
      const t = Date.parse(r.token_expires_at);
      if (next === null || t < next) next = t;
    }
    return next;
  }
}
