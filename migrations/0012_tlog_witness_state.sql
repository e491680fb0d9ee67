-- The witness feeder (docs/TRANSPARENCY.md): per tenant log and witness, the tree size of the latest
-- checkpoint the witness cosigned (or told us it holds, answering 409). The next submission sends
-- a consistency proof from that size, as C2SP tlog-witness add-checkpoint requires.
CREATE TABLE tlog_witness_state (
  log_id   TEXT NOT NULL,
  witness  TEXT NOT NULL,
  size     INTEGER NOT NULL,
  PRIMARY KEY (log_id, witness)
);
