// Is a key name the name of a credential? English compounds put the head last: `db_password`
// names a password, `password_length` a length, `public_key` a key nobody needs to hide. So the
// name is split into words (any case or separator style) and judged by its last word and the
// words that modify it, never by a substring anywhere in it.

/** What kind of credential a name announces; the value checks differ per family. */
export type KeyFamily = "password" | "secret" | "token" | "key" | "auth" | "credential";

export interface KeyClass {
  family: KeyFamily;
  /** 3: names that only ever hold a credential; 2: names that usually do (a bare `token`, an unqualified `…_key`). */
  strength: 2 | 3;
}

/** Splits `stripeSecretKey`, `DB_PASSWORD`, `x-api-key`, `spring.datasource.password` into lowercase words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

// Words that may follow the head without changing what the name holds (`PASSWORD_PROD`, `apiKeyValue`).
const TRAILING = new Set(["value", "val", "str", "string", "b64", "base64", "hex", "raw", "plain", "plaintext", "clear", "cleartext",
  "prod", "production", "dev", "development", "staging", "stage", "test", "qa", "uat", "live", "local", "default", "old", "new",
  "current", "main", "primary", "secondary", "backup", "override", "literal", "input2", "v1", "v2", "v3"]);

// Heads that make the whole name something other than a credential, whatever precedes them.
const NON_SECRET_HEADS = new Set(["id", "ids", "name", "names", "type", "types", "length", "len", "size", "count", "max", "min",
  "url", "uri", "urls", "endpoint", "host", "hostname", "port", "path", "file", "files", "filename", "dir", "folder", "field",
  "fields", "label", "placeholder", "hint", "prompt", "message", "msg", "text", "title", "desc", "description", "policy", "policies",
  "rule", "rules", "pattern", "regex", "format", "version", "expiry", "expires", "expiration", "expire", "exp", "ttl", "timeout",
  "lifetime", "age", "param", "params", "parameter", "env", "var", "variable", "column", "table", "hash", "hashed", "salt",
  "algorithm", "algo", "alg", "method", "mode", "provider", "providers", "store", "keystore", "enabled", "enable", "disabled",
  "required", "visible", "visibility", "changed", "reset", "input", "class", "style", "icon", "button", "btn", "link", "route",
  "ref", "reference", "arn", "location", "source", "src", "manager", "service", "helper", "validator", "validation", "strength",
  "error", "errors", "callback", "handler", "md5", "sha", "sha1", "sha256", "sha512", "digest", "checksum", "crc", "fingerprint",
  "thumbprint", "kind", "schema", "header", "headers", "prefix", "suffix", "index", "idx", "position", "pos", "offset", "size",
  "bits", "bytes", "usage", "scope", "scopes", "audience", "issuer", "format", "template", "tpl", "view", "page", "form", "dialog",
  "modal", "screen", "component", "controller", "action", "event", "events", "request", "response", "res", "req", "status",
  "state", "flag", "option", "options", "config", "settings", "setting", "mask", "pair", "pairs", "set", "list", "map", "dict",
  "cache", "pool", "spec", "path", "selector", "ok", "valid", "invalid", "exists", "present", "missing", "regexp", "rotation",
  "created", "updated", "modified", "at", "date", "time", "timestamp", "expired", "user", "username", "owner", "account",
  "accounts", "email", "login", "domain", "region", "zone", "bucket", "vault", "file", "pem", "p12", "pfx", "jks", "cert",
  "certificate", "algorithm", "cipher", "encoding", "encoder", "decoder", "parser", "lexer", "generator", "factory", "builder",
  "stdin", "command", "cmd", "script", "repo", "repository", "issuer", "tokens", "keys", "passwords", "secrets", "credentials_id",
  "holder", "entry", "entries", "note", "notes", "comment", "doc", "docs", "info", "details", "metadata", "meta", "attr",
  "attribute", "property", "prop", "props", "item", "items", "object", "obj", "instance", "client", "clients", "app", "apps"]);

// Words before the head that turn a credential word into something public or structural.
const NON_SECRET_MODIFIERS = new Set(["public", "publishable", "pub", "csrf", "xsrf", "next", "prev", "previous", "page", "cursor",
  "continuation", "sync", "pagination", "max", "min", "num", "number", "lexer", "parser", "forgot", "forget", "show", "hide", "toggle",
  "is", "has", "use", "require", "requires", "enable", "validate", "check", "verify", "generate", "gen", "get", "fetch", "load",
  "hash", "hashed", "encrypted", "enc", "masked", "foreign", "partition", "sort", "cache", "restore", "map", "hotkey", "sample",
  "example", "dummy", "fake", "mock", "placeholder", "no", "without", "skip", "empty", "missing", "invalid", "wrong", "bad",
  "sorting", "lookup", "unique", "composite", "idempotency", "dedup", "routing", "shard", "row", "schema", "keyboard",
  "input", "label", "field", "reset", "change", "update", "confirm", "repeat", "retype", "total", "prompt", "completion", "output",
  "cancellation", "cancel", "nonce", "authenticity", "lock", "known", "trusted", "site", "analytics", "tracking", "measurement", "instrumentation"]);

// `key` alone names anything (a map key, a keyboard key); these modifiers make it a credential.
const STRONG_KEY_MODIFIERS = new Set(["api", "access", "secret", "private", "priv", "auth", "authentication", "client", "signing",
  "sign", "session", "encryption", "encrypt", "crypt", "crypto", "master", "shared", "preshared", "consumer", "account", "storage",
  "webhook", "hmac", "jwt", "admin", "service", "subscription", "deploy", "write", "server", "app", "application", "license",
  "licence", "developer", "dev", "integration", "partner", "merchant", "cipher", "aes", "des", "rsa", "ssh", "pgp", "gpg", "root",
  "user", "personal", "bot", "sdk", "rest", "management", "mgmt", "ingest", "ingestion", "upload", "push", "stream", "signature",
  "token", "password", "sendgrid", "stripe", "mailgun", "twilio", "openai", "anthropic", "aws", "gcp", "azure", "github", "gitlab",
  "slack", "datadog", "sentry", "heroku", "firebase", "algolia", "mapbox", "google", "facebook", "twitter", "shopify", "pusher",
  "mailchimp", "postmark", "sendinblue", "brevo", "nuget", "npm", "pypi", "docker", "cloudflare", "vercel", "netlify", "okta",
  "auth0", "paypal", "square", "plaid", "braintree", "airtable", "notion", "linear", "figma", "atlassian", "jira", "confluence"]);

// `token` alone is usually a credential; these make it one for sure.
const STRONG_TOKEN_MODIFIERS = new Set(["server", "access", "auth", "authentication", "api", "bearer", "refresh", "session", "personal", "bot",
  "oauth", "oauth2", "id", "secret", "private", "service", "admin", "user", "app", "application", "deploy", "registration", "runner",
  "webhook", "jwt", "security", "sec", "identity", "client", "integration", "github", "gitlab", "slack", "npm", "pypi", "discord",
  "telegram", "twitter", "facebook", "vault", "consul", "nomad", "sonar", "snyk", "heroku", "vercel", "netlify", "cloudflare",
  "digitalocean", "do", "linode", "hcloud", "okta", "circleci", "travis", "codecov", "coveralls", "sentry", "mapbox", "figma",
  "notion", "airtable", "hf", "huggingface", "dropbox", "box", "shopify", "stripe", "paypal", "square", "pat", "write", "read",
  "ci", "master", "root", "rest", "graphql", "management", "cluster", "kube", "k8s", "kubernetes", "docker", "registry_auth"]);

const PASSWORD_WORDS = new Set(["password", "passwd", "passwrd", "passphrase", "pwd", "pass", "pw", "passcode", "pword", "pswd", "psw"]);
// Glued forms: `dbpassword`, `adminpass`, `apikey`, `clientsecret`, `accesstoken`.
// Redis's own directives (requirepass, masterauth) name its server and replica passwords.
const KEYTOOL_PASS = /^(?:key|store|admin|db|root|user|ftp|smtp|mail|ldap|sql|mysql|pg|redis|rabbit|amqp|wifi|vnc|rdp|sa|require)pass$|^masterauth$/;
const GLUED = /^(?:[a-z0-9]{0,24}?)(password|passwd|passphrase|passcode|secretkey|secret|apikey|accesskey|privatekey|accesstoken|authtoken|apitoken|token|credentials|credential|creds)$/;

function headClass(head: string, mods: readonly string[]): KeyClass | null {
  const prev = mods[mods.length - 1];
  if (PASSWORD_WORDS.has(head)) return { family: "password", strength: 3 };
  switch (head) {
    case "secret":
    case "secretkey":
      return { family: "secret", strength: 3 };
    case "apikey":
    case "accesskey":
    case "privatekey":
      return { family: "key", strength: 3 };
    case "accesstoken":
    case "authtoken":
    case "apitoken":
      return { family: "token", strength: 3 };
    case "credential":
    case "credentials":
    case "creds":
      return { family: "credential", strength: 3 };
    case "token":
    case "tok":
      return { family: "token", strength: prev !== undefined && STRONG_TOKEN_MODIFIERS.has(prev) ? 3 : 2 };
    case "key":
    case "apikey2":
      if (prev === undefined) return null;
      return { family: "key", strength: STRONG_KEY_MODIFIERS.has(prev) ? 3 : 2 };
    case "pat":
      return { family: "token", strength: 2 };
    // A pre-shared key (wpa_supplicant's `psk=`, IPsec, WireGuard's `PresharedKey`) is the secret itself.
    case "psk":
      return { family: "key", strength: 3 };
    case "auth":
    case "authorization":
    case "bearer":
      return { family: "auth", strength: 2 };
    default:
      return null;
  }
}

/**
 * The credential class of a key name, or null when it does not name a credential. Leading
 * `set`/`with`, shell and language sigils and trailing qualifiers (`_PROD`, `Value`, digits) are
 * ignored; a non-secret head (`…_id`, `…_url`, `…Length`) or modifier (`public…`, `csrf…`) wins.
 */
export function classifyKeyName(name: string): KeyClass | null {
  if (name.length === 0 || name.length > 120) return null;
  let words = nameWords(name);
  while (words.length > 1 && (TRAILING.has(words[words.length - 1] as string) || /^\d{1,3}$/.test(words[words.length - 1] as string))) words = words.slice(0, -1);
  if (words.length === 0) return null;
  let head = words[words.length - 1] as string;
  let mods = words.slice(0, -1);
  if (NON_SECRET_HEADS.has(head)) return null;
  if (KEYTOOL_PASS.test(head)) return { family: "password", strength: 3 };
  const glued = GLUED.exec(head);
  if (glued !== null && glued[1] !== head) {
    // `dbpassword` → password; `adminpass` is too ambiguous (bypass, compass), so only the full forms.
    const prefix = head.slice(0, head.length - (glued[1] as string).length);
    mods = [...mods, prefix];
    head = glued[1] as string;
  }
  for (const m of mods) if (NON_SECRET_MODIFIERS.has(m)) return null;
  return headClass(head, mods);
}
