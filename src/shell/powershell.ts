// PowerShell, read by effect. Agents on Windows send PowerShell: bare pipelines
// (`Get-ChildItem … | Remove-Item …`) or `powershell -Command "…"` / `-EncodedCommand …` from
// another shell. The bash grammar cannot read it, so it is judged here as text, after undoing
// the obfuscations the language itself offers (backtick escapes, string concatenation, Base64
// UTF-16 encoded commands), by what it does: run downloaded or decoded code, install itself to
// run later, switch a protection off, read stored credentials, send them or the user's files
// away, raise privileges, destroy the user's data. Pure; the caller adds the findings.
import type { Intent, ShellDecision } from "./types";

export interface PsFinding { rule_id: string; decision: ShellDecision; taxonomy: string; description: string; intent: Intent }

/** Verbs PowerShell approves for cmdlet names (the common ones): `Verb-Noun` at the start means PowerShell. */
const VERBS = "get|set|new|remove|add|invoke|start|stop|restart|register|unregister|compress|expand|copy|move|rename|test|clear|disable|enable|import|export|convertto|convertfrom|out|write|read|select|where|foreach|sort|measure|join|split|resolve|install|uninstall|update|mount|dismount|format|protect|unprotect|send|receive|wait|enter|exit|push|pop|find|save|suspend|resume|grant|revoke|block|unblock|limit|reset|repair|show|hide|use|request|publish|debug|trace|connect|disconnect";
const CMDLET_START = new RegExp(`^\\s*(?:(?:${VERBS})-[a-z][a-z0-9]{1,40}\\b|\\$[a-z_][a-z0-9_]{0,40}(?::[a-z_][a-z0-9_]{0,40})?\\s*=|\\[[a-z][a-z0-9.]{1,80}\\](?:::|\\.[a-z])|&\\s*['"$(]|(?:iex|iwr|irm|gci|gc|sc|ni|ri|saps)\\s)`, "i");
/** Features no POSIX shell has: `$env:NAME`, `-ErrorAction`, `[Type]::Member`, `@{…}` tables, cmdlets mid-pipeline. */
const PS_FEATURE = new RegExp(`\\$env:[a-z_]|-(?:erroraction|outfile|itemtype|force\\b[^\\n]{0,40}-recurse)|\\[[a-z][a-z0-9.]{1,80}\\]::|@\\{[^}]{0,200}=|\\|\\s*(?:${VERBS})-[a-z]{2,40}\\b|\\|\\s*(?:%|\\?)\\s*\\{`, "i");

/** Whether a whole command line is PowerShell rather than a POSIX shell's. */
export function isPowerShellText(text: string): boolean {
  return CMDLET_START.test(text) || PS_FEATURE.test(text.slice(0, 4096));
}

const PS_EXE = /^(?:powershell|pwsh)(?:\.exe)?$/i;

/** The script a `powershell`/`pwsh` invocation runs: `-Command …` (the rest of the line) or `-EncodedCommand` (Base64 UTF-16LE). */
export function powershellScript(exe: string, args: readonly string[]): string | undefined {
  if (!PS_EXE.test(exe)) return undefined;
  for (let k = 0; k < args.length; k++) {
    const a = (args[k] ?? "").toLowerCase();
    if (!a.startsWith("-") && !a.startsWith("/")) return k === 0 ? undefined : args.slice(k).join(" ");
    const name = a.replace(/^[-/]{1,2}/, "");
    if (name.length >= 1 && (name === "e" || name === "ec" || (name.length >= 2 && "encodedcommand".startsWith(name)))) return decodeUtf16(args[k + 1] ?? "");
    if (name === "c" || (name.length >= 2 && "command".startsWith(name))) return args.slice(k + 1).join(" ");
    // Options that take a value: skip it.
    if (/^(?:executionpolicy|ep|ex|windowstyle|w|win|file|f|configurationname|workingdirectory|wd|inputformat|outputformat|of|if|version|v|psconsolefile|custompipename|settingsfile)$/.test(name)) k++;
  }
  return undefined;
}

