// The gateway's connection to an upstream MCP server. Outbound rules (docs/ARCHITECTURE.md, docs/MCP.md): only URLs that
// pass our own SSRF check, no redirects followed, a time cap and a size cap, and never the
// client's credentials — the upstream sees the gateway, not the agent's API key.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { checkOutboundUrl } from "../../egress/url-policy";

export const UPSTREAM_TIMEOUT_MS = 15_000;
export const UPSTREAM_MAX_BYTES = 4 * 1024 * 1024;

export class UpstreamError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UpstreamError";
  }
}

function capped(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, ctrl) {
        seen += chunk.byteLength;
        if (seen > limit) ctrl.error(new UpstreamError("upstream response too large"));
        else ctrl.enqueue(chunk);
      },
    }),
  );
}

export function guardedFetch(allowLoopbackHttp: boolean): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const verdict = checkOutboundUrl(url, { allowLoopbackHttp });
    if (!verdict.ok) throw new UpstreamError(`upstream URL refused: ${verdict.reason}`);
    const headers = new Headers(init?.headers);
    headers.delete("authorization");
    headers.delete("cookie");
    const res = await fetch(url, { ...init, headers, redirect: "manual", signal: init?.signal ?? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (res.status >= 300 && res.status < 400) throw new UpstreamError("upstream answered with a redirect, which is not followed");
    if (!res.body) return res;
    return new Response(capped(res.body, UPSTREAM_MAX_BYTES), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

export async function connectUpstream(endpoint: string, allowLoopbackHttp: boolean, version: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), { fetch: guardedFetch(allowLoopbackHttp) });
  const client = new Client({ name: "agent-shield-gateway", version }, { capabilities: {} });
  await client.connect(transport, { timeout: UPSTREAM_TIMEOUT_MS });
  return client;
}
