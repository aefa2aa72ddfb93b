import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import type { ArticleFeedback, CampaignLanding, DownloadClick } from "../../common/schemas/api";
import { clientNetwork, fromFront } from "./front";

/** An event the site accepted: validated, stamped, on its way to the origin or the local table. */
export type SiteEvent =
  | { id: string; kind: "download-click"; at: string; data: DownloadClick }
  | { id: string; kind: "campaign-landing"; at: string; data: CampaignLanding }
  | { id: string; kind: "article-feedback"; at: string; data: ArticleFeedback };

export type EventKind = SiteEvent["kind"];

/**
 * A rate-limit key for one client and route that reveals nothing about the client: a hash of
 * the address (an IPv6 one by its /64) with the route and the day, kept only by the limiter.
 */
async function limiterKey(c: Context<AppEnv>, kind: EventKind): Promise<string> {
  const who = clientNetwork(c.req.header("CF-Connecting-IP") ?? "unknown");
  const day = new Date().toISOString().slice(0, 10);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${kind}|${day}|${who}`));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 16)));
}

/** When a forwarded event happened, if that is believable (the last 30 days, not the future); else now. */
function eventTime(claimed: string | undefined): string {
  const now = Date.now();
  const at = claimed ? Date.parse(claimed) : NaN;
  return new Date(Number.isFinite(at) && at <= now + 60_000 && at >= now - 30 * 86_400_000 ? at : now).toISOString();
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Claims a front's idempotency key for this body (table `event_keys`, migrations/0002). The same
 * key with the same body is a repeat and goes on; with another body it is a 409, and nothing of
 * that event is stored.
 */
async function claimKey(db: D1Database, key: string, kind: EventKind, body: unknown): Promise<void> {
  const digest = await sha256(`${kind}\n${JSON.stringify(body)}`);
  await db
    .prepare("INSERT OR IGNORE INTO event_keys (key, kind, digest, stored_at) VALUES (?, ?, ?, ?)")
    .bind(key, kind, digest, new Date().toISOString())
    .run();
  const row = await db.prepare("SELECT kind, digest FROM event_keys WHERE key = ?").bind(key).first<{ kind: string; digest: string }>();
  if (row && (row.kind !== kind || row.digest !== digest)) {
    throw new AppError("conflict", "Idempotency-Key: already used for another event.");
  }
}

/**
 * Puts a validated event on the queue and returns the 202 body. A visitor's browser is
 * rate-limited per client (IPv6 by its /64) and route, and its `Idempotency-Key` and
 * `X-Event-Time` are ignored: the event gets a new id and the time now. A front that proves
 * itself with EVENTS_FORWARD_SECRET (./front.ts) is not rate-limited (it speaks for many
 * visitors), and its event keeps its id (so a repeat is stored once; the same id with another
 * body is a 409) and its time. Once the queue has taken an event, it is never dropped (see
 * ./consumer.ts); if the queue refuses it, an AppError says so with a 503 and nothing is claimed.
 *
 * `body` is the request body as validated, before any check changed it: what a repeat must match.
 */
export async function acceptEvent<K extends EventKind>(
  c: Context<AppEnv>,
  kind: K,
  data: Extract<SiteEvent, { kind: K }>["data"],
  forwarded: { "idempotency-key"?: string; "x-event-time"?: string } = {},
  body: unknown = data,
): Promise<{ accepted: true; id: string }> {
  const front = await fromFront(c);
  if (!front) {
    const { success } = await c.env.EVENTS_LIMITER.limit({ key: await limiterKey(c, kind) });
    if (!success) throw new AppError("rate_limited", "Too many requests. Try again in a minute.", { "Retry-After": "60" });
  }
  const key = front ? forwarded["idempotency-key"] : undefined;
  if (key) await claimKey(c.env.EVENTS_DB, key, kind, body);
  const event = {
    id: key ?? crypto.randomUUID(),
    kind,
    at: front ? eventTime(forwarded["x-event-time"]) : new Date().toISOString(),
    data,
  } as SiteEvent;
  try {
    await c.env.EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    // The app's onError logs it once, with this cause.
    throw new AppError(
      "upstream_unavailable",
      "The event could not be recorded. Please retry.",
      {},
      { cause: new Error(`queue refused a ${kind} event`, { cause: error }) },
    );
  }
  c.header("Cache-Control", "no-store");
  return { accepted: true, id: event.id };
}
