-- What an enforcer did with a Shield decision (conformance level 3 for the action gate): the
-- shieldGate middleware, the MCP gateway and the hook CLI record proceed / proceed_with_flag /
-- block against the decision they acted on. Append-only; tenant-scoped like the decisions.
CREATE TABLE decision_enforcements (
  id           TEXT PRIMARY KEY,
  decision_id  TEXT NOT NULL,
  tenant_id    TEXT NOT NULL REFERENCES tenants(id),
  action       TEXT NOT NULL CHECK (action IN ('proceed', 'proceed_with_flag', 'block')),
  actor        TEXT NOT NULL,
  reason       TEXT,
  api_key_id   TEXT NOT NULL,
  created_at   TEXT NOT NULL
);
CREATE INDEX decision_enforcements_decision ON decision_enforcements(tenant_id, decision_id, created_at);
