-- Events the site accepted but could not hand to an origin: none is configured ("no-origin"),
-- or the origin refused it for good ("dead-letter"). Kept EVENTS_RETENTION_DAYS (30) days, then
-- deleted by the daily Cron Trigger. One row per event id: a redelivered event is stored once.
CREATE TABLE IF NOT EXISTS events (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  at TEXT NOT NULL,
  data TEXT NOT NULL,
  reason TEXT NOT NULL,
  stored_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS events_stored_at ON events (stored_at);
