-- The transparency log's reconciliation sweep keeps its cursors in each tenant's LogSequencer. This
-- copy lets the cron find, in one query, the tenants with records past them and wake only those
-- sequencers, not every tenant's. It may lag the sequencer's own cursor (a sweep that stopped
-- between the two writes): the tenant is then visited once more, and nothing is handed over twice.
CREATE TABLE tlog_sweep_cursors (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id),
  kind       TEXT NOT NULL CHECK (kind IN ('receipt', 'enforcement')),
  after_id   TEXT NOT NULL,
  PRIMARY KEY (tenant_id, kind)
);
-- The sweep reads a tenant's enforcement records in id order.
CREATE INDEX receipt_enforcements_tenant_id ON receipt_enforcements(tenant_id, id);
