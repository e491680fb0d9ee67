-- Shield history (seed 003 §12): decision records and events, flushed from each tenant's Durable
-- Object outbox. Inserts are idempotent by id (INSERT OR IGNORE), so a retried flush is harmless.

CREATE TABLE shield_decisions (
  decision_id   TEXT PRIMARY KEY,
  tenant_id     TEXT NOT NULL,
  created_at    TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('allow', 'deny', 'approval_required')),
  reason_code   TEXT NOT NULL,
  mode          TEXT NOT NULL,
  surface       TEXT NOT NULL,
  tool_name     TEXT NOT NULL,
  agent_key_id  TEXT,
  error_type    TEXT,
  record_json   TEXT NOT NULL
);
-- Decision ids are ULID-based, so ordering by id is ordering by time.
CREATE INDEX shield_decisions_tenant ON shield_decisions(tenant_id, decision_id);
CREATE INDEX shield_decisions_tool ON shield_decisions(tenant_id, tool_name, decision_id);
CREATE INDEX shield_decisions_agent ON shield_decisions(tenant_id, agent_key_id, decision_id);
CREATE INDEX shield_decisions_reason ON shield_decisions(tenant_id, reason_code, decision_id);

CREATE TABLE shield_events (
  seq          INTEGER PRIMARY KEY AUTOINCREMENT,
  id           TEXT NOT NULL UNIQUE,
  tenant_id    TEXT NOT NULL,
  type         TEXT NOT NULL,
  occurred_at  TEXT NOT NULL,
  data_json    TEXT NOT NULL
);
CREATE INDEX shield_events_tenant ON shield_events(tenant_id, seq);
CREATE INDEX shield_events_type ON shield_events(tenant_id, type, seq);
