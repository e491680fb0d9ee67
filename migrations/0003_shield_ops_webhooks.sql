-- Shield operations (seed 003 §10 UI integrity sessions, §11 incident drills) and tenant webhooks
-- (Standard Webhooks delivery through a queue). Decision state (servers, sampling policies and
-- their budgets) lives in the tenant Durable Object; these are records and history.

CREATE TABLE ui_integrity_sessions (
  id             TEXT PRIMARY KEY,
  tenant_id      TEXT NOT NULL,
  request_id     TEXT NOT NULL,
  payload_hash   TEXT NOT NULL,
  server_digest  TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  created_by     TEXT NOT NULL
);
CREATE INDEX ui_integrity_sessions_tenant ON ui_integrity_sessions(tenant_id, id);
CREATE INDEX ui_integrity_sessions_request ON ui_integrity_sessions(tenant_id, request_id);

CREATE TABLE incident_drills (
  id             TEXT PRIMARY KEY,
  tenant_id      TEXT NOT NULL,
  drill_type     TEXT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('planned', 'running', 'completed', 'failed')),
  summary        TEXT,
  findings_json  TEXT NOT NULL DEFAULT '[]',
  started_at     TEXT,
  completed_at   TEXT,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  created_by     TEXT NOT NULL
);
CREATE INDEX incident_drills_tenant ON incident_drills(tenant_id, id);

-- A drill's window is a created_at range over the decision record.
CREATE INDEX shield_decisions_time ON shield_decisions(tenant_id, created_at);

-- The signing secret must be usable to sign, so it cannot be hashed: it is stored encrypted with
-- the WEBHOOK_SECRET_KEY Worker secret (AES-GCM) and never returned after creation/rotation.
-- During a rotation the previous secret keeps signing (a second signature) until it expires.
CREATE TABLE webhook_endpoints (
  id                          TEXT PRIMARY KEY,
  tenant_id                   TEXT NOT NULL,
  url                         TEXT NOT NULL,
  event_types_json            TEXT NOT NULL,
  description                 TEXT,
  enabled                     INTEGER NOT NULL DEFAULT 1,
  disabled_reason             TEXT,
  secret_sealed               TEXT NOT NULL,
  previous_secret_sealed      TEXT,
  previous_secret_expires_at  TEXT,
  secret_rotated_at           TEXT,
  created_at                  TEXT NOT NULL,
  updated_at                  TEXT NOT NULL
);
CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints(tenant_id, id);

-- One row per (event, endpoint). The id is derived from both, so a retried fan-out is a no-op;
-- the payload is frozen at fan-out so every retry signs the same bytes under the same webhook-id.
CREATE TABLE webhook_deliveries (
  id                TEXT PRIMARY KEY,
  tenant_id         TEXT NOT NULL,
  endpoint_id       TEXT NOT NULL,
  event_id          TEXT NOT NULL,
  event_type        TEXT NOT NULL,
  payload_json      TEXT NOT NULL,
  status            TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'retrying', 'dead', 'cancelled')),
  attempts          INTEGER NOT NULL DEFAULT 0,
  last_status_code  INTEGER,
  last_error        TEXT,
  next_attempt_at   TEXT,
  delivered_at      TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_tenant ON webhook_deliveries(tenant_id, created_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries(endpoint_id, created_at);

-- Every attempt, append-only: what was tried, when, and what came back (status code only; the
-- receiver's body is never stored).
CREATE TABLE webhook_attempts (
  seq           INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id   TEXT NOT NULL,
  tenant_id     TEXT NOT NULL,
  attempt       INTEGER NOT NULL,
  attempted_at  TEXT NOT NULL,
  status_code   INTEGER,
  outcome       TEXT NOT NULL,
  error         TEXT,
  duration_ms   INTEGER NOT NULL,
  retry_in_s    INTEGER
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, seq);
