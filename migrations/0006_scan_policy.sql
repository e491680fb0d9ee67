-- Per-tenant scan policy (issue 3): thresholds, allow-lists, disabled rules, data labels.
-- Versioned so every receipt can name the policy that produced its verdict (claim policy_version).
CREATE TABLE scan_policies (
  tenant_id    TEXT PRIMARY KEY REFERENCES tenants(id),
  version      INTEGER NOT NULL,
  policy_json  TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  updated_by   TEXT NOT NULL
);
