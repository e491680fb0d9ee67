// Defense evasion and stealth: log and audit-trail destruction, security tools and controls switched off,
// trust stores and code-signing checks subverted, timestamps and hidden artefacts, log extraction.
// Written for the effect (what stops being recorded, enforced or trusted), not for one tool's
// spelling: each rule names the managers, flags and paths that reach the same effect.
import type { ShellRuleSpec } from "./rule";
import type { PathRuleSpec } from "./paths.rules";
import { ANY, PRE } from "./common";

const DE = "unauthorized-execution/defense-evasion";
const CE = "credential-exposure";

/** Start of a command: leading assignments and privilege wrappers, then the executable. */
// Spelled out rather than `(?:…){0,4}` so patterns stay on the native engine (no nested repeats).
export const START = "^(?:[A-Za-z_][A-Za-z0-9_]{0,40}=[^ ]{0,200} )?(?:[A-Za-z_][A-Za-z0-9_]{0,40}=[^ ]{0,200} )?(?:(?:sudo|doas|pkexec|run0) )?(?:(?:sudo|doas|pkexec|run0) )?";

/** Log stores, audit trails, login records and shell history (as an operand in canonical text). */
export const LOG_BODY = "(?:(?:/private)?/var/(?:log|adm|audit|spool/mail|mail|db/diagnostics|db/uuidtext|run/utmp|lib/docker/containers/[^ ]{0,200}\\.log)|/run/(?:log/journal|utmp)|/Library/Logs|(?:~|/root|/home/[^ /]{1,40}|/Users/[^ /]{1,40})/\\.(?:[a-z0-9*]{0,16}_?history|zhistory|histfile|local/share/fish/fish_history))";
export const LOG_PATH = `${LOG_BODY}(?:[/ ]|$)`;
/** A real redirect onto a log: canonical text lists redirects last, so only redirects may follow. */
const TRAILING_REDIRECTS = "(?: [0-9]?[<>&]{1,3} [^ ]{1,200})?(?: [0-9]?[<>&]{1,3} [^ ]{1,200})?(?: [0-9]?[<>&]{1,3} [^ ]{1,200})?$";
export const LOG_REDIRECT = `(?:^|[^>])> ${LOG_BODY}(?:/[^ ]{0,200})?${TRAILING_REDIRECTS}`;

/**
 * Security and logging agents by the names their units, rc scripts, launchd labels and processes
 * use. Bounded on both sides by a separator so `com.crowdstrike.falcond.plist` matches and
 * `reset` or `redis-sentinel` do not.
 */
export const AGENT_NAME = "(?:auditd?|audispd|go-audit|rsyslogd?|syslogd?|syslog-ng|journald|systemd-journald|firewalld|ufw|iptables|ip6tables|nftables|netfilter-persistent|pf|apparmor|selinux|falcon(?:d|-sensor|ctl)?|crowdstrike|cbagentd|carbonblack|cbdefense|cbdaemon|sentinelone|sentinel-?agent|sentineld|mdatp|wdavdaemon|microsoft-defender|defender|osqueryd?|wazuh(?:-agent|-manager)?|ossec(?:-hids)?|clamav(?:-daemon|-freshclam)?|clamd|freshclam|sysmon(?:forlinux)?|falco|tanium(?:client)?|qualys(?:-cloud-agent)?|elastic-agent|auditbeat|filebeat|winlogbeat|splunkd?|splunkforwarder|nxlog|td-agent|fluent-bit|cylance(?:svc)?|sophos[a-z-]{0,20}|esets?d?|mcafee[a-z-]{0,20}|cortex-xdr|traps(?:_pmd)?|trendmicro|ds_agent|bitdefender|kesl|littlesnitch(?:d)?|obdev|objective-see|lulu|blockblock|santad?|xprotect[a-z]{0,20}|mrt|opendns|umbrella|alf|socketfilterfw|aide|tripwire|fail2ban|snort|suricata|zeek|amazon-cloudwatch-agent|awslogs|google-fluentd|datadog-agent)";
const SECURITY_AGENT = `(?:^|[ /._@'"=,(:-])${AGENT_NAME}(?:[ /._@'",);:*-]|$)`;

/** Broad filesystem roots: a credential search there is a hunt, not a look at one's own project. */
const BROAD_ROOT = "(?:/|/\\*|~/?|~/\\*|/(?:home|Users|root|etc|var|opt|srv|mnt|media|Volumes|tmp|private|usr|data)/?\\*?)(?: |$)";
/** Words and prefixes that only a credential search looks for. */
const CRED_WORD = "(?:passw|passphrase|(?:^|[^a-z])pass(?:[^a-z]|$)|pwd=|secret|token|api.{0,8}key|credential|private.{0,3}key|AKIA|ASIA[A-Z0-9]|aws_secret|client_secret|ghp_|gh[opsu]_|glpat-|xox[abprs]-|sk-[a-z0-9]|bearer|authorization:)";
/** Temporary and system locations where a dot-name hides a file from a casual `ls`. */
const HIDDEN_IN_SYSTEM = "(?:/private)?/(?:tmp|var/tmp|dev/shm|etc|bin|sbin|lib|lib64|usr/(?:s?bin|lib|lib64|libexec|share|local/s?bin|local/lib)|var/(?:spool|run|lib|cache|db|mail|log|adm))(?:/[^ ]{0,200})?/\\.(?:[^ /.]|\\.[^ /])";
/** The same, or a `...` / `.. ` directory anywhere (names chosen to look like `.` and `..`). */
const HIDDEN_ANY = `(?:${HIDDEN_IN_SYSTEM}|[^ ]{0,200}/\\.{3,8}[^ /]{0,20}(?:/| |$)|\\.{3,8}(?:/| |$))`;
/** Names of system daemons and kernel threads a masquerading binary takes. */
const DAEMON_NAME = "(?:crond|sshd|systemd(?:-[a-z]{2,20})?|kworker[^ /]{0,20}|kthreadd|ksoftirqd[^ /]{0,10}|kswapd[0-9]{0,2}|rcu_[a-z]{2,10}|watchdogd|udevd|dbus-daemon|rsyslogd|syslogd|auditd|agetty|polkitd|accounts-daemon|irqbalance|snapd|dockerd|containerd(?:-shim)?|launchd|mds_stores|mdworker|cfprefsd|trustd|syspolicyd|coreaudiod|WindowServer|loginwindow|svchost\\.exe|lsass\\.exe|csrss\\.exe|winlogon\\.exe|\\[[^ ]{1,30}\\])";
/** System locations a timestamp or immutable flag is forged on. */
const SYSTEM_FILE = "(?:/usr/(?:s?bin|lib|lib64|libexec|local/s?bin|local/lib)|/s?bin|/lib(?:32|64)?|/etc|/boot|/root|/System|/Library|/Applications|/var/(?:log|spool/cron|lib)|/opt/[^ /]{1,40}/bin|~/\\.ssh)(?:/|$| )";

