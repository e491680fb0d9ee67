import type { Hono } from "hono";
import { findDecision, listDecisions } from "../../db/shield.repo";
import { DECISION_ACTIONS, REASON_CODES, type DecisionRecord } from "../../schemas/shield";
import { render, type C } from "../kit";
import { Badge, Empty, Id, Mono, Time } from "../components";
import type { ConsoleEnv } from "../context";

// Seed 003 §12: every evaluation is a record. The list reads D1 (the DO's outbox flushes there
// within moments), the same repository GET /v1/shield/decisions uses.

const PAGE = 50;
export const WINDOWS: Record<string, [string, number | null]> = {
  "1h": ["Last hour", 1], "24h": ["Last 24 hours", 24], "7d": ["Last 7 days", 168], "30d": ["Last 30 days", 720], all: ["All time", null],
};
export const sinceOf = (w: string | undefined) => {
  const h = WINDOWS[w ?? ""]?.[1];
  return h ? new Date(Date.now() - h * 3_600_000).toISOString() : undefined;
};
const pick = <T extends string>(v: string | undefined, allowed: readonly T[]) => (v && (allowed as readonly string[]).includes(v) ? (v as T) : undefined);
const text = (v: string | undefined) => (v && v.trim() ? v.trim().slice(0, 256) : undefined);

