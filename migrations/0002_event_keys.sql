-- Idempotency keys of events forwarded by a front (another copy of the site, authenticated by
-- EVENTS_FORWARD_SECRET): the key, the event's kind and a SHA-256 digest of the body it came
-- with, so a repeat is answered again and stored once, and a key reused with another body is a
-- 409. Nothing about the visitor. Deleted with the events, after EVENTS_RETENTION_DAYS (30) days.
CREATE TABLE IF NOT EXISTS event_keys (
  key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  digest TEXT NOT NULL,
  stored_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS event_keys_stored_at ON event_keys (stored_at);
