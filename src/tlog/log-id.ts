// The public id of a tenant's log: derived from the tenant id by a one-way hash, so it names the log without revealing the tenant.
import { sha256Bytes } from "../scan/sha256";
import { toHex, utf8 } from "./encoding";

export const LOG_ID_PATTERN = /^lg_[0-9a-f]{32}$/;

/** `lg_` + 128 bits of SHA-256 over a domain-separated tenant id. Stable forever for a tenant. */
export function logIdFor(tenantId: string): string {
  return `lg_${toHex(sha256Bytes(utf8(`agent-shield-edge/tlog/v1\n${tenantId}`)).slice(0, 16))}`;
}

/** The checkpoint origin (and signed-note key name): `<prefix>/v2/log/<logId>`. */
export function logOrigin(prefix: string, logId: string): string {
  return `${prefix.replace(/\/+$/, "")}/v2/log/${logId}`;
}
