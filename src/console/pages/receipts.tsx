import type { Hono } from "hono";
import { findReceipt } from "../../db/receipts.repo";
import { keyRingFor } from "../../receipts/key-ring";
import { verifyReceipt, type VerifyResult } from "../../receipts/receipt";
import { ReceiptSchema } from "../../schemas/scan";
import { sha256Hex } from "../../util/hash";
import { render, type C } from "../kit";
import { Badge, Csrf, Empty, Mono, Time } from "../components";
import type { ConsoleEnv } from "../context";
import { logViewFor, type LogView } from "../../services/tlog.service";

// The same check as POST /v2/receipts/verify: signature against the Worker's key ring (active and
// retired keys), the visible fields against the signed claims, optionally the content's hash.

export interface Checked { result: VerifyResult; receipt: { scan_id: string; content_hash: string; timestamp: string }; activeKid: string; contentChecked: boolean }

export function ReceiptResult(props: { checked: Checked }) {
  const { result, receipt, activeKid, contentChecked } = props.checked;
  const kid = result.kid;
  return (
    <section class={`card result ${result.valid ? "ok" : "bad"}`} aria-labelledby="res-h" data-verified={result.valid ? "true" : "false"}>
      <h2 id="res-h">{result.valid ? "✓ Verifies" : "✗ Does not verify"}</h2>
      {!result.valid && <p class="reason">{result.reason}</p>}
      <dl class="facts">
        <div><dt>Scan id</dt><dd><Mono>{receipt.scan_id}</Mono></dd></div>
        <div class="wide"><dt>Content hash (SHA-256)</dt><dd><Mono>{receipt.content_hash}</Mono>{contentChecked && result.valid && " — matches the content you pasted"}</dd></div>
        <div><dt>Signed by key</dt><dd>{kid ? <><Mono>{kid}</Mono> {kid === activeKid ? <Badge value="active" label="active key" /> : <Badge value="expired" label="retired key" />}</> : <span class="muted">unknown</span>}</dd></div>
        <div><dt>Timestamp</dt><dd><Time iso={receipt.timestamp} /></dd></div>
        {result.valid && <div><dt>Verdict</dt><dd><Badge value={result.claims.verdict} /></dd></div>}
        {result.valid && <div><dt>Tenant</dt><dd><Mono>{result.claims.tenant}</Mono></dd></div>}
        {result.valid && <div><dt>Engine</dt><dd>{result.claims.engine.id} {result.claims.engine.version}</dd></div>}
      </dl>
      <p class="muted small">Public keys: <a href="/.well-known/jwks.json">/.well-known/jwks.json</a> — anyone can check a receipt offline (docs/API.md).</p>
    </section>
  );
}

/** Transparency log (docs/TRANSPARENCY.md): where the receipt is in the tenant's log, and the latest signed checkpoint. */
export function LogPanel(props: { view: LogView }) {
  const { view } = props;
  const inc = view.inclusion;
  return (
    <section class="card" aria-labelledby="log-h" data-log-inclusion={inc?.state ?? "none"}>
      <h2 id="log-h">Transparency log</h2>
      {inc?.state === "included" && (
        <p data-log-verified={inc.verified ? "true" : "false"}>
          {inc.verified ? "✓" : "✗"} Leaf <Mono>{String(inc.leaf_index)}</Mono> of a tree of <Mono>{String(inc.tree_size)}</Mono>
          {inc.verified ? " — the inclusion proof leads to the signed checkpoint below." : ` — the proof does not verify: ${inc.reason ?? ""}`}
        </p>
      )}
      {inc?.state === "pending" && <p>Handed off, not yet in a published checkpoint (normally within 2 seconds). Reload to check again.</p>}
      {inc?.state === "unknown" && <p class="muted">This receipt is not in the log (issued before logging was switched on, or by another tenant).</p>}
      {view.checkpoint ? <pre class="mono small" aria-label="latest checkpoint">{view.checkpoint}</pre> : <p class="muted">No checkpoint published yet.</p>}
      <p class="muted small">Log <Mono>{view.logId}</Mono>: public at <a href={`/v2/log/${view.logId}/checkpoint`}>/v2/log/{view.logId}/checkpoint</a>; verify offline with <code>agent-shield receipt verify</code>.</p>
    </section>
  );
}

