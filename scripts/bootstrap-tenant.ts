// `npm run tenant:bootstrap -- <tenant-id> "<name>"`: mints an owner key for a new tenant and
// prints it once, with the SQL that creates the tenant and stores only the key's hash. Pipe the
// SQL into `wrangler d1 execute agent-shield --remote --file=-` (or save it and use --file).
import { writeFileSync } from "node:fs";
import { mintApiKey } from "../src/auth/api-keys";

const [tenantId, name] = process.argv.slice(2);
if (!tenantId || !/^[A-Za-z0-9_-]{1,64}$/.test(tenantId) || !name) {
  console.error('usage: npm run tenant:bootstrap -- <tenant-id [A-Za-z0-9_-]> "<display name>"');
  process.exit(64);
}
const k = await mintApiKey();
const now = new Date().toISOString();
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sql = [
  `INSERT INTO tenants (id, name, created_at) VALUES (${q(tenantId)}, ${q(name)}, ${q(now)});`,
  `INSERT INTO api_keys (id, tenant_id, role, label, key_hash, created_at) VALUES (${q(k.id)}, ${q(tenantId)}, 'owner', 'bootstrap', ${q(k.hash)}, ${q(now)});`,
].join("\n");
const file = `bootstrap-${tenantId}.sql`;
writeFileSync(file, `${sql}\n`, { mode: 0o600 });
console.error(`Owner API key for ${tenantId} (shown once, store it now): ${k.key}`);
console.error(`SQL written to ${file} (holds only the hash). Apply with:\n  npx wrangler d1 execute agent-shield --remote --file=${file}`);
