// Upstream responses are untrusted content on their way into the agent (seed 004 "Response
// scanner"): everything textual in a tools/call result or a resources/read result is scanned as
// tool output before it reaches the client.

function textOf(node: unknown, out: string[], depth = 0): string[] {
  if (depth > 12 || node === null || node === undefined) return out;
  if (typeof node === "string") out.push(node);
  else if (Array.isArray(node)) for (const n of node) textOf(n, out, depth + 1);
  else if (typeof node === "object") {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      // Binary payloads are not text the model reads as instructions; skip them. Nor is a resource's
      // `uri`: it names what was read (`file:///README.md`), and read as text its scheme is an SSRF
      // lure's, which flagged every file resource and withheld any that also held a credential.
      if (k === "blob" || k === "data" || k === "type" || k === "mimeType" || k === "uri") continue;
      textOf(v, out, depth + 1);
    }
  }
  return out;
}

/** The text an agent's model would read from a tools/call or resources/read result. */
export function responseText(result: { content?: unknown; structuredContent?: unknown; contents?: unknown }): string {
  const parts: string[] = [];
  textOf(result.content, parts);
  textOf(result.structuredContent, parts);
  textOf(result.contents, parts);
  return parts.join("\n");
}
