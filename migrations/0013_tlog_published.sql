-- The size of each tenant log's latest published checkpoint (docs/TRANSPARENCY.md), written by the
-- log sequencer when it publishes. The witness feeder reads this one table to find the logs a
-- witness has not cosigned yet, instead of reading every tenant's checkpoint from R2 on each run.
CREATE TABLE tlog_published (
  tenant_id TEXT PRIMARY KEY,
  size      INTEGER NOT NULL
);
