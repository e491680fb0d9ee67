// Hono answers a known path with the wrong method as "not found"; a client deserves 405 and Allow.

interface RouteEntry {
  method: string;
  path: string;
}

const patternCache = new Map<string, RegExp>();

function patternFor(path: string): RegExp {
  let re = patternCache.get(path);
  if (!re) {
    const body = path
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg === "*" ? ".*" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    re = new RegExp(`^${body}/?$`);
    patternCache.set(path, re);
  }
  return re;
}

export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const r of routes) {
    if (r.method === "ALL" || r.path.endsWith("*")) continue;
    if (patternFor(r.path).test(path)) methods.add(r.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
