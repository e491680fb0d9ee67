// The Shield gate's public surface for the Durable Object and the HTTP/MCP shells.
export { evaluate, decide, type EvaluateOptions, type Verdict } from "./evaluate";
export type { Evaluation } from "./decision";
export { callFromInput, toolNameFor, type CallFlow, type HashedParts, type MediationFinding, type ProposedCall } from "./call";
export { canonicalJson, NO_ARGUMENTS } from "../util/canonical-json";
export { applyEffects, type Effect } from "./effects";
export { DEFAULT_SETTINGS, DEPLOYMENT_KINDS, emptyState, type DeploymentKind, type TenantPolicyState } from "./state";
export {
  activateKillSwitch,
  activeKillSwitches,
  globalKillSwitch,
  isKillSwitchActive,
  liftKillSwitch,
  matchKillSwitch,
} from "./kill-switches";
export {
  checkApprovalToken,
  dropFinishedApprovals,
  FINISHED_APPROVAL_STATES,
  hashesEqual,
  isFinishedApproval,
  proposeApproval,
  resolveApproval,
  sweepExpiredApprovals,
  toApprovalView,
  withApproval,
  type TokenCheck,
} from "./approvals";
export { deleteManifest, patchManifest, putManifest } from "./manifests";
export { killSwitchEffect, updateSettings } from "./settings";
export { uiAppRefusal } from "./trust";
export { checkDigestCapability, checkTrust, putPublisher, putSandboxPolicy, putTrustedDigest, revokeDigest } from "./trust";
export { checkSandbox, effectiveTier, sandboxBreaches } from "./sandbox";
export { SERVER_TRANSITIONS, canTransition, checkServerLifecycle, registerServer, setServerStatus } from "./servers";
export { SAMPLING_TOOL, evaluateSampling, putSamplingPolicy, type SamplingEvaluation, type SamplingRequest } from "./sampling";
export {
  JSONRPC_APPROVAL_REQUIRED,
  JSONRPC_DENIED,
  adminErrorToHttp,
  toHttpError,
  toJsonRpcError,
  type AdminError,
  type HttpRefusal,
  type JsonRpcRefusal,
  type Reason,
} from "./reasons";
export { PLATFORM_KEY_CREATE, withPlatformManifest } from "./platform";
export { withholdResponse, type WithheldResponse } from "./responses";
export type { ShieldEvent, ShieldEventData, ShieldEventType } from "./events";
export type { Result } from "./result";
