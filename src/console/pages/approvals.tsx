import type { Hono } from "hono";
import type { ApprovalRequest } from "../../schemas/shield";
import { resolveApproval } from "../../operations/approvals";
import { redirectWith, refuseUnlessActor, render, runConsoleOperation, shield, type C } from "../kit";
import { Badge, Csrf, Empty, Id, Mono, ReadOnlyNote, Time, Waiting } from "../components";
import { canAct, type ConsoleEnv } from "../context";
import type { ApprovalPreview } from "../../approvals/preview";
import { withPreviews } from "../../services/approval-preview.service";

// Seed 003 §7: the reviewer sees this tool, this classification, this input (its hash: raw
// arguments are never stored), from this source, with this provenance — then answers in two clicks.

function Facts(props: { a: ApprovalRequest }) {
  const a = props.a;
  return (
    <dl class="facts">
      <div><dt>Capability</dt><dd><Mono>{a.capability_class}</Mono></dd></div>
      <div><dt>Risk tier</dt><dd><Badge value={a.risk_tier} /></dd></div>
      <div><dt>Taint label</dt><dd><Badge value={a.taint_label ?? "none"} /></dd></div>
      <div><dt>Proposer</dt><dd><Id id={a.proposer} /></dd></div>
      <div><dt>Agent key</dt><dd><Id id={a.agent_key_id} /></dd></div>
      <div><dt>Surface</dt><dd>{a.surface}{a.payload.http_method ? ` · ${a.payload.http_method} ${a.payload.http_route ?? ""}` : ""}</dd></div>
      <div><dt>Server digest</dt><dd><Id id={a.server_digest} /></dd></div>
      <div class="wide"><dt>Proposed payload (SHA-256 of the arguments)</dt><dd><Mono>{a.payload.args_hash}</Mono></dd></div>
      {a.proposal_reason && <div class="wide"><dt>Why it was proposed</dt><dd>{a.proposal_reason}</dd></div>}
      {a.decision_id && <div><dt>Decision</dt><dd><a href={`/console/decisions/${encodeURIComponent(a.decision_id)}`}><Id id={a.decision_id} /></a></dd></div>}
    </dl>
  );
}

const PLACEHOLDER = /(\[(?:SECRET|PII):[a-z0-9_]+\])/;

/** The masked arguments, with each placeholder marked, and what the scanner found where. */
function Preview(props: { p: ApprovalPreview }) {
  const p = props.p;
  const text = JSON.stringify(p.arguments, null, 2) ?? "null";
  return (
    <section class="preview" aria-label="Proposed arguments (secrets and personal data masked)">
      <h4>Proposed arguments <span class="muted">(secrets and personal data masked)</span></h4>
      <pre class="mono">{text.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? <mark class="finding">{part}</mark> : part))}</pre>
      {p.truncated && <p class="muted">Long values were cut short.</p>}
      {p.findings.length > 0 && (
        <ul class="findings">
          {p.findings.map((f) => (
            <li><mark class="finding">{f.placeholder ?? f.class}</mark> <Mono>{f.rule_id}</Mono> at <Mono>{f.path}</Mono></li>
          ))}
        </ul>
      )}
      {p.reason_codes.length > 0 && <p>Raised by: {p.reason_codes.map((r) => <Badge value={r} />)}</p>}
    </section>
  );
}

function Pending(props: { a: ApprovalRequest & { preview?: ApprovalPreview | null }; csrf: string; act: boolean }) {
  const a = props.a;
  return (
    <article class="card approval" aria-labelledby={`t-${a.id}`} data-approval={a.id}>
      <header class="row">
        <h3 id={`t-${a.id}`}><Mono>{a.tool_name}</Mono></h3>
        <span class="muted">waiting <Waiting since={a.created_at} /></span>
      </header>
      <Facts a={a} />
      {a.preview ? <Preview p={a.preview} /> : <p class="muted">No preview of the arguments (previews are off, or the request predates them).</p>}
      {props.act && (
        <form method="post" action={`/console/approvals/${encodeURIComponent(a.id)}/resolve`} class="resolve">
          <Csrf token={props.csrf} />
          <label for={`r-${a.id}`}>Reason (kept in the record)</label>
          <input id={`r-${a.id}`} name="reason" maxlength={1000} placeholder="e.g. invoice 7 checked with finance" />
          <div class="buttons">
            <button type="submit" name="decision" value="approved" class="primary">Approve</button>
            <button type="submit" name="decision" value="denied" class="danger">Deny</button>
          </div>
        </form>
      )}
    </article>
  );
}