function decodeUtf16(b64: string): string {
  const clean = b64.replace(/[^A-Za-z0-9+/=]/g, "");
  if (clean.length === 0 || clean.length > 200_000) return "";
  try {
    const bin = atob(clean);
    let out = "";
    for (let i = 0; i + 1 < bin.length; i += 2) out += String.fromCharCode(bin.charCodeAt(i) | (bin.charCodeAt(i + 1) << 8));
    return out;
  } catch {
    return "";
  }
}

/** The language's own obfuscations undone: `I`E`X`, 'Down'+'loadString', cmd's ^ escapes; lower case. */
export function normalizePowerShell(text: string): string {
  return text.slice(0, 262_144).replace(/`(?=[a-z])/gi, "").replace(/(['"])\s{0,4}\+\s{0,4}\1/g, "").replace(/\^(?=[a-z])/gi, "").toLowerCase();
}

/** Variables set to text earlier in the script, substituted where they are used later: `$f='Set-MpPreference'; & $f -Disable…`
 * reads as `& set-mppreference -disable…`. Only values that are text (quoted strings, `+` joins of them and of variables
 * already known, `$env:NAME`, `$home`) are followed, in statement order; a value computed any other way leaves the
 * variable as it is. Each branch's assignment counts, so a variable set twice takes its latest text (an
 * over-reading, never an under-reading, of what the script can run). Input is the normalised (lower-case) text. */
export function resolvePsVariables(t: string): string {
  if (!t.includes("$")) return t;
  const vars = new Map<string, string>();
  const out: string[] = [];
  let changed = false;
  // What substitution may add in all: "$a" used 80,000 times must not become 80,000 copies of 4 KB.
  let budget = PS_RESOLVE_BUDGET;
  // Statements: split at ";" and line breaks outside quotes.
  for (const stmt of splitPsStatements(t)) {
    const set = PS_ASSIGN.exec(stmt) ?? PS_SET_VARIABLE.exec(stmt);
    const name = set ? (set[1] ?? set[2] ?? "") : "";
    const rhs = set ? (set[3] ?? "") : "";
    // The right-hand side (or the whole statement) with the variables known so far put in.
    const body = set ? rhs : stmt;
    const used = vars.size === 0 ? body : body.replace(PS_VAR_USE, (m: string, braced?: string, plain?: string) => {
      const v = vars.get(braced ?? plain ?? "");
      if (v === undefined || v.length > budget) return m;
      budget -= v.length;
      return v;
    });
    if (used !== body) changed = true;
    if (set) {
      const value = psTextValue(used);
      if (value !== undefined && vars.size < 256) vars.set(name, value.slice(0, 4096));
      else vars.delete(name);
      out.push(stmt.slice(0, stmt.length - rhs.length) + used);
    } else out.push(used);
  }
  return changed ? out.join(";") : t;
}

const PS_RESOLVE_BUDGET = 262_144;
const PS_ASSIGN = /^\s*\$(?:\{([^}]{1,60})\}|(?:(?:script|global|local|private):)?([a-z_][a-z0-9_]{0,40}))\s*=(?!=)\s*([\s\S]*)$/;
const PS_SET_VARIABLE = /^\s*(?:set-variable|sv|new-variable|nv)\s+(?:-name\s+)?['"]?([a-z_][a-z0-9_]{0,40})['"]?()\s+(?:-value\s+)?([\s\S]*)$/;
/** `${name}` or `$name` not followed by more of a name, a scope or a member access on a type. */
const PS_VAR_USE = /\$(?:\{([^}]{1,60})\}|(?!env:)([a-z_][a-z0-9_]{0,40})\b(?!:))/g;

function splitPsStatements(t: string): string[] {
  const parts: string[] = [];
  let q = "";
  let from = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i] as string;
    if (q !== "") { if (c === q) q = ""; continue; }
    if (c === "'" || c === '"') q = c;
    else if (c === ";" || c === "\n") { parts.push(t.slice(from, i)); from = i + 1; }
  }
  parts.push(t.slice(from));
  return parts;
}

/** The text a right-hand side evaluates to, when it is only text: quoted strings and `$env:`/`$home` joined by `+`. */
function psTextValue(rhs: string): string | undefined {
  const terms = rhs.trim().replace(/^\((.*)\)$/s, "$1").split(/\s*\+\s*/);
  let v = "";
  for (const term of terms) {
    const m = /^(?:'([^']*)'|"([^"]*)"|(\$env:[a-z_][a-z0-9_]{0,40}|\$home))$/.exec(term.trim());
    if (m === null) return undefined;
    v += m[1] ?? m[2] ?? m[3] ?? "";
  }
  return v;
}

// ── what the text does ──
const DOWNLOAD = /\b(?:invoke-webrequest|iwr|invoke-restmethod|irm|start-bitstransfer|wget|curl(?:\.exe)?)\b|net\.webclient|download(?:string|data|file)(?:async)?\s{0,3}\(|\bhttpclient\b|certutil(?:\.exe)?\s[^\n]{0,60}-urlcache/;
const RUN_TEXT = /\b(?:iex|invoke-expression)\b|\[scriptblock\]::create|\.invokescript\s{0,3}\(|invoke-command\s[^\n]{0,60}-scriptblock\s{0,3}\(\s{0,3}\[scriptblock\]/;
const DECODE = /frombase64string|\[(?:system\.)?text\.encoding\]::[a-z0-9]{2,10}\.getstring|-join\s{0,3}\(\s{0,3}\[char/;
const CHAR_CODES = /\[char\]\s{0,3}\d{2,3}/g;
/** Where a download was saved: `-OutFile P`, `DownloadFile(url, 'P')`, `-Destination P`. */
const SAVED_TO = /(?:-outfile|-destination)\s{1,4}(['"]?)([^'"\s;|)]{3,260})\1|downloadfile\s{0,3}\(\s{0,3}['"][^'"]{1,400}['"]\s{0,3},\s{0,3}['"]([^'"]{3,260})['"]/g;
const RUNNERS = /(?:start-process|saps|start|invoke-item|ii|&|\.|rundll32(?:\.exe)?|msiexec(?:\.exe)?\s{1,4}\/i|regsvr32(?:\.exe)?|mshta(?:\.exe)?|cscript(?:\.exe)?|wscript(?:\.exe)?|(?:powershell|pwsh)(?:\.exe)?\s[^\n;]{0,60}-f(?:ile)?)\s{0,4}(?:-filepath\s{1,4})?['"]?$/;

const AUTORUN_KEY = /\\(?:currentversion\\(?:run|runonce|runservices|runonceex|policies\\explorer\\run)|winlogon)(?:['"\s\\]|$)|image file execution options\\[^\n]{0,120}debugger|\\environment['"\s]{1,3}[^\n]{0,60}userinitmprlogonscript/;
const REG_WRITE = /\b(?:set-itemproperty|new-itemproperty|sp|new-item|reg(?:\.exe)?\s{1,4}add)\b|\.setvalue\s{0,3}\(/;
const TASKS = /\bregister-scheduledtask\b|\bschtasks(?:\.exe)?\s[^\n]{0,40}\/create\b|\bnew-service\b|\bsc(?:\.exe)?\s{1,4}create\b|__eventfilter|commandlineeventconsumer|activescripteventconsumer|__filtertoconsumerbinding/;
const PROFILE_WRITE = /(?:add-content|set-content|out-file|new-item)\s[^\n;|]{0,80}\$profile\b|>>?\s{0,3}\$profile\b|\\start menu\\programs\\startup\\|shell:startup/;

const FIREWALL_OFF = /set-netfirewallprofile\s[^\n;|]{0,200}-enabled\s{1,4}(?:\$?false|0)\b|netsh(?:\.exe)?\s{1,4}(?:advfirewall\s{1,4}set\s{1,4}[a-z]{3,20}\s{1,4}state\s{1,4}off|firewall\s{1,4}set\s{1,4}opmode\s{1,4}(?:mode=)?disable)/;
const UAC_OFF = /\b(?:enablelua|consentpromptbehavioradmin|promptonsecuredesktop)\b['"]?\s[^\n;|]{0,80}(?:-value\s{1,4}0\b|\/d\s{1,4}0\b)/;
const AMSI = /amsiutils|amsiinitfailed|amsiscanbuffer|amsicontext/;
const DEFENDER_OFF = /set-mppreference\s[^\n;|]{0,200}-disable[a-z]{3,40}['\"]?\s{1,4}(?:\$?true|1)\b|add-mppreference\s[^\n;|]{0,120}-exclusion(?:path|process|extension|ipaddress)\b|(?:stop-service|set-service|sc(?:\.exe)?\s{1,4}(?:stop|config|delete))\s[^\n;|]{0,60}\b(?:windefend|sense|wdnissvc|mpssvc|wscsvc|eventlog|sysmon64|sysmon)\b/;
const LOGS_CLEARED = /\bwevtutil(?:\.exe)?\s{1,4}(?:cl|clear-log)\b|\bclear-eventlog\b|\bremove-eventlog\b|\bauditpol(?:\.exe)?\s[^\n]{0,80}(?:\/clear|\/remove|:disable)|clear-history\b[^\n]{0,80}remove-item\s[^\n]{0,80}\(get-psreadlineoption\)\.historysavepath|remove-item\s[^\n;|]{0,80}consolehost_history\.txt/;

/** Credential stores by where they live (either slash). */
const CRED_STORE = /\.ssh[\\/]id_[a-z0-9_]{2,20}\b|\.aws[\\/]credentials|\.git-credentials|\.docker[\\/]config\.json|\.kube[\\/]config|\.azure[\\/](?:accesstokens|msal_token_cache)|gcloud[\\/](?:credentials\.db|access_tokens\.db|application_default_credentials)|(?:chrome|edge|brave|chromium|opera|vivaldi)[^'"\n;]{0,80}(?:login data|cookies|web data|local state)|firefox[^'"\n;]{0,120}(?:logins\.json|key[34]\.db|cookies\.sqlite)|filezilla[\\/](?:recentservers|sitemanager)\.xml|winscp\.ini|\\software\\simontatham\\putty\\sessions|microsoft[\\/](?:credentials|protect)[\\/]|\.kdbx\b/;
const CRED_API = /passwordvault\)?\.retrieveall|\bcmdkey(?:\.exe)?\s{1,4}\/list|\bvaultcmd(?:\.exe)?\s[^\n]{0,40}\/list|get-storedcredential|securestringtobstr|convertfrom-securestring\s[^\n;|]{0,80}-asplaintext|\.getnetworkcredential\(\)\.password|protecteddata\]::unprotect/;
/** Files worth nothing to anyone but their owner: secrets in the project, the user's documents. */
const SOFT_SOURCE = /(?:^|[\\/\s'"])\.env(?:\.[a-z]{1,12})?\b|\.npmrc|\.pypirc|_netrc|\.netrc|\$env:userprofile\\(?:documents|desktop|downloads|onedrive)|\$home\\(?:documents|desktop)|\bget-childitem\s[^\n|]{0,120}-include\s[^\n|]{0,80}\*\.(?:pdf|docx?|xlsx?|kdbx|pem|key|pfx)/;
const SEND = /\b(?:invoke-restmethod|irm|invoke-webrequest|iwr)\b[^\n;]{0,400}(?:-method\s{1,4}['"]?(?:post|put|patch)\b|-infile\b|-body\b|-form\b)|\|\s{0,3}(?:invoke-restmethod|irm|invoke-webrequest|iwr)\b|\.upload(?:file|string|data|values)(?:async)?\s{0,3}\(|send-mailmessage\s[^\n]{0,300}-attachments?\b|start-bitstransfer\s[^\n]{0,200}-transfertype\s{1,4}upload|\bcurl(?:\.exe)?\s[^\n;]{0,200}\s(?:-f|-t|--form|--upload-file|--data-binary|-d)\s|net\.sockets\.tcpclient|\bscp(?:\.exe)?\s[^\n;]{0,200}\s[a-z0-9_.-]{1,60}@[a-z0-9.-]{1,100}:/;

const ADMINS = /add-localgroupmember\s[^\n;|]{0,120}-group\s{1,4}['"]?administrators\b|\bnet1?(?:\.exe)?\s{1,4}localgroup\s{1,4}administrators\s[^\n;|]{1,80}\/add\b/;
const NEW_USER = /\bnew-localuser\b|\bnet1?(?:\.exe)?\s{1,4}user\s{1,4}\S{1,40}\s{1,4}\S{1,80}\s{1,4}\/add\b/;

/** The user's whole profile, a drive root or the system folder. */
const BIG_ROOT = "(?:\\$env:userprofile|\\$home|~|\\$env:systemroot|\\$env:windir|\\$env:systemdrive\\\\?|\\$env:homedrive\\\\?|[a-z]:\\\\users(?:\\\\[^\\\\\\s'\";|]{1,40})?|[a-z]:\\\\windows|[a-z]:\\\\|\\$env:appdata|\\$env:localappdata)";
const WIPE_ROOT = new RegExp(`\\b(?:remove-item|ri|rm|del|rmdir|rd)\\s[^\\n;|]{0,200}-r(?:ecurse)?\\b[^\\n;|]{0,200}?(?:-path\\s{1,4})?['"]?${BIG_ROOT}\\\\?\\*?['"]?(?:\\s|;|$)|\\b(?:remove-item|ri|rm|del)\\s{1,4}(?:-path\\s{1,4})?['"]?${BIG_ROOT}\\\\?\\*?['"]?\\s[^\\n;|]{0,200}-r(?:ecurse)?\\b|\\b(?:get-childitem|gci|dir|ls)\\s{1,4}(?:-path\\s{1,4})?['"]?${BIG_ROOT}\\\\?['"]?\\s[^\\n|]{0,200}-recurse[^\\n|]{0,200}\\|\\s{0,3}(?:remove-item|ri|rm|del)\\b`);
const DISK_WIPE = /\bclear-disk\b|\bformat-volume\b|\bcipher(?:\.exe)?\s{1,4}\/w:|\bdiskpart\b|\bvssadmin(?:\.exe)?\s{1,4}delete\s{1,4}shadows|win32_shadowcopy[^\n]{0,80}(?:remove-wmiobject|remove-ciminstance|\.delete\(\))|\bwbadmin(?:\.exe)?\s{1,4}delete|\bbcdedit(?:\.exe)?\s[^\n]{0,80}recoveryenabled\s{1,4}no|disable-computerrestore/;

// Everyday actions a reviewer still wants to see: network, processes, registry, services, recursive deletes.
const AUDITS: [RegExp, string, Intent][] = [
  [DOWNLOAD, "network-client", "network-egress"],
  [/\bstart-process\b|\bsaps\b|\binvoke-command\b/, "process-start", "code-execute"],
  [/\b(?:set-itemproperty|new-itemproperty|remove-itemproperty|reg(?:\.exe)?\s{1,4}(?:add|delete))\b[^\n]{0,200}\bhk(?:lm|cu|ey_local_machine|ey_current_user)/, "registry-write", "system-change"],
  [/\b(?:stop|set|restart|remove)-service\b|\bsc(?:\.exe)?\s{1,4}(?:stop|config|delete)\b/, "service-control", "system-change"],
  [/\bremove-item\b[^\n;|]{0,200}-r(?:ecurse)?\b/, "recursive-delete", "file-delete"],
  [/\bset-executionpolicy\s{1,4}(?:-executionpolicy\s{1,4})?(?:bypass|unrestricted)\b/, "execution-policy", "system-change"],
];

const T = {
  exec: "unauthorized-execution/remote-code/download-and-execute",
  persist: "persistence/scheduled-task/cron-systemd-launchd",
  off: "unauthorized-execution/defense-evasion/security-control-disable",
  logs: "unauthorized-execution/defense-evasion/log-tampering",
  cred: "credential-exposure/credential-store/credential-read",
  exfil: "data-exfiltration/network-egress/network-http-request",
  priv: "privilege-escalation/account-manipulation/local-admin-grant",
  destroy: "destructive-ops/fs-destruction/system-directory-delete",
  review: "governance-risk/powershell/reviewed-action",
};

/** What a PowerShell script does, as findings (block for the effect classes, audit for reviewed actions). */
export function analyzePowerShell(script: string): PsFinding[] {
  const t = resolvePsVariables(normalizePowerShell(script));
  const out: PsFinding[] = [];
  const block = (id: string, taxonomy: string, description: string, intent: Intent): void => { out.push({ rule_id: `shell.ps.${id}`, decision: "block", taxonomy, description, intent }); };
  const downloads = DOWNLOAD.test(t);
  const decodes = DECODE.test(t) || (t.match(CHAR_CODES)?.length ?? 0) >= 6;
  const runsText = RUN_TEXT.test(t);
  if (runsText && downloads) block("download-exec", T.exec, "runs code fetched from the network", "code-execute");
  if (runsText && decodes) block("decode-exec", T.exec, "runs code it decodes at run time", "code-execute");
  if (downloads) {
    for (const m of t.matchAll(SAVED_TO)) {
      const path = (m[2] ?? m[3] ?? "").replace(/^\.\\/, "");
      if (path.length < 3) continue;
      // The saved file run later in the same script: `… -OutFile $env:TEMP\x.exe; Start-Process $env:TEMP\x.exe`.
      let at = t.indexOf(path, (m.index ?? 0) + m[0].length);
      for (let guard = 0; at >= 0 && guard < 8; guard++, at = t.indexOf(path, at + path.length)) {
        if (RUNNERS.test(t.slice(Math.max(0, at - 80), at))) { block("download-then-execute", T.exec, "runs a file it has just downloaded", "code-execute"); break; }
      }
      if (out.some((f) => f.rule_id === "shell.ps.download-then-execute")) break;
    }
  }
  if (AUTORUN_KEY.test(t) && REG_WRITE.test(t)) block("autorun-registry", T.persist, "writes a registry key that runs a program at logon or in place of another", "persistence");
  if (TASKS.test(t)) block("scheduled-or-service", T.persist, "registers a scheduled task, service or WMI subscription", "persistence");
  if (PROFILE_WRITE.test(t)) block("profile-or-startup", T.persist, "writes the PowerShell profile or the Startup folder (runs at every start)", "persistence");
  if (FIREWALL_OFF.test(t)) block("firewall-off", T.off, "switches the firewall off", "system-change");
  if (UAC_OFF.test(t)) block("uac-off", T.off, "switches User Account Control off", "system-change");
  if (AMSI.test(t)) block("amsi-tamper", T.off, "tampers with the anti-malware scan interface", "system-change");
  if (DEFENDER_OFF.test(t)) block("defender-off", T.off, "switches Microsoft Defender or a protection service off, or excludes paths from it", "system-change");
  if (LOGS_CLEARED.test(t)) block("logs-cleared", T.logs, "clears event logs, audit policy or command history", "system-change");
  const credRead = CRED_STORE.test(t) || CRED_API.test(t);
  if (credRead) block("credential-read", T.cred, "reads a credential store or reveals a stored password", "credential-access");
  if (SEND.test(t) && (credRead || SOFT_SOURCE.test(t))) block("exfiltration", T.exfil, "sends credentials or the user's files to another host", "network-egress");
  if (ADMINS.test(t)) block("local-admin", T.priv, "adds an account to the local Administrators group", "privilege-escalation");
  else if (NEW_USER.test(t)) block("local-user", T.priv, "creates a local account", "privilege-escalation");
  if (WIPE_ROOT.test(t)) block("wipe-profile", T.destroy, "deletes the user's profile, a drive or the system folder recursively", "file-delete");
  if (DISK_WIPE.test(t)) block("disk-or-recovery-wipe", "destructive-ops/system-management/backup-recovery-destruction", "erases a disk or deletes recovery points", "file-delete");
  for (const [re, name, intent] of AUDITS)
    if (re.test(t)) out.push({ rule_id: `shell.ps.${name}`, decision: "audit", taxonomy: T.review, description: `PowerShell ${name.replace(/-/g, " ")} (reviewed)`, intent });
  return out;
}
