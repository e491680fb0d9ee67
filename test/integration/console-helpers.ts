import { exports } from "cloudflare:workers";

// A tiny browser stand-in for the console's server-rendered pages: a cookie jar, form posts, and
// the CSRF token read back out of the page the way a form would carry it.

export class ConsoleClient {
  jar = new Map<string, string>();

  async request(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const res = await exports.default.fetch(new Request(`https://shield.test${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" }));
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.jar.delete(name!.trim());
      else this.jar.set(name!.trim(), value);
    }
    return res;
  }

  async get(path: string): Promise<{ res: Response; html: string }> {
    const res = await this.request(path);
    return { res, html: await res.text() };
  }

  /** Posts a form with this session's CSRF token (read from the given page unless supplied). */
  async post(path: string, form: Record<string, string>, opts: { csrfFrom?: string; csrf?: string; headers?: Record<string, string> } = {}) {
    const csrf = opts.csrf ?? csrfIn((await this.get(opts.csrfFrom ?? "/console/receipts")).html);
    const res = await this.request(path, { form: { _csrf: csrf, ...form }, ...(opts.headers ? { headers: opts.headers } : {}) });
    return { res, html: await res.text() };
  }

  async signIn(key: string): Promise<Response> {
    const page = await this.get("/console/login");
    const token = /name="_login" value="([^"]+)"/.exec(page.html)?.[1] ?? "";
    return this.request("/console/login", { form: { _login: token, key } });
  }
}

export const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

export async function signedIn(key: string): Promise<ConsoleClient> {
  const c = new ConsoleClient();
  const res = await c.signIn(key);
  if (res.status !== 303 || res.headers.get("location") !== "/console") throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return c;
}

/** Undoes HTML escaping enough to compare rendered text with plain strings. */
export const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/\s+/g, " ");
