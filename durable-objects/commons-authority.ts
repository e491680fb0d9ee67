// The Agent Commons' authority (docs/COMMONS.md): one deployment-wide Durable Object, addressed
// by a fixed name, so a moderation decision or a kill switch is seen by the very next scan from
// anywhere. Every RPC reads and writes SQLite synchronously (no await in between), so each one is
// atomic under the object's input gate. Validation and scrubbing happen in the Worker before
// `submit` (they are CPU work on the submitter's request, not on this singleton).
import { DurableObject } from "cloudflare:workers";
import type { CommonsSettings, ModerationInput, PackPattern, PatternStatus, PatternSubmission, ValidationReport } from "../src/commons/schema";
import {
  addHits,
  candidateIds,
  counts,
  eventLog,
  eventsFor,
  getCorroboration,
  getEpoch,
  getNum,
  getPattern,
  getTenant,
  insertCorroboration,
  insertEvent,
  insertPattern,
  lastEventSeq,
  listPatterns,
  markExplicit,
  migrateCommons,
  packIds,
  putTenant,
  setNum,
  setWithdrawn,
  stampEventsAfter,
  updateStatus,
  type CommonsEventRow,
  type CorroborationCounts,
  type PatternRecord,
} from "./commons-storage";

export { COMMONS_AUTHORITY_NAME } from "../src/commons/authority-name";

export type CommonsError = { kind: "NotFound"; what: string } | { kind: "Conflict"; message: string };
export type CommonsResult<T> = { ok: true; value: T } | { ok: false; error: CommonsError };

export type PublicStatus = PatternStatus | "withdrawn";

export interface HistoryEntry {
  at: string;
  type: string;
  reason: string | null;
  /** For corroborations: explicit or automatic. */
  detail: string | null;
  pack_version: number;
  /** Operator log only: who acted (moderator name, or the submitting/corroborating tenant). */
  actor?: string | null;
}

export interface PatternView {
  id: string;
  rule_id: string;
  class: string;
  status: PublicStatus;
  moderation_status: PatternStatus;
  status_reason: string | null;
  in_pack: boolean;
  description: string;
  references: string[];
  rule: PatternSubmission["rule"];
  validation: ValidationReport;
  corroborations: { tenants: number; explicit: number; automatic: number };
  submitted_at: string;
  updated_at: string;
  withdrawn_at: string | null;
  /** Only ever about the caller: whether the calling tenant submitted or corroborated it. */
  submitted_by_you?: boolean;
  corroborated_by_you?: boolean;
  history?: HistoryEntry[];
}

export interface OperatorPatternView extends PatternView {
  submitter_tenant: string;
  shadow_hits: number;
}

export interface ScanConfig {
  mode: CommonsSettings["opt_in"];
  autoCorroborate: boolean;
  killed: boolean;
  /** Identifies this store: versions are only comparable within one epoch. */
  epoch: string;
  packVersion: number;
  candidatesVersion: number;
  /** Present only when the caller's cached version differs. */
  pack?: PackPattern[];
  candidates?: PackPattern[];
}

export type ModerationAction = "approve" | "reject" | "dispute";

const TRANSITIONS: Record<ModerationAction, { from: PatternStatus[]; to: PatternStatus; event: string }> = {
  approve: { from: ["candidate", "disputed", "rejected"], to: "approved", event: "approved" },
  reject: { from: ["candidate", "disputed", "approved"], to: "rejected", event: "rejected" },
  dispute: { from: ["candidate", "approved"], to: "disputed", event: "disputed" },
};

const packPattern = (p: PatternRecord): PackPattern => ({
  id: p.id,
  class: p.spec.class,
  keywords: p.spec.rule.keywords,
  pattern: p.spec.rule.pattern,
  ...(p.spec.rule.caseInsensitive !== undefined ? { caseInsensitive: p.spec.rule.caseInsensitive } : {}),
  ...(p.spec.rule.view !== undefined ? { view: p.spec.rule.view } : {}),
  confidence: p.spec.rule.confidence,
});

