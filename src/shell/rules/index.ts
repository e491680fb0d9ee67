// All shell rule packs, compiled once at load; a malformed rule throws here.
import { compileShellRules, type CompiledShellRule } from "./rule.js";
import { CREDENTIAL_RULES } from "./credential.rules.js";
import { DESTRUCTIVE_RULES } from "./destructive.rules.js";
import { PRIVESC_RULES } from "./privesc.rules.js";
import { RECON_RULES } from "./recon.rules.js";
import { GOVERNANCE_RULES } from "./governance.rules.js";
import { CODE_RULES, EGRESS_RULES, EXECUTION_RULES } from "./execution.rules.js";
import { PLATFORM_RULES } from "./windows.rules.js";
import { SUPPLY_RULES } from "./supply.rules.js";
import { EVASION_RULES } from "./evasion.rules.js";
import { ACCESS_RULES } from "./access.rules.js";
import { PERSISTENCE_RULES } from "./persistence.rules.js";
import { OBFUSCATION_RULES } from "./obfuscation.rules.js";

export const RULES: readonly CompiledShellRule[] = compileShellRules([...CREDENTIAL_RULES, ...DESTRUCTIVE_RULES, ...PRIVESC_RULES, ...RECON_RULES, ...GOVERNANCE_RULES, ...EXECUTION_RULES, ...CODE_RULES, ...EGRESS_RULES, ...PLATFORM_RULES, ...SUPPLY_RULES, ...EVASION_RULES, ...ACCESS_RULES, ...PERSISTENCE_RULES, ...OBFUSCATION_RULES]);
