// Defense evasion, stealth and log extraction: each class is checked through several tools and
// platforms reaching the same effect, and against the everyday commands that look alike.
import { describe, expect, it } from "vitest";
import { analyzeShell } from "../../../src/shell/index";

const blocks = (cmd: string) => analyzeShell(cmd).findings.filter((f) => f.decision === "block").map((f) => f.rule_id);
const flags = (cmd: string) => analyzeShell(cmd).findings.map((f) => f.rule_id);

describe("defense evasion and stealth", () => {
  const BLOCK: [string, string][] = [
    // Logs and audit trails destroyed, truncated or edited.
    ["sudo shred -zu /var/log/auth.log", "shell.evade.log-tamper"],
    ["sudo srm -r /private/var/log/", "shell.evade.log-tamper"],
    ["find /var/log -type f -name '*.log' -exec truncate -s 0 {} \\;", "shell.evade.log-tamper"],
    ["find /var/log -mtime -1 -delete", "shell.evade.log-tamper"],
    [": > /var/log/secure", "shell.evade.log-tamper"],
    ["dd if=/dev/zero of=/var/log/btmp bs=1k count=1", "shell.evade.log-tamper"],
    ["echo '' | sudo tee /var/log/kern.log", "shell.evade.log-tamper"],
    ["sudo perl -ni -e 'print unless /198\\.51\\.100\\.7/' /var/log/auth.log", "shell.evade.log-tamper"],
    ["journalctl --vacuum-size=1K", "shell.evade.log-tamper"],
    ["sudo log erase --ttl", "shell.evade.log-tamper"],
    ["auditctl -e 0", "shell.evade.log-tamper"],
    ["sudo ln -sf /dev/null /var/log/wtmp", "shell.path.audit-trail"],
    ["echo 'Jan 1 sshd[1]: Accepted publickey for root' >> /var/log/auth.log", "shell.path.audit-trail"],
    ["utmpdump -r < edited.txt > /var/run/utmp", "shell.path.audit-trail"],
    ["echo 'Storage=none' | sudo tee -a /etc/systemd/journald.conf", "shell.path.logging-config"],
    ["sudo sed -i 's/^\\*\\.\\*/#&/' /etc/rsyslog.d/50-default.conf", "shell.path.logging-config"],
    ["echo '-e 0' >> /etc/audit/rules.d/audit.rules", "shell.path.logging-config"],
    ["sudo log config --mode level:off", "shell.evade.logging-off"],
    // History evasion.
    ["export HISTFILESIZE=0", "shell.evade.history-off"],
    ["unset HISTFILE; curl -s https://example.com", "shell.evade.history-off"],
    ["export HISTCONTROL=ignoreboth", "shell.evade.history-off"],
    ["history -cw", "shell.evade.history-off"],
    ["ln -sf /dev/null ~/.zsh_history", "shell.path.shell-history"],
    ["rm -f $HOME/.bash_history", "shell.path.shell-history"],
    // Security tools and controls switched off.
    ["sudo systemctl disable --now auditd", "shell.evade.security-service-off"],
    ["sudo launchctl bootout system /Library/LaunchDaemons/com.objective-see.lulu.plist", "shell.evade.security-service-off"],
    ["sudo service wazuh-agent stop", "shell.evade.security-service-off"],
    ["rc-update del syslog-ng default", "shell.evade.security-service-off"],
    ["chkconfig auditd off", "shell.evade.security-service-off"],
    ["sudo killall -9 falcond", "shell.evade.security-service-off"],
    ["sudo mdatp config cloud-delivered-protection --value disabled", "shell.evade.av-edr-config-off"],
    ["sudo iptables -P INPUT ACCEPT", "shell.evade.firewall-off"],
    ["sudo iptables -D INPUT -s 203.0.113.0/24 -j DROP", "shell.evade.firewall-off"],
    ["sudo ufw --force reset", "shell.evade.firewall-off"],
    ["sudo pfctl -F all", "shell.evade.firewall-off"],
    ["nft delete table inet filter", "shell.evade.firewall-off"],
    ["firewall-cmd --zone=public --add-port=31337/tcp", "shell.evade.firewall-off"],
    ["echo '*filter' > /etc/iptables/rules.v4", "shell.path.security-control-config"],
    ["sudo setenforce Permissive", "shell.evade.mac-off"],
    ["sudo aa-disable /etc/apparmor.d/usr.sbin.tcpdump", "shell.evade.mac-off"],
    ["echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope", "shell.path.security-control-config"],
    ["sudo sysctl -w kernel.dmesg_restrict=0", "shell.evade.kernel-hardening-off"],
    ["aws configservice stop-configuration-recorder --configuration-recorder-name default", "shell.evade.cloud-audit-off"],
    // Trust subversion.
    ["sudo cp corp-root.crt /usr/local/share/ca-certificates/", "shell.path.trust-store"],
    ["sudo mv proxy.pem /etc/pki/ca-trust/source/anchors/proxy.pem", "shell.path.trust-store"],
    ["cat mitm.pem >> venv/lib/python3.11/site-packages/certifi/cacert.pem", "shell.path.trust-store"],
    ["sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain proxy.cer", "shell.evade.trust-root-add"],
    ["xattr -r -d com.apple.quarantine ~/Downloads/Installer.app", "shell.evade.gatekeeper-bypass"],
    ["sudo spctl --global-disable", "shell.evade.gatekeeper-bypass"],
    ["codesign --remove-signature ./Helper", "shell.evade.gatekeeper-bypass"],
    // Hiding artefacts and tracks.
    ["touch -r /usr/bin/passwd /usr/local/bin/.helper", "shell.evade.timestomp"],
    ["touch --reference=/etc/hosts /etc/cron.d/update", "shell.evade.timestomp"],
    ["sudo chattr +i /etc/ld.so.preload", "shell.evade.immutable-flag"],
    ["sudo chflags schg /Library/LaunchDaemons/com.x.plist", "shell.evade.immutable-flag"],
    ["cp ./agent /var/tmp/kworker", "shell.evade.masquerade"],
    ["mv payload /dev/shm/systemd-udevd", "shell.evade.masquerade"],
    ["mount -o bind /tmp/decoy /proc/31337", "shell.evade.proc-hide"],
    ["chmod u+x /dev/shm/.x/run", "shell.evade.hidden-exec"],
    ["sudo dscl . -create /Users/helper IsHidden 1", "shell.evade.hidden-account"],
    // Log extraction: credential hunting.
    ["grep -rniE 'password|secret|token' /var/log/", "shell.evade.log-credential-search"],
    ["zgrep -h 'Authorization: Bearer' /var/log/nginx/access.log.*.gz", "shell.evade.log-credential-search"],
    ["rg -uu -i 'aws_secret_access_key' ~", "shell.evade.log-credential-search"],
    ["grep -i passwd ~/.zsh_history", "shell.evade.log-credential-search"],
    ["find / -name '*.conf' -exec grep -Hi password {} \\;", "shell.evade.log-credential-search"],
    ["journalctl --no-pager -g 'api_key='", "shell.evade.log-service-credential-search"],
    ["aws logs filter-log-events --log-group-name /ecs/api --filter-pattern Bearer", "shell.evade.log-service-credential-search"],
  ];
  for (const [cmd, rule] of BLOCK) it(`blocks: ${cmd.slice(0, 70)}`, () => expect(blocks(cmd)).toContain(rule));

  const AUDIT: [string, string][] = [
    ["sudo tail -n 100 /var/log/auth.log", "shell.path.audit-trail"],
    ["journalctl -u ssh --since '1 hour ago'", "shell.evade.security-log-read"],
    ["log show --last 30m --style compact", "shell.evade.security-log-read"],
    ["last -F", "shell.evade.security-log-read"],
    ["mkdir -p /var/tmp/.sync", "shell.evade.hidden-artefact"],
    ["chflags hidden /tmp/report", "shell.evade.hidden-artefact"],
    ["touch -a -t 200001010000 /tmp/notes", "shell.evade.timestamp-change"],
    ["sudo update-ca-certificates", "shell.evade.trust-store-refresh"],
    ["echo x >> /var/log/myapp.log", "shell.path.log-store"],
  ];
  for (const [cmd, rule] of AUDIT)
    it(`audits (not blocks): ${cmd}`, () => {
      const a = analyzeShell(cmd);
      expect(a.findings.map((f) => f.rule_id)).toContain(rule);
      expect(a.findings.filter((f) => f.rule_id === rule).every((f) => f.decision === "audit")).toBe(true);
    });

  // Everyday commands that share tools, paths or words with the classes above.
  const MINE = /^shell\.(?:evade\.|path\.(?:audit-trail|system-log|shell-history|log-store|logging-config|security-control-config|trust-store))/;
  const FINE = [
    "tail -f /var/log/nginx/error.log", "tail /var/log/syslog", "grep -i error /var/log/syslog", "journalctl -u nginx -f", "journalctl -xe",
    "history | tail -20", "export HISTSIZE=10000", "export HISTTIMEFORMAT='%F %T '",
    "ufw status verbose", "iptables -L -n -v", "iptables -L -n -x", "nft list ruleset", "firewall-cmd --list-all", "pfctl -s rules",
    "systemctl restart rsyslog", "systemctl status auditd", "sudo systemctl stop nginx", "killall node", "sudo killall -HUP syslogd",
    "launchctl unload ~/Library/LaunchAgents/com.me.sync.plist", "getenforce", "setenforce 1", "sysctl -w vm.max_map_count=262144",
    "touch src/index.ts", "touch -r package.json package-lock.json", "mkdir -p .vscode", "mkdir -p /tmp/build", "rm -rf /tmp/.cache",
    "cp dist/app /usr/local/bin/app", "cp .env.example .env", "mv ./crond.c src/", "xattr -l App.app", "xattr -w user.tag blue file", "codesign --verify App.app",
    "grep -rn password src/", "grep -r API_KEY ./src/", "rg -i token src", "grep 'Failed password' /var/log/auth.log",
    "truncate -s 0 app.log", ": > debug.log", "rm -f logs/*.log", "find . -name '*.log' -delete", "find /var/log -name '*.gz' -mtime +30",
    "chattr +i ~/notes.txt", "chflags -R uchg /var/tmp/directory", "chmod +x ./scripts/deploy.sh",
    "openssl req -x509 -newkey rsa:2048 -keyout key.pem -out cert.pem -days 365 -nodes", "cp cert.pem ./certs/", "keytool -list -keystore app.jks",
    "aws logs tail /aws/lambda/fn --follow", "aws cloudtrail lookup-events --max-results 5", "gcloud logging read 'severity>=ERROR' --limit 10",
    "echo 'set +o history' >> notes.md", "git commit -m 'unset HISTFILE in tests'", "date -u +%Y-%m-%dT%H:%M:%SZ",
  ];
  for (const cmd of FINE) it(`leaves alone: ${cmd}`, () => expect(flags(cmd).filter((id) => MINE.test(id) && !/^shell\.path\.audit-trail$|security-log-read|log-store/.test(id)), cmd).toEqual([]));
  it("reading a security log is reviewed, never blocked", () => expect(analyzeShell("sudo tail -n 50 /var/log/auth.log").decision).toBe("audit"));
  it("plain syslog reading is not flagged by these rules", () => expect(flags("tail /var/log/syslog").filter((id) => MINE.test(id))).toEqual([]));
});
