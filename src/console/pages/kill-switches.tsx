// Console: the kill-switch page, its confirmation step, and the pull and lift actions (declared operations).
import type { Hono } from "hono";
import { listKeys } from "../../db/keys.repo";
import { createKillSwitch, liftKillSwitch } from "../../operations/kill-switches";
import { GLOBAL_KILL_SWITCH_TARGETS, KILL_SWITCH_TARGET_TYPES, KillSwitchCreateInputSchema, type KillSwitch, type KillSwitchTargetType, type Mode } from "../../schemas/shield";
import { consoleAction, redirectWith, refuseUnlessActor, render, shield, type C } from "../kit";
import { Badge, Csrf, Empty, Id, Mono, ReadOnlyNote, Time } from "../components";
import { canAct, type ConsoleEnv } from "../context";

// Seed 003 §9: blunt on purpose. Creating one goes through a confirmation page that states the
// effect in words, because at three in the morning the wrong target is the likely mistake.

const TARGET_LABEL: Record<KillSwitchTargetType, string> = {
  agent_key: "Agent key — every action by one agent credential",
  tool: "Tool — one named tool, for every agent in the tenant",
  server_digest: "Server digest — every call attributed to one server build",
  sampling_global: "All sampling — model sampling by third-party servers, tenant-wide",
  cross_tenant_purchase: "Cross-tenant purchases — tenant-wide",
};

const EXPIRY: Record<string, [string, number | null]> = {
  never: ["Until lifted", null],
  "15m": ["15 minutes", 15],
  "1h": ["1 hour", 60],
  "4h": ["4 hours", 240],
  "24h": ["24 hours", 1440],
  "7d": ["7 days", 10080],
};

export function effectOf(type: KillSwitchTargetType, ref: string, mode: Mode): string {
  const what = {
    agent_key: `every call by agent key ${ref} is refused`,
    tool: `every call to the tool ${ref}, by any agent in this tenant, is refused`,
    server_digest: `every call attributed to the server build ${ref} is refused`,
    sampling_global: "all model sampling requested by third-party servers is refused, tenant-wide",
    cross_tenant_purchase: "cross-tenant purchase flows are refused, tenant-wide",
  }[type];
  const base = `From the next call, ${what} (412 KillSwitchActive). Work already in flight is not recalled.`;
  if (mode === "observe") return `${base} But Shield is in observe mode: those calls are only recorded as would-be refusals and still proceed until you promote to enforce.`;
  if (mode === "off") return `${base} But Shield is off: nothing is evaluated until it is turned back on.`;
  return base;
}

function parse(form: Record<string, string>, actor: string) {
  const targetType = form.targetType as KillSwitchTargetType;
  const global = GLOBAL_KILL_SWITCH_TARGETS.includes(targetType);
  const minutes = EXPIRY[form.expiry ?? "never"]?.[1] ?? null;
  const explicitExpiry = form.expiresAt && /^\d{4}-\d\d-\d\dT/.test(form.expiresAt) ? form.expiresAt : undefined;
  const expiresAt = explicitExpiry ?? (minutes ? new Date(Date.now() + minutes * 60_000).toISOString() : undefined);
  return KillSwitchCreateInputSchema.safeParse({
    targetType,
    ...(global || !form.targetRef?.trim() ? {} : { targetRef: form.targetRef.trim() }),
    reason: (form.reason ?? "").trim(),
    actor,
    ...(expiresAt ? { expiresAt } : {}),
  });
}

