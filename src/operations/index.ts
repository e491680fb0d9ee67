// Every declared admin operation. Each is an HTTP route, an MCP tool of /mcp, and (where the
// console offers it) a console action — all derived from the one declaration.
import { APPROVAL_OPERATIONS } from "./approvals";
import { COMMONS_OPERATIONS } from "./commons";
import { CONFIG_OPERATIONS } from "./config";
import { GATEWAY_OPERATIONS } from "./gateway";
import { HISTORY_OPERATIONS } from "./history";
import { KEY_OPERATIONS } from "./keys";
import { KILL_SWITCH_OPERATIONS } from "./kill-switches";
import type { Operation } from "./operation";
import { SAMPLING_OPERATIONS } from "./sampling";
import { SCAN_POLICY_OPERATIONS } from "./scan-policy";
import { SERVER_OPERATIONS } from "./servers";
import { SHIELD_OPS_OPERATIONS } from "./shield-ops";
import { TRUST_OPERATIONS } from "./trust";
import { WEBHOOK_OPERATIONS } from "./webhooks";

export const OPERATIONS: readonly Operation[] = [
  ...CONFIG_OPERATIONS,
  ...KILL_SWITCH_OPERATIONS,
  ...APPROVAL_OPERATIONS,
  ...HISTORY_OPERATIONS,
  ...KEY_OPERATIONS,
  ...TRUST_OPERATIONS,
  ...SERVER_OPERATIONS,
  ...SAMPLING_OPERATIONS,
  ...GATEWAY_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
  ...SCAN_POLICY_OPERATIONS,
  ...SHIELD_OPS_OPERATIONS,
  ...COMMONS_OPERATIONS,
];
