// Capability manifests (seed §4) as pure upsert/patch/delete. The manifest name is the key the
// gate looks tools up by, so a rename is a delete plus a create, never an in-place edit.
import type { Manifest, ManifestCreate, ManifestUpdateInput } from "../schemas/shield";
import { type Effect, emit } from "./effects";
import { makeEvent } from "./events";
import type { AdminError } from "./reasons";
import { err, ok, type Result } from "./result";
import type { TenantPolicyState } from "./state";
import { iso } from "./time";

/** PUT semantics: creating and replacing are the same operation, and both are evented. */
export function putManifest(input: ManifestCreate, now: Date, meta: { actor: string; changeId: string }): { manifest: Manifest; effects: Effect[] } {
  const manifest: Manifest = { ...input, taint_policy: { ...input.taint_policy } };
  const event = makeEvent("shield.manifest.upserted", `${meta.changeId}:manifest`, iso(now), { name: manifest.name, manifest, actor: meta.actor });
  return { manifest, effects: [{ type: "put_manifest", manifest }, ...emit([event])] };
}

export function patchManifest(
  state: TenantPolicyState,
  name: string,
  input: ManifestUpdateInput,
  now: Date,
  meta: { actor: string; changeId: string },
): Result<{ manifest: Manifest; effects: Effect[] }, AdminError> {
  const current = state.manifests.get(name);
  if (!current) return err({ kind: "NotFound", entity: "manifest", id: name });
  const { taint_policy, ...rest } = input;
  return ok(putManifest({ ...current, ...rest, taint_policy: { ...current.taint_policy, ...taint_policy } }, now, meta));
}

export function deleteManifest(
  state: TenantPolicyState,
  name: string,
  now: Date,
  meta: { actor: string; changeId: string },
): Result<{ effects: Effect[] }, AdminError> {
  if (!state.manifests.has(name)) return err({ kind: "NotFound", entity: "manifest", id: name });
  const event = makeEvent("shield.manifest.deleted", `${meta.changeId}:manifest`, iso(now), { name, actor: meta.actor });
  return ok({ effects: [{ type: "delete_manifest", name }, ...emit([event])] });
}