export const EVASION_RULES: ShellRuleSpec[] = [
  // ── History evasion ──────────────────────────────────────────────────────────────────────
  { id: "shell.evade.history-off", keywords: ["hist", "fish"], description: "stops the shell recording history or erases it", taxonomy: `${DE}/history-evasion`, decision: "block", intent: "file-delete",
    pattern: "(?:^|[ ;])(?:unset [A-Za-z_ -]{0,120}HIST(?:FILE|SIZE|FILESIZE)|HISTFILE=(?:/dev/null|/dev/shm/[^ ]{0,80}|/tmp/[^ ]{0,80})?(?: |$)|(?:HIST(?:FILE)?SIZE|SAVEHIST)=0(?: |$)|HISTCONTROL=[^ ]{0,40}ignore(?:space|both)|HISTIGNORE=[^ ]{0,80}\\*)|^(?:set [+]o history|set -o nohistory|shopt -(?:uo|u -o) history|history -[a-z]{0,3}[cwd]|setopt (?:hist_?ignore_?space|hist_?no_?store)|unsetopt (?:inc_?append_?history|share_?history|append_?history)|fish (?:--private|-P)(?: |$))",
    mustMatch: ["set +o history", "unset HISTFILE", "export HISTFILE=/dev/null", "HISTSIZE=0 bash", "export HISTCONTROL=ignorespace", "export HISTIGNORE='*'", "history -c", "history -d 1042", "unset HISTSIZE HISTFILE", "shopt -uo history"],
    mustNotMatch: ["history 50", "history | grep git", "echo $HISTFILE", "export HISTSIZE=10000", "shopt -ou history", "git log --oneline"] },

  // ── Logs and audit trails: reconfigured or suppressed rather than deleted ───────────────
  { id: "shell.evade.logging-off", description: "turns system logging or auditing off or down", taxonomy: `${DE}/log-tampering`, decision: "block", intent: "system-change",
    exe: ["log", "audit", "auditctl", "grubby", "kernelstub", "sed", "echo", "printf", "tee"],
    pattern: `${PRE}(?:log config ${ANY}(?:--mode[ =][^ ]{0,20}level:off|--shutdown)|audit -t(?: |$)|auditctl ${ANY}-a [a-z,]{0,20}(?:never|exclude)|(?:grubby|kernelstub|sed|echo|printf|tee) ${ANY}[^a-z_.](?:audit|apparmor|selinux|enforcing)=0(?:[^0-9]|$))`,
    mustMatch: ["sudo log config --mode level:off", "auditctl -a exclude,always -F msgtype=EXECVE", "grubby --update-kernel=ALL --args=\"audit=0 selinux=0\""], mustNotMatch: ["log show --last 5m", "auditctl -l", "grubby --info=ALL"] },

  // ── Security tools and services stopped, unloaded or disabled ──────────────────────────
  { id: "shell.evade.security-service-off", description: "stops, unloads or disables a security, firewall or logging service", taxonomy: `${DE}/security-control-disable`, decision: "block", intent: "system-change",
    exe: ["systemctl", "service", "launchctl", "sysrc", "rc-update", "update-rc.d", "chkconfig", "rc-service", "invoke-rc.d", "kill", "pkill", "killall", "sv", "svcadm", "stopsrc"],
    pattern: `${PRE}(?:(?:systemctl|sv|svcadm) ${ANY}(?:stop|disable|mask|kill|freeze|down)${ANY}${SECURITY_AGENT}|(?:service|rc-service|invoke-rc\\.d)${ANY}${SECURITY_AGENT}${ANY}(?:stop|disable|onestop|forcestop|onedisable)|launchctl (?:unload|bootout|disable|remove|kill|stop)${ANY}${SECURITY_AGENT}|sysrc${ANY}${SECURITY_AGENT}${ANY}enable=(?:no|0|false)|rc-update (?:del|delete)${ANY}${SECURITY_AGENT}|update-rc\\.d${ANY}${SECURITY_AGENT}${ANY}(?:disable|remove)|chkconfig${ANY}(?:${SECURITY_AGENT}${ANY}off|--del${ANY}${SECURITY_AGENT})|(?:pkill|killall|kill)${ANY}${SECURITY_AGENT}|stopsrc ${ANY}auditd?)`,
    mustMatch: ["sudo launchctl unload /Library/LaunchDaemons/com.crowdstrike.falcond.plist", "service syslogd stop", "sysrc syslogd_enable=NO", "systemctl mask --now systemd-journald", "sudo pkill -9 osqueryd", "update-rc.d rsyslog disable", "killall LittleSnitch"],
    unless: "(?:^| )(?:-s |--signal[ =]|-)(?:SIG)?(?:HUP|USR1|USR2|1)(?: |$)",
    mustNotMatch: ["sudo killall -HUP syslogd", "systemctl kill -s HUP rsyslog", "systemctl stop nginx", "service postgresql stop", "systemctl status auditd", "launchctl unload ~/Library/LaunchAgents/com.me.backup.plist", "systemctl stop redis-sentinel", "killall node"] },
  { id: "shell.evade.security-init-stop", keywords: ["stop", "disable"], description: "stops a security or logging daemon through its init script", taxonomy: `${DE}/security-control-disable`, decision: "block", intent: "system-change",
    // `/etc/init.d/auditd stop` runs the script itself: the executable is the agent's name.
    pattern: `${START}${AGENT_NAME} (?:stop|force-stop|disable)(?: |$)`,
    mustMatch: ["sudo /etc/init.d/auditd stop", "/etc/init.d/rsyslog stop"], mustNotMatch: ["/etc/init.d/nginx stop", "auditd -l"] },
  { id: "shell.evade.av-edr-config-off", description: "turns off an antivirus/EDR protection or adds an exclusion", taxonomy: `${DE}/security-control-disable`, decision: "block", intent: "system-change",
    exe: ["mdatp", "falconctl", "sentinelctl", "wazuh-control", "ossec-control", "osqueryctl", "santactl", "spctl", "socketfilterfw", "defaults"],
    pattern: `${PRE}(?:mdatp ${ANY}(?:--value[ =](?:disabled|off|false)|exclusion ${ANY}add|(?:uninstall|system-extension))|falconctl ${ANY}(?:-d|--disable|unload|uninstall)|sentinelctl ${ANY}(?:unload|unprotect|disable|uninstall)|(?:wazuh|ossec)-control stop|osqueryctl stop|santactl ${ANY}(?:--allow|rule ${ANY}--allowlist|--whitelist)|socketfilterfw ${ANY}(?:--setglobalstate off|--setblockall off|--setstealthmode off|--setloggingmode off|--add |--unblockapp)|defaults write ${ANY}com\\.apple\\.alf ${ANY}(?:globalstate|loggingenabled|stealthenabled) ${ANY}(?:0|false|no))`,
    mustMatch: ["sudo mdatp config real-time-protection --value disabled", "mdatp exclusion folder add --path /tmp", "sudo /usr/libexec/ApplicationFirewall/socketfilterfw --setglobalstate off", "sudo sentinelctl unload -a"], mustNotMatch: ["mdatp health", "socketfilterfw --getglobalstate", "falconctl -g --aid"] },
  { id: "shell.evade.firewall-reload", description: "loads a new firewall ruleset (review what it allows)", taxonomy: `${DE}/security-control-disable`, decision: "audit", intent: "system-change", caseSensitive: true,
    exe: ["pfctl", "iptables-restore", "ip6tables-restore", "nft"],
    pattern: `${PRE}(?:pfctl ${ANY}-[a-zA-Z]{0,3}f(?: |$)|ip6?tables-restore|nft -f)`, mustMatch: ["echo 'pass in all' | pfctl -a x -f -", "iptables-restore < rules.v4"], mustNotMatch: ["pfctl -s rules", "nft list ruleset"] },
  { id: "shell.evade.mac-off", description: "disables SELinux or AppArmor enforcement", taxonomy: `${DE}/security-control-disable`, decision: "block", intent: "system-change", caseSensitive: true,
    exe: ["setenforce", "aa-disable", "aa-complain", "aa-teardown", "apparmor_parser", "semanage", "setsebool", "sed", "echo", "printf", "tee"],
    pattern: `${PRE}(?:setenforce (?:0|(?i:permissive))|aa-(?:disable|complain|teardown)(?: |$)|apparmor_parser ${ANY}(?:-[a-zA-Z]{0,3}R|--remove)(?: |$)|semanage permissive ${ANY}(?:-a|--add)|setsebool ${ANY}(?:secure_mode_policyload|deny_ptrace)[ =](?:0|off|false)|(?:sed|echo|printf|tee) ${ANY}(?i:selinux)=(?i:disabled|permissive))`,
    mustMatch: ["setenforce 0", "sudo aa-complain /etc/apparmor.d/usr.sbin.cupsd", "sudo apparmor_parser -R /etc/apparmor.d/usr.bin.man", "sed -i s/SELINUX=enforcing/SELINUX=disabled/ /etc/selinux/config"], mustNotMatch: ["getenforce", "sudo aa-status", "setenforce 1", "apparmor_parser -r /etc/apparmor.d/x"] },
  { id: "shell.evade.kernel-hardening-off", keywords: ["randomize_va_space", "ptrace_scope", "kptr_restrict", "dmesg_restrict", "unprivileged_bpf_disabled", "protected_", "suid_dumpable", "mmap_min_addr", "sig_enforce", "--disable-validation", "amfi_get_out_of_my_way", "cs_enforcement_disable", "lockdown="],
    description: "weakens kernel hardening (ASLR, ptrace scope, pointer/dmesg restrictions, module signing, code-signing enforcement)", taxonomy: `${DE}/security-control-disable`, decision: "block", intent: "system-change",
    pattern: `(?:randomize_va_space ?=? ?[01]|ptrace_scope ?=? ?0|kptr_restrict ?=? ?0|dmesg_restrict ?=? ?0|unprivileged_bpf_disabled ?=? ?0|fs\\.protected_[a-z]{4,10} ?=? ?0|suid_dumpable ?=? ?[12]|mmap_min_addr ?=? ?0|sig_enforce ?=? ?0|mokutil ${ANY}--disable-validation|amfi_get_out_of_my_way=1|cs_enforcement_disable=1|lockdown=none)(?: |$|")`,
    mustMatch: ["sudo sysctl -w kernel.randomize_va_space=0", "sysctl -w kernel.kptr_restrict=0", "sysctl kernel.yama.ptrace_scope=0", "echo 'kernel.yama.ptrace_scope = 0' >> /etc/sysctl.d/10-ptrace.conf", "sudo nvram boot-args=amfi_get_out_of_my_way=1"],
    mustNotMatch: ["sysctl kernel.randomize_va_space", "sysctl -w kernel.randomize_va_space=2", "sysctl -w vm.max_map_count=262144"] },
  { id: "shell.evade.cloud-audit-off", description: "stops or narrows cloud audit logging / threat detection", taxonomy: `${DE}/security-control-disable`, decision: "block", intent: "cloud-mutation",
    exe: ["aws", "gcloud", "az"],
    pattern: `${PRE}(?:aws (?:cloudtrail (?:stop-logging|update-trail|put-event-selectors|put-insight-selectors)|configservice stop-configuration-recorder|guardduty (?:update-detector ${ANY}--no-enable|disassociate-|stop-monitoring-members)|securityhub disable-|macie2 (?:disable-macie|update-macie-session ${ANY}--status paused)|inspector2 disable|detective disable-|s3api put-bucket-logging ${ANY}--bucket-logging-status \\{\\}|logs (?:put-retention-policy ${ANY}--retention-in-days 1(?: |$)|delete-subscription-filter))|gcloud logging (?:sinks update ${ANY}--disabled|settings update ${ANY}--disable-default-sink|sinks delete)|az (?:monitor (?:diagnostic-settings|log-profiles) (?:delete|update ${ANY}--enabled false)|security (?:pricing create ${ANY}--tier free|auto-provisioning-setting update ${ANY}--auto-provision off)))`,
    mustMatch: ["aws cloudtrail stop-logging --name main", "aws cloudtrail put-event-selectors --trail-name main --event-selectors '[]'", "aws guardduty update-detector --detector-id d1 --no-enable", "gcloud logging sinks update _Default --disabled"], mustNotMatch: ["aws cloudtrail describe-trails", "aws guardduty list-detectors", "gcloud logging read 'severity>=ERROR'"] },

  // ── Trust subversion ─────────────────────────────────────────────────────────────────────
  { id: "shell.evade.trust-root-add", description: "adds a certificate to a system or runtime trust store", taxonomy: `${DE}/trust-subversion`, decision: "block", intent: "system-change",
    exe: ["security", "certutil", "trust", "certctl", "keytool"],
    pattern: `${PRE}(?:security (?:add-trusted-cert|trust-settings-import)|certutil ${ANY}(?:-A ${ANY}-t ?[^ ]{0,3}C|-addstore ${ANY}root|-addstore -f root)|trust (?:anchor|extract-compat)(?: --store)? [^-]|certctl (?:trust|untrust)|keytool ${ANY}-import(?:cert)?${ANY}(?:-cacerts|-keystore [^ ]{0,200}cacerts))`,
    mustMatch: ["sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain corp.crt", "certutil -d sql:$HOME/.pki/nssdb -A -t C,, -n mitm -i mitm.crt", "sudo trust anchor --store rogue.pem", "keytool -importcert -cacerts -alias x -file x.crt -noprompt"],
    mustNotMatch: ["security find-certificate -a", "certutil -L -d sql:$HOME/.pki/nssdb", "trust list", "keytool -list -cacerts"] },
  { id: "shell.evade.trust-store-refresh", description: "rebuilds the system trust store (review what was added)", taxonomy: `${DE}/trust-subversion`, decision: "audit", intent: "system-change",
    exe: ["update-ca-certificates", "update-ca-trust", "certctl", "c_rehash", "openssl"],
    pattern: `${PRE}(?:update-ca-certificates|update-ca-trust|certctl rehash|c_rehash|openssl rehash)`, mustMatch: ["sudo update-ca-certificates", "update-ca-trust extract"], mustNotMatch: ["openssl version"] },
  { id: "shell.evade.gatekeeper-bypass", description: "strips quarantine or disables Gatekeeper / SIP / code signing checks", taxonomy: `${DE}/code-signing-bypass`, decision: "block", intent: "system-change",
    exe: ["xattr", "spctl", "csrutil", "codesign", "defaults"],
    pattern: `${PRE}(?:xattr (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?-[a-z]{0,3}d[a-z]{0,3} (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?com\\.apple\\.(?:quarantine|provenance)|xattr (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?-[a-z]{0,3}c[a-z]{0,3}(?: |$)|xattr (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?-w com\\.apple\\.quarantine|spctl ${ANY}(?:--master-disable|--global-disable|--disable|--add|kext-consent disable)|csrutil (?:disable|authenticated-root disable|enable --without)|codesign ${ANY}--remove-signature|defaults write ${ANY}(?:LSQuarantine ${ANY}(?:false|no|0)|DisableLibraryValidation ${ANY}(?:true|yes|1))(?: |$))`,
    mustMatch: ["xattr -d com.apple.quarantine Evil.app", "xattr -rd com.apple.quarantine ~/Downloads/tool", "xattr -cr Tool.app", "sudo spctl --master-disable", "spctl --add --label ok ./payload", "codesign --remove-signature /Applications/App.app/Contents/MacOS/App", "csrutil disable"],
    mustNotMatch: ["xattr -l Tool.app", "xattr -p com.apple.quarantine f", "spctl --assess -v App.app", "csrutil status", "codesign -dv App.app", "xattr -w user.tag blue file"] },

  // ── Hiding artefacts and tracks ─────────────────────────────────────────────────────────
  { id: "shell.evade.timestomp", description: "forges a file's timestamps to match or sit among system files", taxonomy: `${DE}/timestomp`, decision: "block", intent: "file-write",
    exe: ["touch", "debugfs"],
    pattern: `${PRE}(?:touch${ANY}(?:(?:^| )-[acmhf]{0,4}r ?|--reference[ =])${SYSTEM_FILE}|touch(?: ${ANY})? (?:-[acmhf]{0,4}[tdr]|--date|--reference)${ANY}(?:^| )${SYSTEM_FILE}|touch${ANY}(?:^| )${SYSTEM_FILE}${ANY}(?:^| )(?:-[acmhf]{0,4}[tdr]|--date|--reference)|debugfs ${ANY}set_inode_field ${ANY}(?:[acm]time|crtime))`,
    mustMatch: ["touch -r /bin/ls /tmp/implant", "touch -acmr /usr/bin/ssh ./x", "sudo touch -t 202001011200 /usr/local/bin/helper", "touch -d '2019-06-01 10:00' /etc/cron.daily/update"], mustNotMatch: ["touch README.md", "touch -d '2 hours ago' build/stamp", "touch /etc/myapp.conf", "touch -r src/a.c src/b.c"] },
  { id: "shell.evade.timestamp-change", description: "sets a file's timestamps explicitly (review)", taxonomy: `${DE}/timestomp`, decision: "audit", intent: "file-write",
    exe: ["touch", "setfile", "date", "timedatectl"],
    pattern: `${PRE}(?:touch${ANY}(?:(?:^| )-[acmhf]{0,4}t|(?:^| )-[acmhf]{0,4}d ?(?:@[0-9]|[0-9]{4}-|[0-9]{1,2}/)|--date[ =](?:@[0-9]|[0-9]{4}-))|setfile ${ANY}-[dm] [0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}|date (?:-s |--set[ =]|[0-9]{8,12}(?: |$))|timedatectl set-time)`,
    mustMatch: ["touch -a -t 197001010000.00 /tmp/notes.txt", "SetFile -m 01/01/2001 ./report.pdf", "sudo date -s '2001-01-01 00:00'", "date 010100001980"], mustNotMatch: ["touch a b", "touch -r package.json package-lock.json", "date +%s", "date -u", "setfile -a V x"] },
  { id: "shell.evade.hidden-artefact", keywords: ["/tmp/", "/var/", "/dev/shm/", "/etc/", "/usr/", "/bin/", "/sbin/", "/lib", "/private/", "...", "hidden", "setfile"], description: "creates a hidden file or directory in a temp or system location", taxonomy: `${DE}/hidden-artifacts`, decision: "audit", intent: "file-write",
    // Creation only (mkdir, touch, copies, downloads, redirects): deleting a dot-file is not hiding one.
    pattern: `(?:${START}(?:mkdir|touch|cp|mv|install|ln|tee|rsync|curl|wget)${ANY}(?:^| |=)${HIDDEN_ANY}|(?:^|[^<0-9])>{1,2} ${HIDDEN_ANY}[^ ]{0,200}${TRAILING_REDIRECTS}|${START}chflags${ANY}(?:^| )hidden|${START}setfile ${ANY}-a [a-z]{0,8}V)`,
    unless: "/\\.(?:X11|ICE|font|XIM|Test)-unix(?:/| |$)",
    mustMatch: ["mkdir /var/tmp/.cache-sync", "mkdir -p /dev/shm/.x/.y", "touch /tmp/.marker", "mkdir ~/...", "chflags hidden ~/Library/x", "SetFile -a V /tmp/agent", "echo data > /var/tmp/.d/.cfg", "curl -so /tmp/.u https://example.com/u"],
    mustNotMatch: ["mkdir -p build/.cache", "mkdir .github", "touch .env.example", "mkdir /tmp/build", "chflags nohidden ~/Library", "rm -rf /tmp/.cache", "echo '> /tmp/.x' is fine"] },
  { id: "shell.evade.hidden-exec", description: "stages or runs an executable from a hidden path in a temp or system location", taxonomy: `${DE}/hidden-artifacts`, decision: "block", intent: "code-execute",
    exe: ["chmod", "sh", "bash", "zsh", "dash", "ksh", "python", "perl", "ruby", "node", "source", ".", "cp", "install", "ln"],
    pattern: `${PRE}(?:chmod (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:[ugoa]{0,3}\\+[rw]{0,2}x[rwst]{0,3}|0?[0-7]?[1357][0-7]{2}) ${ANY}(?:${HIDDEN_IN_SYSTEM}|[^ ]{0,200}/\\.{3,8}(?:/| |$))|(?:ba|z|da|k)?sh (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:${HIDDEN_IN_SYSTEM}|[^ ]{0,200}/\\.{3,8}/)|(?:python|perl|ruby|node|source|\\.) (?:${HIDDEN_IN_SYSTEM}|[^ ]{0,200}/\\.{3,8}/)|(?:cp|install|ln) (?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:-[a-z]{1,4} )?(?:\\$\\((?:which|command -v) [^ ]{1,40}\\)|/(?:usr/(?:local/)?)?s?bin/[^ ]{1,60}) ${ANY}${HIDDEN_ANY})`,
    unless: "/\\.(?:X11|ICE|font|XIM|Test)-unix(?:/| |$)",
    mustMatch: ["chmod +x /var/tmp/.cache/.d", "chmod 755 /dev/shm/.x", "bash /tmp/.s.sh", "python3 /dev/shm/.p.py", "chmod +x ~/.../agent", "cp $(which bash) ~/.../b", "cp /bin/sh /var/tmp/.s"], mustNotMatch: ["chmod +x ./build.sh", "bash scripts/test.sh", "chmod 644 /tmp/.marker", "python3 /tmp/x.py"] },
  { id: "shell.evade.immutable-flag", description: "locks a system file with an immutable/append-only flag (hides and pins a change)", taxonomy: `${DE}/hidden-artifacts`, decision: "block", intent: "system-change",
    exe: ["chattr", "chflags"],
    pattern: `${PRE}(?:chattr (?:-R )?[+-][a-z]{0,3}[ia][a-z]{0,3}(?: -R)? (?:${ANY} )?(?:/etc/(?:passwd|shadow|group|gshadow|sudoers|ssh/|cron|ld\\.so|rc\\.local|systemd/|init\\.d/|profile|bash\\.bashrc|pam\\.d/)|/root/|~/\\.ssh|/var/spool/cron|/usr/(?:local/)?s?bin/|/s?bin/|/lib(?:64)?/)|chflags (?:-[a-z]{1,3} )?(?:-[a-z]{1,3} )?(?:s(?:chg|immutable|appnd|append|unlnk|unlink)|nos(?:chg|immutable|appnd|append))(?: |$)|chflags (?:-[a-z]{1,3} )?(?:-[a-z]{1,3} )?(?:u(?:chg|immutable|appnd)|hidden|nou(?:chg|immutable)) (?:${ANY} )?${SYSTEM_FILE})`,
    mustMatch: ["chattr +i /etc/passwd", "sudo chattr +ia ~/.ssh/authorized_keys", "chflags simmutable /tmp/x", "sudo chflags schg /usr/local/bin/helper", "chflags uchg /Library/LaunchDaemons/com.x.plist"], mustNotMatch: ["chattr +i ~/important-config.json", "chattr +i /etc/hosts", "chflags -R uchg /var/tmp/directory", "lsattr /etc/passwd"] },
  { id: "shell.evade.masquerade", description: "gives a binary the name of a system daemon or kernel thread", taxonomy: `${DE}/masquerading`, decision: "block", intent: "code-execute",
    exe: ["cp", "mv", "ln", "install", "rsync"],
    pattern: `${PRE}(?:cp|mv|ln|install|rsync) [^ ]{1,200} (?:${ANY} )?(?:[^ ]{0,200}/)?${DAEMON_NAME}(?: >|$)`,
    unless: " /(?:usr/(?:local/)?)?(?:s?bin|libexec|lib/systemd)/[^ /]{1,80}$",
    mustMatch: ["cp /bin/sh /tmp/crond", "mv ./payload /dev/shm/kworker", "cp $(which bash) ~/.local/bin/sshd", "cp agent '/tmp/[kworker/0:1]'"], mustNotMatch: ["cp build/sshd /usr/sbin/sshd", "cp config.yaml ./configs/", "mv a b"] },
  { id: "shell.evade.process-rename", description: "renames the running process (argv[0]/prctl) to look like another program", taxonomy: `${DE}/masquerading`, decision: "block", intent: "code-execute",
    exe: ["python", "perl", "ruby", "node"],
    pattern: `(?:prctl${ANY}(?:PR_SET_NAME|\\(15|set_name)|setproctitle\\(|process\\.title ?=|\\$0 ?= ?['"]|\\$PROGRAM_NAME ?=)`,
    mustMatch: ["perl -e '$0=\"[kworker/1:0]\"; sleep 600'", "python3 -c \"import ctypes; ctypes.CDLL(None).prctl(15, b'sshd', 0, 0, 0)\""], mustNotMatch: ["perl -e 'print $0'", "python3 -c 'print(1)'"] },
  { id: "shell.evade.proc-hide", description: "mounts over /proc/PID to hide a process", taxonomy: `${DE}/hidden-artifacts`, decision: "block", intent: "system-change", exe: ["mount"],
    pattern: `${PRE}mount ${ANY}(?:--bind|--rbind|-B|-o [^ ]{0,40}bind)${ANY} /proc/(?:[0-9]{1,8}|\\$[^ /]{1,40})(?:/| |$)`, mustMatch: ["mount --bind /tmp/empty /proc/4242", "sudo mount -o bind /var/tmp/e /proc/$PID"], mustNotMatch: ["mount --bind /src /mnt/src", "mount -t proc proc /proc"] },
  { id: "shell.evade.hidden-account", description: "creates or hides a user account from the login window and user lists", taxonomy: `${DE}/hidden-artifacts`, decision: "block", intent: "persistence",
    exe: ["dscl", "defaults"],
    pattern: `${PRE}(?:dscl ${ANY}-?create ${ANY}(?:IsHidden (?:1|yes|true)|UniqueID [1-4][0-9]{0,2}(?: |$))|defaults write ${ANY}com\\.apple\\.loginwindow ${ANY}(?:HiddenUsersList|Hide500Users|HideAdminUsers))`,
    mustMatch: ["sudo dscl . -create /Users/svc IsHidden 1", "sudo dscl . -create /Users/svc UniqueID 401", "sudo defaults write /Library/Preferences/com.apple.loginwindow Hide500Users -bool YES"], mustNotMatch: ["dscl . -read /Users/me", "dscl . -create /Users/dev UniqueID 502"] },

  // ── Log extraction: credential hunting in logs, history and the whole filesystem ───────
  { id: "shell.evade.log-credential-search", description: "searches logs, shell history or the whole filesystem for credentials", taxonomy: `${CE}/log-mining/log-credential-grep`, decision: "block", intent: "credential-access",
    exe: ["grep", "egrep", "fgrep", "zgrep", "zegrep", "xzgrep", "bzgrep", "rg", "ag", "ack", "awk", "gawk", "sed", "git"],
    pattern: `${PRE}(?:grep|egrep|fgrep|zgrep|zegrep|xzgrep|bzgrep|rg|ag|ack|awk|gawk|sed) (?:${ANY}${CRED_WORD}(?:${ANY}(?:^| ))?(?:${LOG_PATH}|${BROAD_ROOT})|${ANY}(?:^| )(?:${LOG_PATH}|${BROAD_ROOT})${ANY}${CRED_WORD})`,
    unless: "(?:failed|accepted|invalid|wrong|bad) pass|authentication fail|pam_unix|password (?:changed|expired)",
    mustMatch: ["grep -ri password /var/log", "sudo zgrep -iE 'token|secret' /var/log/*.gz", "grep -rE 'AKIA[0-9A-Z]{16}' ~", "rg -i 'api[_-]?key' /", "find / -type f -exec grep -l 'BEGIN RSA PRIVATE KEY' {} +", "grep -a pass /root/.bash_history", "awk '/password/' /var/log/secure"],
    mustNotMatch: ["grep -r API_KEY ./src/", "grep 'Failed password' /var/log/auth.log", "grep -i error /var/log/syslog", "rg password src", "grep -r token ."] },
  { id: "shell.evade.log-service-credential-search", description: "queries a log service for credentials", taxonomy: `${CE}/log-mining/log-credential-grep`, decision: "block", intent: "credential-access",
    exe: ["journalctl", "log", "aws", "gcloud", "az", "kubectl", "stern", "logcli"],
    pattern: `${PRE}(?:journalctl ${ANY}(?:-g|--grep)[ =]?${ANY}${CRED_WORD}|log (?:show|stream) ${ANY}${CRED_WORD}|aws logs (?:filter-log-events|tail|start-query) ${ANY}${CRED_WORD}|gcloud logging read ${ANY}${CRED_WORD}|az monitor (?:log-analytics|app-insights) query ${ANY}${CRED_WORD}|(?:stern|logcli) ${ANY}${CRED_WORD})`,
    unless: "(?:failed|accepted|invalid|wrong|bad) pass|authentication fail",
    mustMatch: ["journalctl --grep=password", "journalctl -b -g 'token|secret'", "log show --last 1d --predicate 'eventMessage CONTAINS \"password\"'", "aws logs filter-log-events --log-group-name /app --filter-pattern AKIA", "gcloud logging read 'textPayload:\"api_key\"'"],
    mustNotMatch: ["journalctl -u nginx --since today", "log show --last 5m", "aws logs tail /app --follow", "journalctl -g 'Failed password'"] },
  { id: "shell.evade.security-log-read", description: "reads authentication / security logs or login records (review)", taxonomy: `${CE}/log-mining/security-log-read`, decision: "audit", intent: "reconnaissance",
    exe: ["journalctl", "log", "last", "lastb", "lastlog", "lastlog2", "utmpdump", "aureport", "ausearch", "praudit", "auditreduce"],
    pattern: `${PRE}(?:journalctl ${ANY}(?:(?:-u|--unit)[ =]?(?:sshd?|sudo|systemd-logind|auditd|polkit|gdm|login)(?:\\.service)?(?: |$)|_COMM=(?:sudo|sshd|su|login)|(?:-t|--identifier)[ =]?(?:sudo|sshd|su)(?: |$)|--facility[ =]?(?:auth|authpriv)|SYSLOG_FACILITY=(?:4|10))|log (?:show|stream|collect)|lastb?(?: |$)|lastlog2?(?: |$)|utmpdump|aureport|ausearch|praudit|auditreduce)`,
    mustMatch: ["journalctl -u sshd --since yesterday", "sudo journalctl _COMM=sudo", "log show --last 1h", "last -n 20", "sudo lastb"], mustNotMatch: ["journalctl -u nginx", "journalctl -f"] },
];

