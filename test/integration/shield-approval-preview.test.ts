// Approvals a human can judge (control-plane seed §7): each open request carries a redacted preview
// of the proposed call — secrets and PII replaced by typed placeholders — sealed at rest per tenant,
// deleted once decided, shown in the API and the console, and never the secret itself.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { buildPreview } from "../../src/approvals/preview";
import { openPreview, sealPreview } from "../../src/services/approval-preview.service";
import { signedIn } from "./console-helpers";
import { call, expectError, json, seedTenant, type Keys } from "./helpers";
import { declare, evaluate, flush, manifest, setSettings } from "./shield-helpers";

// Built at run time so no scanner of this repository flags the test file itself.
const AWS_KEY = ["AKIA", "Q3EGRIYM", "2ZJ5KX7P"].join("");
const EMAIL = "carol.payee@example.org";
const ARGS = { to: "acct-9", amount: 500, memo: `pay ${EMAIL} with key ${AWS_KEY} today` };

let t: Keys;
beforeEach(async () => {
  t = await seedTenant();
  await setSettings(t, { mode: "enforce", approvalGating: true });
  await declare(t, manifest("transfer_funds", { capability_class: "ECONOMY_MUTATE", risk_tier: "high", requires_approval: true }));
});

async function raise(args: unknown = ARGS): Promise<string> {
  const err = await expectError(await evaluate(t, { toolName: "transfer_funds", arguments: args, taintLabel: "USER_CONFIRMED" }), 409, "ApprovalRequired");
  return err.approvalRequestId as string;
}

/** Every row the tenant's authority stores, as text. */
async function doStorageText(): Promise<string> {
  let dump = "";
  await runInDurableObject(env.TENANT_SHIELD.getByName(t.tenantId), (_i: unknown, state: DurableObjectState) => {
    for (const table of ["records", "approvals_done", "approval_previews", "outbox", "quarantine"]) {
      dump += JSON.stringify(state.storage.sql.exec(`SELECT * FROM ${table}`).toArray());
    }
  });
  return dump;
}

async function d1Text(): Promise<string> {
  let dump = "";
  const tables = (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all<{ name: string }>()).results;
  for (const { name } of tables) dump += JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results);
  return dump;
}

const previewCount = async () => {
  let n = -1;
  await runInDurableObject(env.TENANT_SHIELD.getByName(t.tenantId), (_i: unknown, state: DurableObjectState) => {
    n = Number(state.storage.sql.exec(`SELECT COUNT(*) AS n FROM approval_previews`).one().n);
  });
  return n;
};

describe("approval previews", () => {
  it("the API shows masked arguments, the findings and who proposed; the secret is nowhere in the answer or at rest", async () => {
    const id = await raise();
    const got = await call(`/v1/shield/approvals/${id}`, { key: t.auditor });
    const raw = await got.clone().text();
    const p = (await json(got)).data.preview;
    expect(p.tool_name).toBe("transfer_funds");
    expect(p.agent_key_id).toBe(t.ids.agent);
    expect(p.taint_label).toBe("USER_CONFIRMED");
    expect(p.reason_codes).toContain("approval_required");
    expect(p.arguments.to).toBe("acct-9");
    expect(p.arguments.amount).toBe(500);
    expect(p.arguments.memo).toMatch(/^pay \[PII:email\] with key \[SECRET:aws_access_key[a-z_]*\] today$/);
    expect(p.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "memo", class: "pii", rule_id: "pii.email", placeholder: "[PII:email]" }),
        expect.objectContaining({ path: "memo", class: "secrets", placeholder: expect.stringMatching(/^\[SECRET:aws_access_key/) }),
      ]),
    );
    const list = (await json(await call("/v1/shield/approvals?state=requested", { key: t.auditor }))).data.approvals;
    expect(list[0].preview.arguments.memo).toBe(p.arguments.memo);
    for (const text of [raw, JSON.stringify(list)]) {
      expect(text).not.toContain(AWS_KEY);
      expect(text).not.toContain(EMAIL);
    }
    await flush(t);
    const atRest = (await doStorageText()) + (await d1Text());
    expect(atRest).not.toContain(AWS_KEY);
    expect(atRest).not.toContain(EMAIL);
    expect(atRest).not.toContain("[SECRET:"); // the preview itself is sealed, not stored readable
    expect(await previewCount()).toBe(1);
  });

  it("the console shows the preview beside Approve / Deny with findings highlighted, never the secret", async () => {
    await raise();
    const ui = await signedIn(t.admin);
    const { res, html } = await ui.get("/console");
    expect(res.status).toBe(200);
    expect(html).toContain('<mark class="finding">[PII:email]</mark>');
    expect(html).toMatch(/<mark class="finding">\[SECRET:aws_access_key[a-z_]*\]<\/mark>/);
    expect(html).toContain('value="approved"');
    expect(html).not.toContain(AWS_KEY);
    expect(html).not.toContain(EMAIL);
  });

  it("deleted once decided; a switched-off tenant stores none and drops those it had", async () => {
    const id = await raise();
    expect(await previewCount()).toBe(1);
    await call(`/v1/shield/approvals/${id}/resolve`, { key: t.admin, body: { decision: "denied" } });
    expect(await previewCount()).toBe(0);
    expect((await json(await call(`/v1/shield/approvals/${id}`, { key: t.auditor }))).data.preview).toBeNull();

    const second = await raise({ ...ARGS, amount: 7 });
    expect(await previewCount()).toBe(1);
    await setSettings(t, { approvalPreviews: false });
    expect(await previewCount()).toBe(0);
    expect((await json(await call(`/v1/shield/approvals/${second}`, { key: t.auditor }))).data.preview).toBeNull();
    await raise({ ...ARGS, amount: 8 });
    expect(await previewCount()).toBe(0);
    const caps = (await json(await call("/v1/shield/capabilities", { key: t.auditor }))).data;
    expect(JSON.stringify(caps)).toContain('"approvalPreviews":false');
  });

  it("a proposal ahead of the call gets a preview too", async () => {
    const proposed = (await json(await call("/v1/shield/approvals/propose", { key: t.agent, body: { toolName: "transfer_funds", arguments: ARGS } }))).data;
    const p = (await json(await call(`/v1/shield/approvals/${proposed.id}`, { key: t.auditor }))).data.preview;
    expect(p.arguments.memo).toContain("[PII:email]");
    expect(JSON.stringify(p)).not.toContain(AWS_KEY);
  });

  it("sealed per tenant and per request: another tenant's key or another request id cannot open it", async () => {
    const preview = buildPreview({ toolName: "t", serverDigest: null, agentKeyId: "k", taintLabel: null, reasonCodes: [], arguments: { a: 1 } });
    const sealed = await sealPreview("secret-1", "ten_a", "apr_1", preview);
    expect(await openPreview("secret-1", "ten_a", "apr_1", sealed)).toEqual(preview);
    expect(await openPreview("secret-1", "ten_b", "apr_1", sealed)).toBeNull();
    expect(await openPreview("secret-1", "ten_a", "apr_2", sealed)).toBeNull();
    expect(await openPreview("secret-2", "ten_a", "apr_1", sealed)).toBeNull();
  });
});