export function killSwitchPages(ui: Hono<ConsoleEnv>) {
  ui.get("/kill-switches", async (c) => {
    const { tenantId, stub } = shield(c);
    const session = c.get("session");
    const all = await stub.listKillSwitches(tenantId, { includeInactive: true });
    const active = all.filter((k) => !k.lifted_at && !(k.expires_at && Date.parse(k.expires_at) <= Date.now()));
    const past = all.filter((k) => !active.includes(k)).slice(-50).reverse();
    const agentKeys = (await listKeys(c.env.DB, tenantId)).filter((k) => k.role === "agent" && !k.revoked_at);
    const act = canAct(session.role);
    return render(c, {
      title: "Kill switches",
      section: "kill-switches",
      children: (
        <>
          {!act && <ReadOnlyNote role={session.role} />}
          <section aria-labelledby="active-h">
            <h2 id="active-h">Active <span class="count">{active.length}</span></h2>
            {active.length ? (
              active.map((k) => (
                <article class="card ks" data-kill-switch={k.id}>
                  <header class="row">
                    <h3><Badge value="deny" label={k.target_type.replaceAll("_", " ")} /> <Mono>{k.target_ref}</Mono></h3>
                    <span class="muted">since <Time iso={k.created_at} />{k.expires_at ? <> · ends <Time iso={k.expires_at} /></> : " · until lifted"}</span>
                  </header>
                  <p>{k.reason} <span class="muted">— {k.actor}</span></p>
                  {act && (
                    <form method="post" action={`/console/kill-switches/${encodeURIComponent(k.id)}/lift`} class="inline-form">
                      <Csrf token={session.csrf} />
                      <label for={`lift-${k.id}`}>Reason for lifting</label>
                      <input id={`lift-${k.id}`} name="reason" required maxlength={1000} placeholder="e.g. key rotated, contained" />
                      <button type="submit">Lift</button>
                    </form>
                  )}
                </article>
              ))
            ) : (
              <Empty title="No kill switch is active.">
                <p>Everything Shield evaluates runs under the normal policies. If something is wrong and you do not yet know what, pull one below: it takes effect on the next call.</p>
              </Empty>
            )}
          </section>
          {act && (
            <section class="card" aria-labelledby="new-h">
              <h2 id="new-h">Pull a kill switch</h2>
              <form method="post" action="/console/kill-switches/confirm" class="grid-form">
                <Csrf token={session.csrf} />
                <label for="targetType">What to stop</label>
                <select id="targetType" name="targetType" required>
                  {KILL_SWITCH_TARGET_TYPES.map((t) => <option value={t}>{TARGET_LABEL[t]}</option>)}
                </select>
                <label for="targetRef">Target <span class="muted small">(key id, tool name or sha256:… digest; not needed for tenant-wide switches)</span></label>
                <input id="targetRef" name="targetRef" list="agent-keys" maxlength={256} spellcheck={false} />
                <datalist id="agent-keys">{agentKeys.map((k) => <option value={k.id}>{k.label}</option>)}</datalist>
                <label for="reason">Reason</label>
                <input id="reason" name="reason" required maxlength={1000} placeholder="e.g. exfiltration suspected on support bot" />
                <label for="expiry">Expires</label>
                <select id="expiry" name="expiry">{Object.entries(EXPIRY).map(([v, [l]]) => <option value={v}>{l}</option>)}</select>
                <div class="buttons"><button type="submit" class="danger">Review effect…</button></div>
              </form>
            </section>
          )}
          <section aria-labelledby="past-h">
            <h2 id="past-h">Lifted and expired</h2>
            {past.length ? (
              <div class="table-wrap"><table>
                <thead><tr><th scope="col">Target</th><th scope="col">Reason</th><th scope="col">Pulled</th><th scope="col">Ended</th><th scope="col">Lift reason</th></tr></thead>
                <tbody>{past.map((k) => (
                  <tr>
                    <td data-label="Target">{k.target_type} <Id id={k.target_ref} /></td>
                    <td data-label="Reason">{k.reason}</td>
                    <td data-label="Pulled"><Time iso={k.created_at} /></td>
                    <td data-label="Ended"><Time iso={k.lifted_at ?? k.expires_at} /></td>
                    <td data-label="Lift reason">{k.lift_reason ?? <span class="muted">expired</span>}</td>
                  </tr>
                ))}</tbody>
              </table></div>
            ) : <Empty title="No history yet." />}
          </section>
        </>
      ),
    });
  });

  ui.post("/kill-switches/confirm", async (c: C) => {
    const refused = refuseUnlessActor(c);
    if (refused) return refused;
    const session = c.get("session");
    const parsed = parse(c.get("form"), session.keyId);
    if (!parsed.success) return redirectWith(c, "/console/kill-switches", { kind: "error", text: parsed.error.issues.map((i) => i.message).join("; ") });
    const v = parsed.data;
    const { tenantId, stub } = shield(c);
    const mode = (await stub.capabilities(tenantId)).settings.mode;
    return render(c, {
      title: "Confirm kill switch",
      section: "kill-switches",
      children: (
        <section class="card confirm" aria-labelledby="eff-h">
          <h2 id="eff-h">Effect</h2>
          <p class="effect" data-effect="">{effectOf(v.targetType, v.targetRef, mode)}</p>
          <p>Reason: {v.reason}. {v.expiresAt ? <>Closes itself <Time iso={v.expiresAt} />.</> : "Stays until someone lifts it."}</p>
          <form method="post" action="/console/kill-switches" class="buttons">
            <Csrf token={session.csrf} />
            <input type="hidden" name="targetType" value={v.targetType} />
            <input type="hidden" name="targetRef" value={v.targetRef === "*" ? "" : v.targetRef} />
            <input type="hidden" name="reason" value={v.reason} />
            {v.expiresAt && <input type="hidden" name="expiresAt" value={v.expiresAt} />}
            <button type="submit" class="danger" autofocus>Pull the switch</button>
            <a href="/console/kill-switches" class="button">Cancel</a>
          </form>
        </section>
      ),
    });
  });

  ui.post("/kill-switches", async (c: C) => {
    const refused = refuseUnlessActor(c);
    if (refused) return refused;
    const parsed = parse(c.get("form"), c.get("session").keyId);
    if (!parsed.success) return redirectWith(c, "/console/kill-switches", { kind: "error", text: parsed.error.issues.map((i) => i.message).join("; ") });
    return consoleAction(c, createKillSwitch, parsed.data, {
      back: "/console/kill-switches",
      done: async () => `Active. ${effectOf(parsed.data.targetType, parsed.data.targetRef, (await shield(c).stub.capabilities(c.get("session").tenantId)).settings.mode)}`,
    });
  });

  ui.post("/kill-switches/:id/lift", async (c: C) => {
    const refused = refuseUnlessActor(c);
    if (refused) return refused;
    const reason = (c.get("form").reason ?? "").trim();
    if (!reason) return redirectWith(c, "/console/kill-switches", { kind: "error", text: "Say why you are lifting it; the reason is part of the record." });
    return consoleAction(c, liftKillSwitch, { killSwitchId: c.req.param("id")!, reason: reason.slice(0, 1000), actor: c.get("session").keyId }, {
      back: "/console/kill-switches",
      notFound: "That kill switch no longer exists.",
      done: (k: KillSwitch) => `Lifted the ${k.target_type.replaceAll("_", " ")} switch on ${k.target_ref}. Matching calls are evaluated normally from the next call.`,
    });
  });
}
