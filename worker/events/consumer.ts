import type { SiteEvent } from "./producer";
import { log } from "../log";
import { API_PREFIX } from "../../common/paths";
import { frontHeaders } from "./front";

/** Where each kind of event goes on the origin: the same paths the site itself answers. */
const ORIGIN_PATHS: Record<SiteEvent["kind"], string> = {
  "download-click": `${API_PREFIX}/download/ajax-click-download`,
  "campaign-landing": `${API_PREFIX}/thematic-activity/v2`,
  "article-feedback": `${API_PREFIX}/article/feedback`,
};

/** Name of the dead-letter queue in wrangler.toml (staging's is `site-events-staging-dlq`). */
export const DEAD_LETTER_QUEUE = "site-events-dlq";

/** Whether a batch comes from a dead-letter queue, in any environment: their names end in `-dlq`. */
const isDeadLetter = (queue: string) => queue.endsWith("-dlq");

/** Stores events in the D1 table (schema: migrations/0001_events.sql), once each: the event id is the key. */
export async function storeEvents(db: D1Database, events: SiteEvent[], reason: "no-origin" | "dead-letter"): Promise<void> {
  if (events.length === 0) return;
  const now = new Date().toISOString();
  const insert = db.prepare("INSERT OR IGNORE INTO events (id, kind, at, data, reason, stored_at) VALUES (?, ?, ?, ?, ?, ?)");
  await db.batch(events.map((e) => insert.bind(e.id, e.kind, e.at, JSON.stringify(e.data), reason, now)));
}

/** How long stored events are kept when `EVENTS_RETENTION_DAYS` is not set; the privacy policy states it. */
export const DEFAULT_RETENTION_DAYS = 30;

/** The retention period from configuration: a whole number of days from 1, else the default. */
export function retentionDays(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 3650 ? n : DEFAULT_RETENTION_DAYS;
}

/**
 * Deletes stored events, and fronts' idempotency keys, older than the retention period; run
 * daily by the Cron Trigger. Returns how many events went.
 */
export async function deleteExpiredEvents(db: D1Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const [events] = await db.batch([
    db.prepare("DELETE FROM events WHERE stored_at < ?").bind(cutoff),
    db.prepare("DELETE FROM event_keys WHERE stored_at < ?").bind(cutoff),
  ]);
  return events?.meta.changes ?? 0;
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
  if (isDeadLetter(batch.queue) || !env.API_ORIGIN) {
    await storeEvents(
      env.EVENTS_DB,
      batch.messages.map((m) => m.body),
      isDeadLetter(batch.queue) ? "dead-letter" : "no-origin",
    );
    batch.ackAll();
    return;
  }
  await Promise.all(
    batch.messages.map(async (message) => {
      const event = message.body;
      try {
        const res = await fetch(new URL(ORIGIN_PATHS[event.kind], env.API_ORIGIN), {
          method: "POST",
          // Exactly the body the OpenAPI document describes; the id and time travel as its documented headers.
          // The front's secret (EVENTS_FORWARD_SECRET) makes the origin keep the id and time and skip its per-visitor limit.
          headers: { "Content-Type": "application/json", "Idempotency-Key": event.id, "X-Event-Time": event.at, ...frontHeaders(env) },
          body: JSON.stringify(event.data),
          signal: AbortSignal.timeout(5000),
        });
        // A 4xx other than 408/429 will never succeed: keep it locally rather than retry forever.
        if (res.ok) message.ack();
        else if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
          log("error", "origin refused an event; kept locally", {
            eventId: event.id,
            kind: event.kind,
            status: res.status,
            attempts: message.attempts,
          });
          await storeEvents(env.EVENTS_DB, [event], "dead-letter");
          message.ack();
        } else {
          log("warn", "event delivery failed; will retry", {
            eventId: event.id,
            kind: event.kind,
            status: res.status,
            attempts: message.attempts,
          });
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        }
      } catch (error) {
        log("warn", "event delivery failed; will retry", { eventId: event.id, kind: event.kind, attempts: message.attempts, error });
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }),
  );
}