export class CommonsAuthority extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => migrateCommons(ctx.storage.sql));
  }

  get #sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  // ── state helpers ───────────────────────────────────────────────────────────────────────────

  #event(at: string, type: string, patternId: string | null, reason: string | null, actor: string | null, detail: string | null = null): void {
    insertEvent(this.#sql, { at, type, pattern_id: patternId, reason, actor, detail, pack_version: getNum(this.#sql, "pack_version") });
  }

  /** Runs a change and bumps the pack / candidate versions when their membership changed. */
  #changing<T>(fn: () => T): T {
    return this.ctx.storage.transactionSync(() => {
      const pack = packIds(this.#sql).join(",");
      const cand = candidateIds(this.#sql).join(",");
      const seq = lastEventSeq(this.#sql);
      const out = fn();
      if (packIds(this.#sql).join(",") !== pack) {
        setNum(this.#sql, "pack_version", getNum(this.#sql, "pack_version") + 1);
        stampEventsAfter(this.#sql, seq, getNum(this.#sql, "pack_version"));
      }
      if (candidateIds(this.#sql).join(",") !== cand) setNum(this.#sql, "candidates_version", getNum(this.#sql, "candidates_version") + 1);
      return out;
    });
  }

  #view(p: PatternRecord, forTenant: string | null, withHistory: boolean, operator = false): PatternView | OperatorPatternView {
    const c: CorroborationCounts = counts(this.#sql, p.id);
    const inPack = p.status === "approved" && p.withdrawn_at === null;
    const view: PatternView = {
      id: p.id,
      rule_id: `commons.${p.id}`,
      class: p.class,
      status: p.withdrawn_at !== null ? "withdrawn" : p.status,
      moderation_status: p.status,
      status_reason: p.status_reason,
      in_pack: inPack && getNum(this.#sql, "pack_killed") === 0,
      description: p.spec.description,
      references: p.spec.references ?? [],
      rule: p.spec.rule,
      validation: p.validation,
      corroborations: { tenants: c.tenants, explicit: c.explicit, automatic: c.automatic },
      submitted_at: p.submitted_at,
      updated_at: p.updated_at,
      withdrawn_at: p.withdrawn_at,
    };
    if (forTenant !== null) {
      view.submitted_by_you = p.submitter === forTenant;
      view.corroborated_by_you = getCorroboration(this.#sql, p.id, forTenant) !== null;
    }
    if (withHistory) view.history = eventsFor(this.#sql, p.id).map((e) => this.#entry(e, operator));
    return operator ? { ...view, submitter_tenant: p.submitter, shadow_hits: c.shadow_hits } : view;
  }

  /** Public history never names a tenant: the submitter and corroborators stay anonymous. */
  #entry(e: CommonsEventRow, operator: boolean): HistoryEntry {
    return { at: e.at, type: e.type, reason: e.reason, detail: e.detail, pack_version: e.pack_version, ...(operator ? { actor: e.actor } : {}) };
  }

  // ── tenants ─────────────────────────────────────────────────────────────────────────────────

  submit(tenantId: string, spec: PatternSubmission, validation: ValidationReport, nowIso: string): PatternView {
    return this.#changing(() => {
      const seq = getNum(this.#sql, "next_seq") + 1;
      setNum(this.#sql, "next_seq", seq);
      const rec: PatternRecord = {
        id: `cp-${seq}`,
        seq,
        class: spec.class,
        status: "candidate",
        status_reason: null,
        withdrawn_at: null,
        spec,
        validation,
        submitter: tenantId,
        submitted_at: nowIso,
        updated_at: nowIso,
      };
      insertPattern(this.#sql, rec);
      this.#event(nowIso, "submitted", rec.id, null, tenantId);
      return this.#view(rec, tenantId, true);
    });
  }

  listPatterns(tenantId: string | null, filter: { status?: PublicStatus | undefined; class?: string | undefined } = {}): PatternView[] {
    return listPatterns(this.#sql)
      .filter((p) => filter.class === undefined || p.class === filter.class)
      .filter((p) => filter.status === undefined || (p.withdrawn_at !== null ? "withdrawn" : p.status) === filter.status)
      .map((p) => this.#view(p, tenantId, false));
  }

  getPattern(tenantId: string, id: string): CommonsResult<PatternView> {
    const p = getPattern(this.#sql, id);
    return p === null ? { ok: false, error: { kind: "NotFound", what: "Pattern" } } : { ok: true, value: this.#view(p, tenantId, true) };
  }

  corroborate(tenantId: string, id: string, nowIso: string): CommonsResult<PatternView> {
    const p = getPattern(this.#sql, id);
    if (p === null) return { ok: false, error: { kind: "NotFound", what: "Pattern" } };
    if (p.submitter === tenantId) return { ok: false, error: { kind: "Conflict", message: "A tenant cannot corroborate its own submission" } };
    if (p.withdrawn_at !== null || p.status === "rejected")
      return { ok: false, error: { kind: "Conflict", message: `Pattern ${id} is ${p.withdrawn_at !== null ? "withdrawn" : "rejected"} and takes no corroboration` } };
    const prior = getCorroboration(this.#sql, id, tenantId);
    if (prior?.kind === "explicit") return { ok: false, error: { kind: "Conflict", message: "This tenant has already corroborated this pattern; each tenant counts once" } };
    this.ctx.storage.transactionSync(() => {
      if (prior === null) insertCorroboration(this.#sql, id, tenantId, "explicit", 0, nowIso);
      else markExplicit(this.#sql, id, tenantId, nowIso);
      // An upgrade from automatic adds no tenant, so it is not a new public corroboration.
      if (prior === null) this.#event(nowIso, "corroborated", id, null, tenantId, "explicit");
    });
    return { ok: true, value: this.#view(getPattern(this.#sql, id) as PatternRecord, tenantId, true) };
  }

  getSettings(tenantId: string): CommonsSettings {
    return getTenant(this.#sql, tenantId);
  }

  putSettings(tenantId: string, input: Partial<CommonsSettings>, nowIso: string): CommonsSettings {
    const next = { ...getTenant(this.#sql, tenantId), ...input };
    putTenant(this.#sql, tenantId, next, nowIso);
    return next;
  }

  /**
   * The scan path's one RPC. The authoritative opt-in, the kill state and the pack and candidate
   * versions are read on every call; the patterns themselves only when the caller's copy is stale.
   */
  scanConfig(tenantId: string, known: { epoch: string; packVersion: number; candidatesVersion: number }): ScanConfig {
    const t = getTenant(this.#sql, tenantId);
    const epoch = getEpoch(this.#sql);
    const fresh = known.epoch === epoch;
    const killed = getNum(this.#sql, "pack_killed") === 1;
    const packVersion = getNum(this.#sql, "pack_version");
    const candidatesVersion = getNum(this.#sql, "candidates_version");
    const out: ScanConfig = { mode: t.opt_in, autoCorroborate: t.auto_corroborate, killed, epoch, packVersion, candidatesVersion };
    if (t.opt_in !== "off" && !killed && !(fresh && known.packVersion === packVersion)) out.pack = this.#patterns(packIds(this.#sql));
    if (t.auto_corroborate && !(fresh && known.candidatesVersion === candidatesVersion)) out.candidates = this.#patterns(candidateIds(this.#sql));
    return out;
  }

  #patterns(ids: string[]): PackPattern[] {
    return ids.map((id) => getPattern(this.#sql, id)).filter((p): p is PatternRecord => p !== null).map(packPattern);
  }

  /** Shadow-mode hits from a tenant's scan: pattern ids only. One row per tenant, so one tenant counts once. */
  recordShadowHits(tenantId: string, ids: string[], nowIso: string): void {
    if (!getTenant(this.#sql, tenantId).auto_corroborate) return;
    this.ctx.storage.transactionSync(() => {
      for (const id of new Set(ids)) {
        const p = getPattern(this.#sql, id);
        if (p === null || p.submitter === tenantId || p.withdrawn_at !== null || (p.status !== "candidate" && p.status !== "disputed")) continue;
        if (getCorroboration(this.#sql, id, tenantId) === null) {
          insertCorroboration(this.#sql, id, tenantId, "automatic", 1, nowIso);
          this.#event(nowIso, "corroborated", id, null, tenantId, "automatic");
        } else addHits(this.#sql, id, tenantId, 1, nowIso);
      }
    });
  }

  // ── the operator ────────────────────────────────────────────────────────────────────────────

  operatorList(filter: { status?: PublicStatus | undefined } = {}): OperatorPatternView[] {
    return listPatterns(this.#sql)
      .filter((p) => filter.status === undefined || (p.withdrawn_at !== null ? "withdrawn" : p.status) === filter.status)
      .map((p) => this.#view(p, null, false, true) as OperatorPatternView);
  }

  operatorGet(id: string): CommonsResult<OperatorPatternView> {
    const p = getPattern(this.#sql, id);
    return p === null ? { ok: false, error: { kind: "NotFound", what: "Pattern" } } : { ok: true, value: this.#view(p, null, true, true) as OperatorPatternView };
  }

  moderate(id: string, action: ModerationAction, input: ModerationInput, nowIso: string): CommonsResult<OperatorPatternView> {
    const p = getPattern(this.#sql, id);
    if (p === null) return { ok: false, error: { kind: "NotFound", what: "Pattern" } };
    const t = TRANSITIONS[action];
    if (!t.from.includes(p.status)) return { ok: false, error: { kind: "Conflict", message: `Cannot ${action} a pattern that is ${p.status}` } };
    this.#changing(() => {
      updateStatus(this.#sql, id, t.to, input.reason, nowIso);
      this.#event(nowIso, t.event, id, input.reason, input.actor);
    });
    return this.operatorGet(id);
  }

  /** The kill switch for one pattern: out of the pack (and shadow matching) from the next scan. */
  withdraw(id: string, input: ModerationInput, nowIso: string): CommonsResult<OperatorPatternView> {
    const p = getPattern(this.#sql, id);
    if (p === null) return { ok: false, error: { kind: "NotFound", what: "Pattern" } };
    if (p.withdrawn_at !== null) return { ok: false, error: { kind: "Conflict", message: `Pattern ${id} is already withdrawn` } };
    this.#changing(() => {
      setWithdrawn(this.#sql, id, nowIso, nowIso);
      this.#event(nowIso, "withdrawn", id, input.reason, input.actor);
    });
    return this.operatorGet(id);
  }

  reinstate(id: string, input: ModerationInput, nowIso: string): CommonsResult<OperatorPatternView> {
    const p = getPattern(this.#sql, id);
    if (p === null) return { ok: false, error: { kind: "NotFound", what: "Pattern" } };
    if (p.withdrawn_at === null) return { ok: false, error: { kind: "Conflict", message: `Pattern ${id} is not withdrawn` } };
    this.#changing(() => {
      setWithdrawn(this.#sql, id, null, nowIso);
      this.#event(nowIso, "reinstated", id, input.reason, input.actor);
    });
    return this.operatorGet(id);
  }

  packState(): { version: number; killed: boolean; patterns: string[] } {
    return { version: getNum(this.#sql, "pack_version"), killed: getNum(this.#sql, "pack_killed") === 1, patterns: packIds(this.#sql) };
  }

  /** The kill switch for the whole community pack; no scan applies it until it is restored. */
  setPackKilled(killed: boolean, input: ModerationInput, nowIso: string): CommonsResult<{ version: number; killed: boolean; patterns: string[] }> {
    if ((getNum(this.#sql, "pack_killed") === 1) === killed)
      return { ok: false, error: { kind: "Conflict", message: killed ? "The community pack is already withdrawn" : "The community pack is not withdrawn" } };
    this.ctx.storage.transactionSync(() => {
      setNum(this.#sql, "pack_killed", killed ? 1 : 0);
      this.#event(nowIso, killed ? "pack_withdrawn" : "pack_restored", null, input.reason, input.actor);
    });
    return { ok: true, value: this.packState() };
  }

  /** The moderation log, newest first: without actors for tenants, with them for the operator. */
  events(opts: { operator: boolean; before?: number | undefined; limit: number }): (HistoryEntry & { seq: number; pattern_id: string | null })[] {
    return eventLog(this.#sql, { limit: opts.limit, ...(opts.before !== undefined ? { before: opts.before } : {}) }).map((e) => ({
      seq: e.seq,
      pattern_id: e.pattern_id,
      ...this.#entry(e, opts.operator),
    }));
  }
}
