// All shell rule packs, compiled once at load; a malformed rule throws here.
import { compileShellRules, type CompiledShellRule } from "./rule";
import { CREDENTIAL_RULES } from "./credential.rules";
import { DESTRUCTIVE_RULES } from "./destructive.rules";
import { PRIVESC_RULES } from "./privesc.rules";
import { RECON_RULES } from "./recon.rules";
import { GOVERNANCE_RULES } from "./governance.rules";
import { CODE_RULES, EGRESS_RULES, EXECUTION_RULES } from "./execution.rules";
import { PLATFORM_RULES } from "./windows.rules";
import { SUPPLY_RULES } from "./supply.rules";
import { EVASION_RULES } from "./evasion.rules";
import { ACCESS_RULES } from "./access.rules";
import { PERSISTENCE_RULES } from "./persistence.rules";
import { OBFUSCATION_RULES } from "./obfuscation.rules";

export const RULES: readonly CompiledShellRule[] = compileShellRules([...CREDENTIAL_RULES, ...DESTRUCTIVE_RULES, ...PRIVESC_RULES, ...RECON_RULES, ...GOVERNANCE_RULES, ...EXECUTION_RULES, ...CODE_RULES, ...EGRESS_RULES, ...PLATFORM_RULES, ...SUPPLY_RULES, ...EVASION_RULES, ...ACCESS_RULES, ...PERSISTENCE_RULES, ...OBFUSCATION_RULES]);
