import type { SiteEvent } from "./producer";

/** Where each kind of event goes on the origin: the same paths the site itself answers. */
const ORIGIN_PATHS: Record<SiteEvent["kind"], string> = {
  "download-click": "/web_v1/download/ajax-click-download",
  "campaign-landing": "/web_v1/thematic-activity/v2",
  "article-feedback": "/web_v1/article/feedback",
};

/** Name of the dead-letter queue in wrangler.toml. */
export const DEAD_LETTER_QUEUE = "site-events-dlq";

const SCHEMA = `CREATE TABLE IF NOT EXISTS events (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  at TEXT NOT NULL,
  data TEXT NOT NULL,
  reason TEXT NOT NULL,
  stored_at TEXT NOT NULL
)`;

/** Stores events in the local D1 table, once each (the event id is the key). */
export async function storeEvents(db: D1Database, events: SiteEvent[], reason: "no-origin" | "dead-letter"): Promise<void> {
  if (events.length === 0) return;
  await db.prepare(SCHEMA).run();
  const now = new Date().toISOString();
  const insert = db.prepare("INSERT OR IGNORE INTO events (id, kind, at, data, reason, stored_at) VALUES (?, ?, ?, ?, ?, ?)");
  await db.batch(events.map((e) => insert.bind(e.id, e.kind, e.at, JSON.stringify(e.data), reason, now)));
}

/** Backoff for a retry: 10 s, 20 s, 40 s … capped at 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers a batch of events. With an origin, each is POSTed with its id as the
 * idempotency key and acknowledged only on a 2xx; anything else is retried with
 * backoff, then lands in the dead-letter queue, whose consumer stores it locally.
 * Without an origin, events go straight to the local table.
 */
export async function handleEventBatch(batch: MessageBatch<SiteEvent>, env: Env): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE || !env.API_ORIGIN) {
    await storeEvents(env.EVENTS_DB, batch.messages.map((m) => m.body), batch.queue === DEAD_LETTER_QUEUE ? "dead-letter" : "no-origin");
    batch.ackAll();
    return;
  }
  await Promise.all(
    batch.messages.map(async (message) => {
      const event = message.body;
      try {
        const res = await fetch(new URL(ORIGIN_PATHS[event.kind], env.API_ORIGIN), {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": event.id },
          body: JSON.stringify({ ...event.data, event_id: event.id, at: event.at }),
          signal: AbortSignal.timeout(5000),
        });
        // A 4xx other than 408/429 will never succeed: keep it locally rather than retry forever.
        if (res.ok) message.ack();
        else if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
          await storeEvents(env.EVENTS_DB, [event], "dead-letter");
          message.ack();
        } else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      } catch {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }),
  );
}
