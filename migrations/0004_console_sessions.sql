-- Operator console sessions (docs/CONSOLE.md). The browser holds a random token in an HttpOnly
-- cookie; only its SHA-256 is kept here, so a leaked table cannot be replayed as a session.
-- A session is bound to the API key that opened it: revoking the key ends the session too.
CREATE TABLE console_sessions (
  id_hash     TEXT PRIMARY KEY,
  tenant_id   TEXT NOT NULL REFERENCES tenants(id),
  key_id      TEXT NOT NULL REFERENCES api_keys(id),
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  revoked_at  TEXT
);
CREATE INDEX console_sessions_key ON console_sessions(key_id);
