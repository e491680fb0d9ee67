-- When an endpoint was last disabled and last re-enabled. History reaches D1 up to a batch window
-- after it occurred (the tenant DO's outbox), so a flush after a re-enable can carry events from
-- while the endpoint was off; fan-out skips those that occurred in [disabled_at, enabled_at).
-- Existing rows have neither: nothing is skipped for them, as before.
ALTER TABLE webhook_endpoints ADD COLUMN disabled_at TEXT;
ALTER TABLE webhook_endpoints ADD COLUMN enabled_at TEXT;
