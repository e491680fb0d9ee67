// Console: the trust registry page and the revoke-digest action (a declared operation).
import type { Hono } from "hono";
import { revokeDigest } from "../../operations/trust";
import type { TrustedDigest } from "../../schemas/shield";
import { consoleAction, refuseUnlessActor, render, shield, type C } from "../kit";
import { Badge, Csrf, Empty, Id, Mono, ReadOnlyNote, Time } from "../components";
import { canAct, type ConsoleEnv } from "../context";

// Seed 003 §6: who publishes, which exact builds are pinned, and which servers run them.
// Revoked digests sort first and are drawn in alarm colours: they are what an operator checks.

export function trustPages(ui: Hono<ConsoleEnv>) {
  ui.get("/trust", async (c: C) => {
    const session = c.get("session");
    const { tenantId, stub } = shield(c);
    const { publishers, digests, servers } = await stub.listTrust(tenantId);
    const pubName = new Map(publishers.map((p) => [p.id, p.display_name]));
    const rank = { revoked: 0, quarantined: 1, active: 2 } as const;
    const sortedDigests = [...digests].sort((a, b) => rank[a.status] - rank[b.status] || a.server_name.localeCompare(b.server_name));
    const act = canAct(session.role);
    return render(c, {
      title: "Trust registry",
      section: "trust",
      children: (
        <>
          {!act && <ReadOnlyNote role={session.role} />}
          <section aria-labelledby="dig-h">
            <h2 id="dig-h">Pinned digests <span class="count">{digests.length}</span></h2>
            {sortedDigests.length ? (
              sortedDigests.map((d) => (
                <article class={`card digest ${d.status}`} data-digest={d.digest} data-status={d.status}>
                  <header class="row">
                    <h3>{d.server_name} <Badge value={d.status} /></h3>
                    <span class="muted">{pubName.get(d.publisher_id) ?? d.publisher_id} · <Badge value={d.risk_tier} /></span>
                  </header>
                  <p><Mono>{d.digest}</Mono></p>
                  <p class="muted small">Capabilities: {d.capabilities.length ? d.capabilities.join(", ") : "none"} · sampling {d.sampling_allowed ? "allowed" : "not allowed"} · pinned <Time iso={d.created_at} /></p>
                  {d.status === "revoked" ? (
                    <p class="revoked-note" role="note"><strong>Revoked</strong> <Time iso={d.revoked_at} /> by <Id id={d.revoked_by} />: {d.revocation_reason}. Every call attributed to this build is refused (451 TrustRevoked).</p>
                  ) : act && (
                    <form method="post" action="/console/trust/revoke" class="inline-form">
                      <Csrf token={session.csrf} />
                      <input type="hidden" name="digest" value={d.digest} />
                      <label for={`rv-${d.digest}`}>Reason to revoke</label>
                      <input id={`rv-${d.digest}`} name="reason" required maxlength={1000} placeholder="e.g. compromised build reported by publisher" />
                      <button type="submit" class="danger">Revoke digest</button>
                    </form>
                  )}
                </article>
              ))
            ) : (
              <Empty title="No digests are pinned.">
                <p>Register publishers, then pin the exact server builds you accept with <code>POST /v1/shield/trust/digests</code>. Publisher trust alone accepts whatever that publisher ships next.</p>
              </Empty>
            )}
          </section>
          <section aria-labelledby="pub-h">
            <h2 id="pub-h">Publishers <span class="count">{publishers.length}</span></h2>
            {publishers.length ? (
              <div class="table-wrap"><table>
                <thead><tr><th scope="col">Name</th><th scope="col">Status</th><th scope="col">Trust</th><th scope="col">Identity</th><th scope="col">Updated</th></tr></thead>
                <tbody>{publishers.map((p) => (
                  <tr class={p.status === "revoked" ? "revoked" : ""}>
                    <td data-label="Name">{p.display_name} <Id id={p.id} /></td>
                    <td data-label="Status"><Badge value={p.status} /></td>
                    <td data-label="Trust">{p.trust_level}</td>
                    <td data-label="Identity">{p.identity_type}: <Mono>{p.identity_ref}</Mono></td>
                    <td data-label="Updated"><Time iso={p.updated_at} /></td>
                  </tr>
                ))}</tbody>
              </table></div>
            ) : <Empty title="No publishers registered."><p>Start with <code>POST /v1/shield/trust/publishers</code> (see docs/OPERATING.md).</p></Empty>}
          </section>
          <section aria-labelledby="srv-h">
            <h2 id="srv-h">Managed servers <span class="count">{servers.length}</span></h2>
            {servers.length ? (
              <div class="table-wrap"><table>
                <thead><tr><th scope="col">Server</th><th scope="col">Status</th><th scope="col">Endpoint</th><th scope="col">Digest</th><th scope="col">Changed</th></tr></thead>
                <tbody>{servers.map((s) => (
                  <tr>
                    <td data-label="Server">{s.name}</td>
                    <td data-label="Status"><Badge value={s.status} /></td>
                    <td data-label="Endpoint"><Mono>{s.endpoint_url}</Mono></td>
                    <td data-label="Digest"><Id id={s.digest} /></td>
                    <td data-label="Changed"><Time iso={s.updated_at} /></td>
                  </tr>
                ))}</tbody>
              </table></div>
            ) : <Empty title="No managed servers."><p>Register one with <code>POST /v1/shield/servers</code> to put it behind the MCP gateway.</p></Empty>}
          </section>
        </>
      ),
    });
  });

  ui.post("/trust/revoke", async (c: C) => {
    const refused = refuseUnlessActor(c);
    if (refused) return refused;
    const form = c.get("form");
    return consoleAction(c, revokeDigest, { digest: form.digest ?? "", reason: (form.reason ?? "").trim(), revokedBy: c.get("session").keyId }, {
      back: "/console/trust",
      notFound: "That digest is not pinned.",
      done: (d: TrustedDigest) => `Revoked ${d.server_name}. Calls attributed to this build are refused from the next call.`,
    });
  });
}
