// Console: the posture page (mode, approval gating, observe-mode evidence) and the settings action (a declared operation).
import type { Hono } from "hono";
import { listDecisions } from "../../db/shield.repo";
import { updateSettings } from "../../operations/config";
import { MODES, type Mode, type ShieldSettings } from "../../schemas/shield";
import { consoleAction, redirectWith, refuseUnlessActor, render, shield, type C } from "../kit";
import { Badge, Csrf, Empty, Mono, ReadOnlyNote, Time } from "../components";
import { canAct, type ConsoleEnv } from "../context";
import { sinceOf, WINDOWS } from "./decisions";

// Seed 003 §3 and §14: run in observe, read what would have been blocked, fix the policies that
// would have refused good calls, then promote — and check the approval switch separately.

/** Enough history for a representative window without an unbounded scan of D1. */
const EVIDENCE_LIMIT = 1000;

const MODE_TEXT: Record<Mode, string> = {
  off: "Off: every call is allowed and recorded with a 'Shield disabled' marker.",
  observe: "Observe: decisions are computed and recorded, nothing is refused.",
  enforce: "Enforce: refusals are acted on.",
};

interface Group { tool: string; reason: string; action: string; count: number; last: string }

export function posturePages(ui: Hono<ConsoleEnv>) {
  ui.get("/posture", async (c: C) => {
    const session = c.get("session");
    const { tenantId, stub } = shield(c);
    const settings = (await stub.capabilities(tenantId)).settings;
    const window = WINDOWS[c.req.query("window") ?? ""] ? c.req.query("window")! : "7d";
    const rows = await listDecisions(c.env.DB, tenantId, { since: sinceOf(window), limit: EVIDENCE_LIMIT });
    const groups = new Map<string, Group>();
    let observed = 0;
    for (const d of rows) {
      if (d.mode !== "observe" || d.hypothetical) continue;
      observed++;
      const w = d.details.would_have;
      if (!w || w.action === "allow") continue;
      const k = `${d.tool_name}\u0000${w.reason_code}`;
      const g = groups.get(k) ?? { tool: d.tool_name, reason: w.reason_code, action: w.action, count: 0, last: d.created_at };
      g.count++;
      if (d.created_at > g.last) g.last = d.created_at;
      groups.set(k, g);
    }
    const sorted = [...groups.values()].sort((a, b) => b.count - a.count || a.tool.localeCompare(b.tool));
    const blocked = sorted.reduce((n, g) => n + g.count, 0);
    const act = canAct(session.role);
    return render(c, {
      title: "Mode and promotion",
      section: "posture",
      children: (
        <>
          {!act && <ReadOnlyNote role={session.role} />}
          <section class="card switches" aria-labelledby="sw-h">
            <h2 id="sw-h">Switches</h2>
            <p>Mode: <Badge value={settings.mode} /> — {MODE_TEXT[settings.mode]}</p>
            <p>Approval gating: <Badge value={settings.approvalGating ? "active" : "off"} label={settings.approvalGating ? "on" : "off"} /> —{" "}
              {settings.approvalGating ? "calls that need a human are stopped until one approves." : "calls that need a human are recorded as needing one, then proceed."} It is a separate switch from the mode.</p>
            {act && (
              <form method="post" action="/console/posture" class="grid-form">
                <Csrf token={session.csrf} />
                <fieldset>
                  <legend>Mode</legend>
                  {MODES.map((m) => (
                    <label class="radio"><input type="radio" name="mode" value={m} checked={settings.mode === m} /> {m}</label>
                  ))}
                </fieldset>
                <fieldset>
                  <legend>Approval gating</legend>
                  <label class="radio"><input type="checkbox" name="approvalGating" value="on" checked={settings.approvalGating} /> stop calls that need approval</label>
                </fieldset>
                {settings.mode === "observe" && <p class="note">Promoting now would turn the {blocked} would-be refusals below into real ones.</p>}
                <div class="buttons"><button type="submit" class="primary">Save switches</button></div>
              </form>
            )}
          </section>
          <section aria-labelledby="wb-h">
            <h2 id="wb-h">Would have been blocked</h2>
            <form method="get" action="/console/posture" class="filters">
              <label>Window<select name="window">{Object.entries(WINDOWS).map(([v, [l]]) => <option value={v} selected={v === window}>{l}</option>)}</select></label>
              <div class="buttons"><button type="submit">Show</button></div>
            </form>
            <p class="muted small">
              From {observed} observe-mode decisions in this window{rows.length === EVIDENCE_LIMIT ? ` (the newest ${EVIDENCE_LIMIT} decisions were read)` : ""}. Each row is either a policy bug or a genuine finding: resolve it before promoting.
            </p>
            {sorted.length ? (
              <div class="table-wrap"><table>
                <thead><tr><th scope="col">Tool</th><th scope="col">Reason</th><th scope="col">Would</th><th scope="col">Calls</th><th scope="col">Last</th><th scope="col"><span class="sr-only">Open</span></th></tr></thead>
                <tbody>{sorted.map((g) => (
                  <tr>
                    <td data-label="Tool"><Mono>{g.tool}</Mono></td>
                    <td data-label="Reason"><Mono>{g.reason}</Mono></td>
                    <td data-label="Would"><Badge value={g.action} label={g.action === "deny" ? "deny" : "ask a human"} /></td>
                    <td data-label="Calls" class="num">{g.count}</td>
                    <td data-label="Last"><Time iso={g.last} /></td>
                    <td><a href={`/console/decisions?tool=${encodeURIComponent(g.tool)}&window=${window}`}>records</a></td>
                  </tr>
                ))}</tbody>
              </table></div>
            ) : (
              <Empty title={settings.mode === "observe" ? "Nothing would have been blocked in this window." : `Shield is in ${settings.mode} mode.`}>
                <p>{settings.mode === "observe"
                  ? "Either the policies fit the traffic or there has not been much traffic yet. A representative window (a week containing your month-end job) is worth more than a quiet hour."
                  : "This view collects observe-mode evidence. Refusals in enforce mode are in the decisions list."}</p>
              </Empty>
            )}
          </section>
        </>
      ),
    });
  });

  ui.post("/posture", async (c: C) => {
    const refused = refuseUnlessActor(c);
    if (refused) return refused;
    const form = c.get("form");
    const mode = (MODES as readonly string[]).includes(form.mode ?? "") ? (form.mode as Mode) : null;
    if (!mode) return redirectWith(c, "/console/posture", { kind: "error", text: "Choose a mode." });
    return consoleAction(c, updateSettings, { mode, approvalGating: form.approvalGating === "on" }, {
      back: "/console/posture",
      done: (s: ShieldSettings) => `Saved from the next call: mode ${s.mode}, approval gating ${s.approvalGating ? "on" : "off"}.`,
    });
  });
}
