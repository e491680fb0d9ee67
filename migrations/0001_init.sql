-- Tenancy, credentials and the scan audit trail (protocol conformance level 3).
-- Forward-only: never edit a migration that has shipped; add the next number instead.

CREATE TABLE tenants (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- API keys are shown once at creation; only a SHA-256 of the whole key is kept.
-- The key id is embedded in the key itself so lookup is by id and the hash is
-- compared in constant time, never used as a query predicate.
CREATE TABLE api_keys (
  id          TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  role        TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'agent', 'auditor')),
  label       TEXT NOT NULL DEFAULT '',
  key_hash    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  created_by  TEXT,
  revoked_at  TEXT,
  revoked_by  TEXT
);
CREATE INDEX api_keys_tenant ON api_keys(tenant_id, created_at);

-- A receipt holds the content hash and the results, never the content.
CREATE TABLE receipts (
  scan_id         TEXT PRIMARY KEY,
  tenant_id       TEXT NOT NULL REFERENCES tenants(id),
  api_key_id      TEXT NOT NULL,
  content_hash    TEXT NOT NULL,
  content_length  INTEGER NOT NULL,
  verdict         TEXT NOT NULL CHECK (verdict IN ('clean', 'suspicious', 'malicious')),
  scores_json     TEXT NOT NULL,
  findings_json   TEXT NOT NULL,
  engine_id       TEXT NOT NULL,
  engine_version  TEXT NOT NULL,
  source          TEXT NOT NULL,
  direction       TEXT NOT NULL,
  tool            TEXT,
  policy_version  INTEGER NOT NULL DEFAULT 0,
  signature       TEXT NOT NULL,
  kid             TEXT NOT NULL,
  timestamp       TEXT NOT NULL
);
CREATE INDEX receipts_tenant_time ON receipts(tenant_id, scan_id);
CREATE INDEX receipts_tenant_hash ON receipts(tenant_id, content_hash);

-- What the enforcer did with a verdict (protocol §5, level 3). Append-only.
CREATE TABLE receipt_enforcements (
  id          TEXT PRIMARY KEY,
  scan_id     TEXT NOT NULL REFERENCES receipts(scan_id),
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  action      TEXT NOT NULL CHECK (action IN ('proceed', 'proceed_with_flag', 'block')),
  actor       TEXT NOT NULL,
  reason      TEXT,
  api_key_id  TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX receipt_enforcements_scan ON receipt_enforcements(scan_id, created_at);
