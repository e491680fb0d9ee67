// What an attacker puts out of sight first, named once for every reader: the account's own warnings
// (a takeover's first step is to keep its owner from hearing about it) and the record of who did
// what. Data read for orders (ordered-effect.ts, rules/effect-anchors.rules.ts) and tool
// descriptions (tool-flow.ts) name the same things.

/** Kinds of the account's own warnings: "security alerts", "sign-in notifications", "2FA codes" (folded text). */
export const ALERT_KINDS = "security|sign-?in|log-?in|fraud|verification|password[- ]reset|2fa|mfa|two-factor";

/** ALERT_KINDS as literals, every spelling its pattern allows (the engine's keyword pass finds them). */
export const ALERT_KIND_WORDS: readonly string[] = ["security", "sign-in", "signin", "login", "log-in", "fraud", "verification", "password reset", "password-reset", "2fa", "mfa", "two-factor"];

/** An audit record: "audit trail", "audit_log", "audit logging", "security event log". */
export const AUDIT_RECORD = "audit(?:[ _-]?(?:logs?|trails?|history|logging|records?|entries|events))|security (?:event )?logs?";
