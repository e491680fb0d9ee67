// DNS-rebinding protection for the MCP endpoints: a browser tricked into talking to us under an
// attacker's hostname sends that hostname as Host (and its page's Origin). Only listed hosts pass.
// The SDK's own check compares Host including the port; ours compares hostnames, so a dev server
// on any port is covered by "localhost".

export function allowedHostnames(env: Env): string[] | "*" {
  const raw = (env.MCP_ALLOWED_HOSTS ?? "").trim();
  if (raw === "*") return "*";
  return raw
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** Returns the offending header's description, or null when the request may proceed. */
export function rejectForeignHost(req: Request, env: Env): string | null {
  const allowed = allowedHostnames(env);
  if (allowed === "*") return null;
  const host = req.headers.get("host") ?? new URL(req.url).host;
  if (!allowed.includes(hostnameOf(host))) return "Invalid Host header";
  const origin = req.headers.get("origin");
  if (origin !== null) {
    let originHost = "";
    try {
      originHost = new URL(origin).hostname.toLowerCase();
    } catch {
      /* unparseable origin: rejected below */
    }
    if (!allowed.includes(originHost)) return "Invalid Origin header";
  }
  return null;
}
