// The hosted side of the Agent Commons: reaching the deployment-wide authority, loading the pack
// for a scan (one RPC, version-checked), validating and submitting candidates, and keeping the
// D1 opt-in hint consistent with the authority.
import type { CommonsAuthority, ScanConfig } from "../../durable-objects/commons-authority";
import { COMMONS_AUTHORITY_NAME } from "../commons/authority-name";
import { compilePack, shadowMatch, type CommonsApplyMode, type CommonsPack } from "../commons/apply";
import type { CommonsSettings } from "../commons/schema";
import type { CompiledRule } from "../scan/rules/rule";
import { addCommonsHint, removeCommonsHint } from "../db/commons.repo";

/** The authority's RPC surface, as plain async methods (the generated stub types reject some shapes). */
export type CommonsApi = {
  [K in keyof CommonsAuthority as CommonsAuthority[K] extends (...args: any[]) => unknown ? K : never]: CommonsAuthority[K] extends (
    ...args: infer A
  ) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

export function commonsAuthority(env: Env): CommonsApi {
  return env.COMMONS.getByName(COMMONS_AUTHORITY_NAME) as unknown as CommonsApi;
}

// Isolate-level copies of the pack and the candidate set, keyed by the authority's versions.
// Every scan asks the authority for the current versions, opt-in and kill state (one RPC); the
// copies only save re-sending and re-compiling unchanged patterns. A kill or a withdrawal changes
// what that RPC answers, so it is honoured by the very next scan.
let packCache: CommonsPack & { epoch: string } = { epoch: "", version: -1, rules: [] };
let candidatesCache: { epoch: string; version: number; rules: readonly CompiledRule[] } = { epoch: "", version: -1, rules: [] };

export interface ScanCommons {
  apply?: { pack: CommonsPack; mode: CommonsApplyMode };
  shadow?: readonly CompiledRule[];
}

/** What the scan of an opted-in tenant needs; null when nothing applies. Fails open (logged): the pack only adds findings. */
export async function commonsForScan(env: Env, tenantId: string): Promise<ScanCommons | null> {
  let cfg: ScanConfig;
  try {
    cfg = await commonsAuthority(env).scanConfig(tenantId, { epoch: packCache.epoch, packVersion: packCache.version, candidatesVersion: candidatesCache.epoch === packCache.epoch ? candidatesCache.version : -1 });
  } catch (err) {
    console.error(JSON.stringify({ level: "error", what: "commons authority unavailable; scanning without the community pack", name: (err as Error)?.name }));
    return null;
  }
  if (cfg.pack !== undefined) packCache = { epoch: cfg.epoch, ...compilePack(cfg.packVersion, cfg.pack) };
  if (cfg.candidates !== undefined) candidatesCache = { epoch: cfg.epoch, version: cfg.candidatesVersion, rules: compilePack(cfg.candidatesVersion, cfg.candidates).rules };
  const packFresh = packCache.epoch === cfg.epoch && packCache.version === cfg.packVersion;
  const candFresh = candidatesCache.epoch === cfg.epoch && candidatesCache.version === cfg.candidatesVersion;
  const out: ScanCommons = {};
  if (cfg.mode !== "off" && !cfg.killed && packFresh) out.apply = { pack: { version: packCache.version, rules: packCache.rules }, mode: cfg.mode };
  if (cfg.autoCorroborate && candFresh && candidatesCache.rules.length > 0) out.shadow = candidatesCache.rules;
  return out.apply || out.shadow ? out : null;
}

/** Shadow matching: only the ids of matching candidates reach the authority, never content. */
export async function recordShadow(env: Env, tenantId: string, rules: readonly CompiledRule[], content: string): Promise<void> {
  const ids = shadowMatch(rules, content);
  if (ids.length === 0) return;
  try {
    await commonsAuthority(env).recordShadowHits(tenantId, ids, new Date().toISOString());
  } catch (err) {
    console.error(JSON.stringify({ level: "error", what: "commons shadow hits not recorded", name: (err as Error)?.name }));
  }
}

/**
 * Opt-in changes keep the D1 hint a superset of the authority's truth: the hint is added before
 * the authority turns something on and removed only after it turned everything off. A failure in
 * between leaves a hint with nothing behind it (one wasted RPC per scan), never the reverse.
 */
export async function putCommonsSettings(env: Env, tenantId: string, input: Partial<CommonsSettings>): Promise<CommonsSettings> {
  const now = new Date().toISOString();
  const authority = commonsAuthority(env);
  const next = { ...(await authority.getSettings(tenantId)), ...input };
  const on = next.opt_in !== "off" || next.auto_corroborate;
  if (on) await addCommonsHint(env.DB, tenantId, now);
  const saved = await authority.putSettings(tenantId, input, now);
  if (!on) await removeCommonsHint(env.DB, tenantId);
  return saved;
}

