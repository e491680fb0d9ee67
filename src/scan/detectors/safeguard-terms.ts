// The words a security control is named by, once for the ordered-effect detector's safeguard family
// (ordered-effect.ts) and its anchor literals (rules/effect-anchors.rules.ts).

/** What a check is of: "signature check", "csrf protection", "plagiarism check", "edr rule" (folded text). */
export const SAFEGUARD_QUALIFIERS = ["signature", "jwt", "token", "expiry", "expiration", "auth", "authentication", "authorization", "permission", "permissions", "admin", "login", "identity", "kyc", "aml", "fraud", "plagiarism", "fact", "virus", "antivirus", "malware", "spam", "safety", "security", "integrity", "checksum", "certificate", "cert", "ssl", "tls", "hostname", "csrf", "xsrf", "cors", "compliance", "dlp", "sso", "otp", "captcha", "edr", "xdr", "siem", "endpoint", "detection", "pre-commit", "precommit", "peer", "human", "manual", "editorial", "two-person", "four-eyes"] as const;
/** Controls named alone: "the firewall", "the sandbox", "code review". */
export const SAFEGUARDS_ALONE = ["firewall", "waf", "antivirus", "sandbox", "rate limit", "rate-limit", "ratelimit", "rate limiting", "code review", "branch protection", "alerting", "audit logging"] as const;
