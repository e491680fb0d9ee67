// Where an effect an order can have may be named (detectors/ordered-effect.ts): the literals of
// each family, as rules so that the engine's one keyword pass finds them with everything else and
// the detector reads only the sentences they sit in. They report nothing themselves (kind
// EFFECT_ANCHOR; piFindings passes over them); the detector checks each sentence with the family's
// own pattern, which every anchor's literal is part of.
import type { RuleSpec } from "./rule";
import { ALERT_KIND_WORDS } from "../detectors/cover-terms";
import { SAFEGUARD_QUALIFIERS, SAFEGUARDS_ALONE } from "../detectors/safeguard-terms";

export const EFFECT_ANCHOR = "effect-anchor";
export const EFFECT_ANCHOR_PREFIX = "pi.effect-anchor.";

const cross = (a: readonly string[], b: readonly string[], sep = " "): string[] => a.flatMap((x) => b.map((y) => `${x}${sep}${y}`));
const escape = (l: string): string => l.replace(/[.*+?^${}()|[\]\\/-]/g, (c) => `\\${c}`);

/** The literals of each family, lowercase. Every match of the family's pattern holds one. */
export const EFFECT_LITERALS: Readonly<Record<string, readonly string[]>> = {
  money: ["$", "€", "£", "usd", "eur", "gbp", "chf", "brl", "cad", "aud", "inr", "euro", "dollar", "iban", "card ending", "card number", "account ending", "account number", "account no", "account #", "account 0", "account 1", "account 2", "account 3", "account 4", "account 5", "account 6", "account 7", "account 8", "account 9", "sort code", "routing number", ...cross(["saved", "stored", "corporate", "company"], ["card", "credit card", "debit card", "payment card"]), "card on file", "card saved", "payment method", "payment", "payments", "wire", "wires", "transfer", "refund", "payout", "payee", "beneficiary", "receiving", "deposit", "bank", "vendor", "supplier", "discount", "% off", "hinterlegte", "gespeicherte", "tarjeta", "cartao", "carte enregistree", "carte bancaire enregistree", "carta salvata", "carta memorizzata", "carta registrata"],
  "data-out": [
    // The other languages' payloads (ordered-effect.ts, PAYLOAD_OTHER_LANGUAGES), folded.
    "contrasena", "credenciales", "clientes", "nomina", "senha", "credenciais", "holerite", "mot de passe", "mots de passe", "identifiants", "donnees",
    "liste des clients", "liste de clients", "fichier clients", "fichier des clients", "passwort", "zugangsdaten", "anmeldedaten", "api-schlussel",
    "kundendaten", "kundenliste", "kontoausz", "gehaltsabrechnung", "credenziali", "clienti",
    ...cross(["clave", "claves"], ["de acceso", "api"]), ...cross(["chave", "chaves"], ["de acesso", "api"]), ...cross(["cle", "cles"], ["d'acces", "d’acces", "api"]),
    ...cross(["chiave", "chiavi"], ["di accesso", "api"]), "extracto bancario", "extractos bancarios", "extrato bancario", "extratos bancarios", "releve bancaire",
    "releves bancaires", "fiche de paie", "fiches de paie", "estratto conto", "estratti conto", "busta paga", "buste paga",
    ...cross(["token", "tokens"], ["oauth", "de acceso", "de acesso", "d'acces", "d’acces", "di accesso", "api"]),
    "backup code", "mfa code", "2fa code", "text of", "transcript of", "content of", "contents of", "log of", "~/.ssh", "id_rsa", "id_ed25519", "id_ecdsa", "password", "passcode", "credential", "api key", "api_key", "api-key", "apikey", "access token", "oauth token", "session cookie", "session token", "session id", "cookies", "browsing history", "open tab", "tab url", "password manager", "vault", "secrets", "private key", "ssh key", "seed phrase", "recovery phrase", "recovery code", "environment variables", ".env", "os.environ", "process.env", "env var", ...cross(["customer", "customers", "customers'", "customers’"], ["list", "database", "data", "records", "export", "file", "details", "table", "contacts", "emails"]), "client list", "client database", "client data", "client records", "crm", "contact list", "address book", "medical", "patient", "health record", "payslip", "pay stub", "salary", "payroll", "bank statement", "statements from the bank", "passport", "id card", "id document", "id copy", "identity card", "identity document", "identity copy", "social security", "tax return", "chat history", "conversation history", "instructions", "configuration", "system prompt", "database dump", "database export", "export file", "full export", ...cross(["user's", "user", "private", "personal", "internal"], ["files", "documents", "data", "emails", "messages", "uploads"]), "subsequent user", ...cross(["incoming", "future", "new"], ["mail", "email", "emails", "e-mail", "e-mails", "messages"]), "forwarding rule"],
  privilege: ["status check", "admin", "owner", "root", "superuser", "sudo", "branch protection", "2fa", "mfa", "two-factor", "multi-factor", "recovery", "write access", "edit access", "full access", "editor access"],
  destructive: ["backup", "archive", "snapshot", "delete /", "wipe /", "erase /", "purge /", "rm -rf", "rm -fr", "drop table", "drop database", "--force", "force push", "force-push", ...cross(["delete", "wipe", "erase", "purge"], ["all", "every", "the entire", "the whole"]),
    // The account's own warnings put out of sight: what a takeover hides first.
    ...cross(ALERT_KIND_WORDS, ["alert", "notice", "notification", "email", "e-mail", "message", "warning", "code"]),
    "security-noreply@", "securitynoreply@", "security-no-reply@", "securityno-reply@", "security@",
    // The record of who did what: an audit trail or a security log.
    "audit", "security log", "security event log"],
  // A security control switched off (ordered-effect.ts, SAFEGUARD): every qualifier and control
  // named alone, the words a setting that turns one off is named by, and the flags and forms that
  // open a control or skip it.
  safeguard: [...SAFEGUARD_QUALIFIERS, ...SAFEGUARDS_ALONE, "verify", "mfa", "2fa", "secure", "required", "protect", "enforce", "0.0.0.0/0", "::/0", "origin", "cors", "--no-verify", "--insecure", "--no-sandbox", "--disable-", "return true", "return 1", "return ok"],
  verdict: [...cross(["maximum", "highest", "top", "perfect", "full"], ["score", "rating", "marks", "grade", "priority"]), "10/10", "first among", "top among", ...cross(["rank", "list", "place", "put"], ["him ", "her ", "them ", "it ", "this "]), "as safe", "as approved", "as passed", "as pass", "as \"", "as “", "as '", "as non-urgent", "as low", "as reconciled", "as verified", "as hired", "as compliant", "as clean", "as genuine", "as legitimate", "as false positive", "as a false positive", "only standard", "no issues", "no material", "no unusual", "no significant", "no findings", "no risks", "no clauses", "no breaches", "no problems", "no terms", "clean record", "clean report", "clean bill", "is the only", "was the only", "are the only", "as $", "as €", "as £", ...["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"].map((d) => `as ${d}`), "override", "state that", "states that", "claim that", "claims that", "assert that", "asserts that", "report that", "reports that"],
};

export const EFFECT_ANCHOR_RULES: RuleSpec[] = Object.entries(EFFECT_LITERALS).map(([family, lits]) => ({
  id: `${EFFECT_ANCHOR_PREFIX}${family}`,
  class: "prompt_injection",
  description: `Where an order's effect of the ${family} family may be named (read by the ordered-effect detector, not reported)`,
  kind: EFFECT_ANCHOR,
  view: "folded",
  keywords: [...lits],
  // Literals are stems as often as words ("credential", "payslip"): no word boundary after them.
  pattern: `(?:${[...lits].sort((a, b) => b.length - a.length).map(escape).join("|")})`,
  // Never weighed: piFindings passes over the kind; a rule needs a confidence above zero.
  confidence: 0.01,
  mustMatch: [lits[0] as string],
  mustNotMatch: ["nothing of the kind here"],
}));
