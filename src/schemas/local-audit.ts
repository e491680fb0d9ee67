// Wire shape of local audit entries forwarded by the CLI (hooks and mcp-proxy in --local mode).
import { z } from "zod";

const HEX64 = z.string().regex(/^[0-9a-f]{64}$/);
export const AuditEntrySchema = z.strictObject({
  seq: z.number().int().min(1),
  ts: z.iso.datetime(),
  prev: HEX64,
  hash: HEX64,
  sig: z.string().min(1).max(200),
  kind: z.enum(["hook", "proxy"]),
  agent: z.string().max(64).optional(),
  server_id: z.string().max(128).optional(),
  event: z.string().min(1).max(64),
  tool: z.string().max(256).optional(),
  decision: z.string().min(1).max(64),
  action: z.enum(["proceed", "proceed_with_flag", "block"]),
  verdict: z.enum(["clean", "suspicious", "malicious"]).optional(),
  rules: z.array(z.string().max(128)).max(20),
  content_sha256: HEX64.optional(),
});

export const AuditForwardInputSchema = z.strictObject({
  public_key: z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
  entries: z.array(AuditEntrySchema).min(1).max(100),
});

export type AuditForwardInput = z.infer<typeof AuditForwardInputSchema>;
