-- Local audit entries forwarded by `agent-shield hook --local` and `agent-shield mcp-proxy --local`
-- (issue 19). Only what the CLI signed: decisions, rule ids and hashes, never content. One row per
-- (tenant, signing key, seq): a re-sent entry is ignored, so a client that lost its cursor cannot
-- duplicate history.
CREATE TABLE local_audit_entries (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id),
  key_id          TEXT NOT NULL,
  seq             INTEGER NOT NULL,
  ts              TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('hook', 'proxy')),
  agent           TEXT,
  server_id       TEXT,
  event           TEXT NOT NULL,
  tool            TEXT,
  decision        TEXT NOT NULL,
  action          TEXT NOT NULL CHECK (action IN ('proceed', 'proceed_with_flag', 'block')),
  verdict         TEXT,
  rules           TEXT NOT NULL,
  content_sha256  TEXT,
  prev            TEXT NOT NULL,
  hash            TEXT NOT NULL,
  api_key_id      TEXT NOT NULL,
  received_at     TEXT NOT NULL,
  PRIMARY KEY (tenant_id, key_id, seq)
);
CREATE INDEX local_audit_entries_received ON local_audit_entries(tenant_id, received_at);