/** Records of who logged in and what was authorised: reading them is reconnaissance, writing them is tampering. */
const AUDIT_TRAIL = "(?:^|/)(?:wtmpx?|btmp|utmpx?|lastlog|lastlog2\\.db|faillog|tallylog)(?:\\.[0-9]{1,3})?$|^(?:/private)?/var/(?:log/(?:audit|sudo-io|apparmor|clamav)(?:/|$)|audit(?:/|$)|log/(?:auth\\.log|secure|audit\\.log|sudo\\.log|authd\\.log|ufw\\.log|firewalld|fail2ban\\.log)(?:\\.[0-9]{1,3})?(?:\\.gz)?$)";
/** The system's main logs and journal: ordinary to read, never to overwrite. */
const SYSTEM_LOG = "^(?:/private)?/var/(?:log/(?:journal|asl)(?:/|$)|db/(?:diagnostics|uuidtext)(?:/|$)|log/(?:system\\.log|syslog|messages|kern\\.log|daemon\\.log|install\\.log)(?:\\.[0-9]{1,3})?(?:\\.gz)?$|(?:spool/)?mail(?:/|$))|^/run/log/journal(?:/|$)";

export const EVASION_PATH_RULES: PathRuleSpec[] = [
  { id: "shell.path.audit-trail", description: "audit trail, login records or security log", taxonomy: `${DE}/log-tampering`, pattern: AUDIT_TRAIL, read: "audit", write: "block", intent: "file-delete",
    mustMatch: ["/var/log/wtmp", "/var/run/utmp", "/var/log/auth.log", "/var/log/audit/audit.log", "/private/var/audit/current", "/var/log/secure.1"], mustNotMatch: ["/var/log/nginx/access.log", "./wtmp.txt", "/var/log/syslog"] },
  { id: "shell.path.system-log", description: "system log, journal or mail spool", taxonomy: `${DE}/log-tampering`, pattern: SYSTEM_LOG, write: "block", intent: "file-delete",
    mustMatch: ["/var/log/syslog", "/var/log/journal/abc/system.journal", "/var/spool/mail/root", "/var/mail/alice", "/private/var/log/system.log"], mustNotMatch: ["/var/log/nginx/access.log", "/var/log/myapp.log"] },
  { id: "shell.path.shell-history", description: "shell history file", taxonomy: `${DE}/history-evasion`, pattern: "^~/\\.(?:[a-z0-9]{1,16}_history|history|zhistory|histfile|local/share/fish/fish_history)$", write: "block", intent: "file-delete",
    mustMatch: ["~/.bash_history", "~/.zsh_history", "~/.history", "~/.local/share/fish/fish_history"], mustNotMatch: ["~/.bashrc", "~/history.txt"] },
  { id: "shell.path.log-store", description: "system log directory", taxonomy: `${DE}/log-tampering`, pattern: "^(?:/private)?/var/(?:log|adm)(?:/|$)|^/Library/Logs(?:/|$)|^/var/lib/docker/containers/.{1,200}\\.log$", write: "audit", intent: "file-write",
    mustMatch: ["/var/log/nginx/access.log", "/var/lib/docker/containers/abc/abc-json.log"], mustNotMatch: ["./var/log/x", "/tmp/app.log"] },
  { id: "shell.path.logging-config", description: "syslog / journald / audit daemon configuration", taxonomy: `${DE}/log-tampering`, write: "block", intent: "system-change",
    pattern: "^/etc/(?:r?syslog(?:-ng)?(?:\\.conf|\\.d/|/)|audit/|audisp/|auditd\\.conf|libaudit\\.conf|newsyslog\\.(?:conf|d/)|asl\\.conf|asl/|security/audit_(?:control|class|event|user)|default/(?:auditd|rsyslog))|^/(?:etc|usr/lib|run)/systemd/journald\\.conf(?:\\.d/|$)|^/Library/Preferences/Logging/",
    mustMatch: ["/etc/rsyslog.conf", "/etc/rsyslog.d/50-default.conf", "/etc/syslog-ng/syslog-ng.conf", "/etc/audit/auditd.conf", "/etc/audisp/audispd.conf", "/etc/systemd/journald.conf", "/etc/security/audit_control"], mustNotMatch: ["/etc/logrotate.d/myapp", "/etc/hosts"] },
  { id: "shell.path.security-control-config", description: "firewall, SELinux/AppArmor or security-agent configuration", taxonomy: `${DE}/security-control-disable`, write: "block", intent: "system-change",
    pattern: "^/etc/(?:ufw/|default/ufw$|firewalld/|sysconfig/(?:ip6?tables|nftables|selinux)|iptables/|nftables\\.conf$|pf\\.conf$|pf\\.anchors/|selinux/config$|apparmor\\.d/|apparmor/|osquery/|falco/|clamav/|opt/microsoft/mdatp/|fail2ban/)|^/var/ossec/|^/opt/(?:CrowdStrike|sentinelone|carbonblack|microsoft/mdatp)/|^/Library/CS/|^/Library/Preferences/com\\.apple\\.alf\\.plist$|^/sys/fs/selinux/|^/sys/kernel/security/apparmor/|^/sys/module/apparmor/|^/proc/sys/kernel/(?:randomize_va_space|yama/ptrace_scope|kptr_restrict|dmesg_restrict|unprivileged_bpf_disabled)$",
    mustMatch: ["/etc/ufw/user.rules", "/etc/default/ufw", "/etc/selinux/config", "/etc/apparmor.d/usr.bin.x", "/sys/fs/selinux/enforce", "/proc/sys/kernel/randomize_va_space", "/etc/pf.conf"], mustNotMatch: ["/etc/hosts", "/etc/nginx/nginx.conf"] },
  { id: "shell.path.trust-store", description: "system or runtime certificate trust store", taxonomy: `${DE}/trust-subversion`, write: "block", intent: "system-change",
    pattern: "^/usr/(?:local/)?share/ca-certificates(?:/|$)|^/etc/ca-certificates(?:/|\\.conf$)|^/etc/pki/(?:ca-trust/source|ca-trust/extracted|tls/certs|tls/cert\\.pem$|trust/anchors)(?:/|$)|^/usr/share/pki/(?:ca-trust-source|trust/anchors)(?:/|$)|^/etc/ssl/(?:certs(?:/|$)|cert\\.pem$)|^/usr/local/(?:share/certs|etc/ssl/certs|etc/openssl(?:@[0-9.]{1,5})?/cert\\.pem$)|(?:^|/)certifi/cacert\\.pem$|^/etc/ca-certificates/trust-source(?:/|$)|^/Library/Keychains/System\\.keychain$|^/System/Library/Keychains/",
    mustMatch: ["/usr/local/share/ca-certificates", "/usr/local/share/ca-certificates/corp.crt", "/etc/pki/ca-trust/source/anchors/", "/etc/ssl/certs/ca-certificates.crt", "/usr/local/share/certs/", "venv/lib/python3.12/site-packages/certifi/cacert.pem"], mustNotMatch: ["/etc/ssl/private/x.key", "./certs/dev.crt"] },
];