export async function checkReceipt(env: Env, receipt: { scan_id: string; content_hash: string; timestamp: string; signature: string }, content?: string): Promise<Checked> {
  const ring = await keyRingFor(env);
  const contentHash = content === undefined ? undefined : await sha256Hex(content);
  const result = await verifyReceipt(receipt, ring.jwks, contentHash === undefined ? {} : { contentHash });
  return { result, receipt, activeKid: ring.active.kid, contentChecked: contentHash !== undefined };
}

function Form(props: { csrf: string; input?: string }) {
  return (
    <form method="post" action="/console/receipts" class="stack card">
      <Csrf token={props.csrf} />
      <label for="receipt">A receipt (the JSON object from a scan response) or a scan id</label>
      <textarea id="receipt" name="receipt" rows={6} required spellcheck={false} class="mono" placeholder='{"scan_id":"scan_…","content_hash":"…","timestamp":"…","signature":"eyJ…"}   or   scan_01J…'>{props.input ?? ""}</textarea>
      <label for="content">Content (optional: also check that the receipt is for exactly this text)</label>
      <textarea id="content" name="content" rows={3} spellcheck={false}></textarea>
      <div class="buttons"><button type="submit" class="primary">Verify</button></div>
    </form>
  );
}

export function receiptPages(ui: Hono<ConsoleEnv>) {
  ui.get("/receipts", async (c: C) => {
    const logView = await logViewFor(c.env, c.get("session").tenantId).catch(() => null);
    return render(c, {
      title: "Verify a receipt",
      section: "receipts",
      children: (
        <>
          <Form csrf={c.get("session").csrf} />
          {logView && <LogPanel view={logView} />}
          <Empty title="Paste a receipt to check it.">
            <p>Every scan returns a signed receipt. Paste one (or just its scan id, for receipts of this tenant) to see whether the signature holds, which key signed it and which content hash it covers. No receipt at hand? Run one in the <a href="/console/playground">playground</a>.</p>
          </Empty>
        </>
      ),
    });
  });

  ui.post("/receipts", async (c: C) => {
    const form = c.get("form");
    const input = (form.receipt ?? "").trim();
    const content = form.content ? form.content : undefined;
    const session = c.get("session");
    let checked: Checked | null = null;
    let problem: string | null = null;
    if (/^scan_[0-9A-Za-z]{10,64}$/.test(input)) {
      const r = await findReceipt(c.env.DB, session.tenantId, input);
      if (r) checked = await checkReceipt(c.env, { scan_id: r.scan_id, content_hash: r.content_hash, timestamp: r.timestamp, signature: r.signature }, content);
      else problem = "No receipt with that scan id in this tenant. Paste the whole receipt to verify one from elsewhere.";
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(input);
      } catch {
        problem = "That is neither a scan id nor JSON. Paste the receipt object from a scan response.";
      }
      if (!problem) {
        // Accept the receipt itself or a whole scan response that contains one.
        const candidate = (parsed as { receipt?: unknown })?.receipt ?? parsed;
        const r = ReceiptSchema.safeParse(candidate);
        if (r.success) checked = await checkReceipt(c.env, r.data, content);
        else problem = `Not a receipt: ${r.error.issues.map((i) => `${i.path.join(".") || "receipt"}: ${i.message}`).join("; ")}`;
      }
    }
    // Only this tenant's receipts have a place in this tenant's log.
    const signed = checked?.result.valid && checked.result.claims.tenant === session.tenantId ? (checked.receipt as { scan_id: string; signature?: string }) : null;
    const logView = signed?.signature ? await logViewFor(c.env, session.tenantId, { scan_id: signed.scan_id, signature: signed.signature }).catch(() => null) : null;
    return render(c, {
      title: "Verify a receipt",
      section: "receipts",
      flash: problem ? { kind: "error", text: problem } : null,
      children: (
        <>
          {checked && <ReceiptResult checked={checked} />}
          {logView && <LogPanel view={logView} />}
          <Form csrf={session.csrf} input={input} />
        </>
      ),
    }, problem ? 400 : 200);
  });
}