function History(props: { items: ApprovalRequest[] }) {
  if (!props.items.length) return <Empty title="No resolved requests yet." />;
  return (
    <div class="table-wrap">
      <table>
        <thead><tr><th scope="col">Tool</th><th scope="col">State</th><th scope="col">Resolver</th><th scope="col">Reason</th><th scope="col">Raised</th><th scope="col">Resolved</th><th scope="col">Used</th></tr></thead>
        <tbody>
          {props.items.map((a) => (
            <tr>
              <td data-label="Tool"><Mono>{a.tool_name}</Mono></td>
              <td data-label="State"><Badge value={a.state} /></td>
              <td data-label="Resolver"><Id id={a.resolver} /></td>
              <td data-label="Reason">{a.resolution_reason ?? <span class="muted">none given</span>}</td>
              <td data-label="Raised"><Time iso={a.created_at} /></td>
              <td data-label="Resolved"><Time iso={a.resolved_at} /></td>
              <td data-label="Used">{a.state === "approved" ? <>not yet; token expires <Time iso={a.token_expires_at} /></> : <Time iso={a.consumed_at} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function approvalPages(ui: Hono<ConsoleEnv>) {
  ui.get("/", async (c) => {
    const { tenantId, stub } = shield(c);
    const session = c.get("session");
    const all = await stub.listApprovals(tenantId);
    const pending = await withPreviews(c.env, tenantId, all.filter((a) => a.state === "requested"));
    const resolved = all.filter((a) => a.state !== "requested").sort((a, b) => ((a.resolved_at ?? a.created_at) < (b.resolved_at ?? b.created_at) ? 1 : -1)).slice(0, 100);
    const settings = (await stub.capabilities(tenantId)).settings;
    return render(c, {
      title: "Approvals",
      section: "approvals",
      children: (
        <>
          {!canAct(session.role) && <ReadOnlyNote role={session.role} />}
          {!settings.approvalGating && (
            <p class="note warn">Approval gating is <strong>off</strong>: calls that need approval are recorded as needing it and then proceed. <a href="/console/posture">Change it</a>.</p>
          )}
          <section aria-labelledby="pending-h" data-live="approvals-pending" id="approvals-pending">
            <h2 id="pending-h">Waiting for a decision <span class="count">{pending.length}</span></h2>
            {pending.length ? (
              pending.map((a) => <Pending a={a} csrf={session.csrf} act={canAct(session.role)} />)
            ) : (
              <Empty title="Nothing is waiting for you.">
                <p>When an agent calls a tool whose manifest has <code>requires_approval</code>, the request appears here. Keep this page open: it refreshes itself.</p>
              </Empty>
            )}
          </section>
          <section aria-labelledby="hist-h">
            <h2 id="hist-h">Resolved and used</h2>
            <History items={resolved} />
          </section>
        </>
      ),
    });
  });

  ui.post("/approvals/:id/resolve", async (c: C) => {
    const refused = refuseUnlessActor(c);
    if (refused) return refused;
    const form = c.get("form");
    const decision = form.decision === "approved" || form.decision === "denied" ? form.decision : null;
    if (!decision) return redirectWith(c, "/console", { kind: "error", text: "Choose Approve or Deny." });
    const reason = (form.reason ?? "").trim().slice(0, 1000);
    const input = { approvalRequestId: c.req.param("id")!, decision, resolver: c.get("session").keyId, ...(reason ? { reason } : {}) };
    const r = await runConsoleOperation<{ request: ApprovalRequest; approvalToken?: string }>(c, resolveApproval, input, "/console", "That request no longer exists.");
    if (!r.ok) return r.response;
    if (decision === "denied") return redirectWith(c, "/console", { kind: "ok", text: `Denied ${r.data.request.tool_name}. The agent's replay will be refused.` });
    // The token exists only in this response (the DO keeps its hash): render it here, once,
    // rather than carrying it through a redirect. no-store keeps it out of the back/forward cache.
    const a = r.data.request;
    return render(c, {
      title: "Approved",
      section: "approvals",
      flash: { kind: "ok", text: `Approved ${a.tool_name}. Hand this token to the agent; it works once.` },
      children: (
        <section class="card" aria-labelledby="tok-h">
          <h2 id="tok-h">Approval token (shown once)</h2>
          <p>The agent replays the identical call with this token in <code>x-shield-approval-token</code> (HTTP) or <code>approval_token</code> (MCP). It is bound to this tool, these arguments and this agent key.</p>
          <div class="copy-row">
            <input id="approval-token" class="mono token" readonly value={r.data.approvalToken ?? ""} aria-label="Approval token" />
            <button type="button" data-copy="approval-token">Copy</button>
          </div>
          <p>Expires <Time iso={a.token_expires_at} />. <a href="/console">Back to approvals</a></p>
        </section>
      ),
    });
  });
}
