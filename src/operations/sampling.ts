// Sampling policies (seed §10): per-digest token budgets that the metered evaluation
// (POST /v1/shield/sampling/evaluate, a gate call, not an admin operation) charges against.
import { z } from "zod";
import { ok } from "../policy/result";
import { SamplingPolicyInputSchema, SamplingPolicySchema } from "../schemas/shield-ops";
import { tenantAuthority } from "../services/authority";
import { defineOperation, PUT, READ, READERS, WRITERS, type OpContext } from "./operation";

const authority = (ctx: OpContext) => tenantAuthority(ctx.env, ctx.auth.tenantId);

export const listSamplingPolicies = defineOperation({
  name: "list_sampling_policies",
  title: "Sampling policies",
  description: "Sampling policies per server digest, with tokensUsed and requestCount.",
  roles: READERS,
  annotations: READ,
  input: z.strictObject({}),
  http: {
    method: "get",
    path: "/v1/shield/sampling-policies",
    summary: "Sampling policies per digest, with tokensUsed and requestCount",
    description: "Roles: owner, admin, auditor.",
    ok: { 200: { description: "Policies", schema: z.object({ samplingPolicies: z.array(SamplingPolicySchema) }) } },
    errors: [401, 403, 429],
  },
  async run(ctx) {
    return ok({ samplingPolicies: (await authority(ctx).listTrust(ctx.auth.tenantId)).samplingPolicies });
  },
});

export const putSamplingPolicy = defineOperation({
  name: "put_sampling_policy",
  title: "Set a digest's sampling policy",
  description: "Creates or replaces a server digest's sampling policy (enabled, tokenBudget, requiresApproval, redactionPolicy); usage carries over unless resetUsage. Needs an owner or admin key.",
  roles: WRITERS,
  annotations: PUT,
  input: SamplingPolicyInputSchema,
  upsert: true,
  http: {
    method: "post",
    path: "/v1/shield/sampling-policies",
    summary: "Set a digest's sampling policy (create or replace): digest, enabled, tokenBudget, requiresApproval, redactionPolicy, resetUsage",
    description: "Usage carries over an edit unless resetUsage is true. Roles: owner, admin.",
    body: SamplingPolicyInputSchema,
    bodyLimit: 8192,
    ok: { 200: { description: "Replaced", schema: SamplingPolicySchema }, 201: { description: "Created", schema: SamplingPolicySchema } },
    errors: [400, 401, 403, 413, 415, 429],
  },
  async run(ctx, input) {
    const r = await authority(ctx).putSamplingPolicy(ctx.auth.tenantId, input, ctx.auth.keyId);
    return r.ok ? ok({ value: r.value.policy, created: r.value.created }) : r;
  },
});

export const SAMPLING_OPERATIONS = [listSamplingPolicies, putSamplingPolicy];