export function DecisionRows(props: { rows: DecisionRecord[] }) {
  return (
    <div class="table-wrap">
      <table class="decisions">
        <thead><tr><th scope="col">When</th><th scope="col">Action</th><th scope="col">Tool</th><th scope="col">Reason</th><th scope="col">Mode</th><th scope="col">Agent key</th><th scope="col"><span class="sr-only">Open</span></th></tr></thead>
        <tbody>
          {props.rows.map((d) => {
            const would = d.details.would_have;
            return (
              <tr class={d.error_type ? "refused" : ""}>
                <td data-label="When"><Time iso={d.created_at} /></td>
                <td data-label="Action"><Badge value={d.action} />{would && would.action !== "allow" && <> <Badge value="observe" label={`would ${would.action === "deny" ? "deny" : "ask"}`} /></>}</td>
                <td data-label="Tool"><Mono>{d.tool_name}</Mono></td>
                <td data-label="Reason"><Mono>{would?.reason_code ?? d.reason_code}</Mono></td>
                <td data-label="Mode">{d.shield_disabled ? <Badge value="off" label="shield off" /> : d.mode}</td>
                <td data-label="Agent key"><Id id={d.agent_key_id} /></td>
                <td><a href={`/console/decisions/${encodeURIComponent(d.decision_id)}`} aria-label={`Decision ${d.decision_id}`}>details</a></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function decisionPages(ui: Hono<ConsoleEnv>) {
  ui.get("/decisions", async (c: C) => {
    const q = c.req.query();
    const f = {
      action: pick(q.action, DECISION_ACTIONS),
      tool: text(q.tool),
      reasonCode: pick(q.reason_code, REASON_CODES),
      agentKeyId: text(q.agent_key),
      window: WINDOWS[q.window ?? ""] ? q.window! : "24h",
      cursor: text(q.cursor),
    };
    const rows = await listDecisions(c.env.DB, c.get("session").tenantId, {
      action: f.action, tool: f.tool, reasonCode: f.reasonCode, agentKeyId: f.agentKeyId, since: sinceOf(f.window), cursor: f.cursor, limit: PAGE,
    });
    const next = rows.length === PAGE ? rows[rows.length - 1]!.decision_id : null;
    const keep = new URLSearchParams(Object.entries({ action: f.action, tool: f.tool, reason_code: f.reasonCode, agent_key: f.agentKeyId, window: f.window }).filter((e): e is [string, string] => !!e[1]));
    const filtered = !!(f.action || f.tool || f.reasonCode || f.agentKeyId);
    return render(c, {
      title: "Decisions",
      section: "decisions",
      children: (
        <>
          <form method="get" action="/console/decisions" class="filters" role="search" aria-label="Filter decisions">
            <label>Action<select name="action"><option value="">any</option>{DECISION_ACTIONS.map((a) => <option value={a} selected={a === f.action}>{a.replace("_", " ")}</option>)}</select></label>
            <label>Tool<input name="tool" value={f.tool ?? ""} placeholder="exact name" /></label>
            <label>Reason code<select name="reason_code"><option value="">any</option>{REASON_CODES.map((r) => <option value={r} selected={r === f.reasonCode}>{r}</option>)}</select></label>
            <label>Agent key<input name="agent_key" value={f.agentKeyId ?? ""} placeholder="key_…" /></label>
            <label>Time<select name="window">{Object.entries(WINDOWS).map(([v, [l]]) => <option value={v} selected={v === f.window}>{l}</option>)}</select></label>
            <div class="buttons"><button type="submit">Filter</button>{filtered && <a class="button" href="/console/decisions">Clear</a>}</div>
          </form>
          <p class="muted small live-note" data-live-toggle="">Newest first. This list refreshes itself every 10 seconds while the page is open.</p>
          <section id="decision-list" data-live="decision-list" aria-live="polite" aria-label="Decision records">
            {rows.length ? <DecisionRows rows={rows} /> : (
              <Empty title={filtered ? "No decision matches these filters." : "No decisions in this window yet."}>
                <p>{filtered ? "Widen the time window or clear a filter." : "Every call an agent makes through Shield (POST /v1/shield/evaluate, the MCP gateway or shieldGate) is recorded here, allowed or not. Try a longer window, or point an agent at Shield."}</p>
              </Empty>
            )}
          </section>
          {next && <p><a class="button" href={`/console/decisions?${keep}&cursor=${encodeURIComponent(next)}`}>Older →</a></p>}
        </>
      ),
    });
  });

  ui.get("/decisions/:id", async (c: C) => {
    const d = await findDecision(c.env.DB, c.get("session").tenantId, c.req.param("id")!);
    if (!d) {
      return render(c, { title: "Decision not found", section: "decisions", children: <Empty title="No such decision in this tenant."><p>Records reach this list within moments of the call. <a href="/console/decisions">Back to decisions</a></p></Empty> }, 404);
    }
    const fields: [string, unknown][] = [
      ["Decision id", <Mono>{d.decision_id}</Mono>], ["When", <Time iso={d.created_at} />], ["Action", <Badge value={d.action} />],
      ["Reason code", <Mono>{d.reason_code}</Mono>], ["Mode", d.shield_disabled ? "off (Shield disabled)" : d.mode], ["Enforced", d.details.enforced ? "yes" : "no"],
      ["Tool", <Mono>{d.tool_name}</Mono>], ["Surface", `${d.surface}${d.http_method ? ` · ${d.http_method} ${d.http_route}` : ""}`],
      ["Capability class", d.capability_class ?? "—"], ["Risk tier", <Badge value={d.risk_tier} />], ["Taint label", <Badge value={d.taint_label ?? "none"} />],
      ["Requires approval", d.requires_approval ? "yes" : "no"], ["Approval request", <Id id={d.approval_request_id} />], ["Agent key", <Id id={d.agent_key_id} />],
      ["Server digest", <Id id={d.server_digest} />], ["Publisher", <Id id={d.publisher_id} />], ["Arguments hash", <Mono>{d.args_hash}</Mono>],
      ["Refusal", d.error_type ? `${d.http_status} ${d.error_type}` : "none"], ["Hypothetical", d.hypothetical ? "yes" : "no"],
    ];
    return render(c, {
      title: `Decision: ${d.action.replace("_", " ")}`,
      section: "decisions",
      children: (
        <>
          {d.details.would_have && (
            <p class="note warn">In enforce mode this call would have been answered <strong>{d.details.would_have.http_status} {d.details.would_have.error_type}</strong> ({d.details.would_have.reason_code}).</p>
          )}
          <dl class="facts card">{fields.map(([k, v]) => <div><dt>{k}</dt><dd>{v as never}</dd></div>)}</dl>
          <h2>Details</h2>
          <pre class="json" tabindex={0}>{JSON.stringify(d.details, null, 2)}</pre>
          <p><a href="/console/decisions">← All decisions</a></p>
        </>
      ),
    });
  });
}
