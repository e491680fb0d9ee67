// Tool families: what a command is *for*. The semantic layer turns this into intents, and the
// families marked `audit` are the service's review set — in a hosted gate with no local user
// at the keyboard, a command with no findings is allowed, but one that reaches the network,
// a cloud/cluster control plane, a database, a secret store, or runs code gets logged.
import type { Intent } from "../types";

export interface FamilySpec {
  family: string;
  intent: Intent;
  taxonomy: string;
  /** Review (audit) every use; otherwise only the intent is recorded. */
  audit: boolean;
  exe: string[];
}

export const FAMILIES: FamilySpec[] = [
  { family: "network-client", intent: "network-egress", taxonomy: "data-exfiltration/network-egress/network-http-request", audit: true, exe: ["curl", "wget", "nc", "ncat", "netcat", "socat", "telnet", "ftp", "sftp", "scp", "http", "https", "xh", "aria2c", "lynx", "links", "w3m", "ping", "ping6", "fping", "drill", "traceroute", "mtr", "dig", "nslookup", "host", "whois", "ssh", "ssh-add", "ssh-keyscan", "mosh", "rsync", "rclone", "s3cmd", "gsutil", "azcopy", "ngrok", "cloudflared", "bore", "tailscale", "arp", "ip", "ldapsearch", "smbclient", "rpcclient", "tcpdump", "tshark", "wireshark"] },
  { family: "cloud-cli", intent: "cloud-mutation", taxonomy: "governance-risk/ai-governance-gap/ai-agent-scope-creep", audit: true, exe: ["aws", "gcloud", "az", "kubectl", "oc", "helm", "terraform", "tofu", "terragrunt", "pulumi", "cdk", "sam", "eksctl", "doctl", "flyctl", "heroku", "vercel", "netlify", "wrangler", "firebase", "stripe", "circleci", "ansible", "ansible-playbook", "gh", "glab", "sagemaker"] },
  { family: "secret-store", intent: "credential-access", taxonomy: "credential-exposure/password-db-access/enterprise-secrets-manager-cli", audit: true, exe: ["vault", "op", "bw", "doppler", "infisical", "sops", "pass", "gopass", "keepassxc-cli", "security", "secret-tool", "keyctl", "gpg", "gpg-connect-agent", "age", "kinit", "klist", "kdestroy", "huggingface-cli", "git-credential-manager"] },
  { family: "container", intent: "code-execute", taxonomy: "privilege-escalation/container-escape/docker-exec", audit: true, exe: ["docker", "podman", "nerdctl", "crictl", "ctr", "lxc", "kind", "minikube", "buildah", "skopeo"] },
  { family: "database", intent: "credential-access", taxonomy: "reconnaissance/network-discovery/database-schema-enumeration", audit: true, exe: ["mysql", "mariadb", "psql", "mongosh", "mongo", "redis-cli", "sqlite3", "mysqldump", "pg_dump", "pg_dumpall", "mongodump", "mongoexport", "cqlsh", "clickhouse-client", "sqlcmd", "mysqladmin", "dropdb", "createdb"] },
  { family: "interpreter", intent: "code-execute", taxonomy: "unauthorized-execution/agentic-attacks/agentic-error-recovery-exploitation", audit: true, exe: ["python", "node", "perl", "ruby", "php", "lua", "deno", "bun", "osascript", "pwsh", "powershell", "java", "go", "cargo", "make", "npm", "npx", "yarn", "pnpm", "pip", "pipx", "uv", "poetry", "gem", "bundle", "composer", "mvn", "gradle", "dotnet", "bash", "sh", "zsh", "dash", "ksh", "fish", "source", ".", "exec", "eval", "swift", "rustc", "gcc", "cc", "clang"] },
  { family: "package-install", intent: "package-install", taxonomy: "supply-chain/dependency/package-install", audit: true, exe: ["apt", "apt-get", "dnf", "yum", "apk", "pacman", "zypper", "brew", "port", "snap", "flatpak", "choco", "winget", "dpkg", "rpm"] },
  { family: "ai-cli", intent: "code-execute", taxonomy: "governance-risk/ai-governance-gap/ai-uncontrolled-invocations", audit: true, exe: ["claude", "openai", "llm", "ollama", "aider", "codex", "gemini", "openai-cli", "llm-tool", "sgpt", "agentshield", "watchmedo", "chokidar"] },
  { family: "system-admin", intent: "system-change", taxonomy: "privilege-escalation/command-execution/sudo-invocation", audit: true, exe: ["sudo", "su", "doas", "pkexec", "runuser", "systemctl", "service", "launchctl", "mount", "umount", "modprobe", "insmod", "rmmod", "modinfo", "sysctl", "iptables", "nft", "ufw", "crontab", "at", "useradd", "usermod", "userdel", "groupadd", "passwd", "chpasswd", "chown", "chgrp", "chattr", "setfacl", "setcap", "getcap", "ldconfig", "swapoff", "swapon", "fsck", "tune2fs", "stress", "stress-ng", "kill", "pkill", "killall", "ulimit", "chroot", "unshare", "nsenter", "setarch", "arch", "ldd", "readelf", "chrpath", "bpftool", "bpftrace", "tc", "dbus-send", "dbus-monitor", "busctl", "gdbus", "systemd-cgls", "inotifywait", "fanotify", "tty", "who", "w", "last", "reg", "start-process", "eventvwr", "tasklist", "schtasks", "fodhelper", "circleci", "export", "unset", "set", "env", "printenv", "pgrep", "lsof", "ss", "netstat", "findmnt", "history", "getfacl", "visudo", "vipw", "fallocate", "truncate", "shred", "wipefs", "chmod", "ln", "debugfs", "tune2fs", "readlink", "sqlmap", "script", "wg", "nmcli", "ip"] },
];

/** Read-only local utilities: never reviewed on their own. */
export const QUIET: ReadonlySet<string> = new Set(["ls", "cat", "echo", "printf", "grep", "find", "head", "tail", "wc", "sort", "uniq", "cut", "tr", "sed", "awk", "diff", "git", "pwd", "cd", "whoami", "id", "uname", "date", "df", "du", "free", "which", "file", "stat", "ps", "man", "less", "more", "tree", "touch", "mkdir", "cp", "mv", "tee", "xargs", "true", "false", "test", "[", "lsmod", "lsns", "lsattr", "dumpe2fs", "comm", "jq", "yq", "nproc", "sleep", "dd"]);
