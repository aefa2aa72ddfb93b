import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { log } from "../log";
import { AppError } from "../errors";
import type { ArticleFeedback, CampaignLanding, DownloadClick } from "../../common/schemas/api";

/** An event the site accepted: validated, stamped, on its way to the origin or the local table. */
export type SiteEvent =
  | { id: string; kind: "download-click"; at: string; data: DownloadClick }
  | { id: string; kind: "campaign-landing"; at: string; data: CampaignLanding }
  | { id: string; kind: "article-feedback"; at: string; data: ArticleFeedback };

export type EventKind = SiteEvent["kind"];

/**
 * A rate-limit key for one client and route that reveals nothing about the client:
 * a hash of the address with the route and the day, kept only by the limiter.
 */
async function limiterKey(c: Context<AppEnv>, kind: EventKind): Promise<string> {
  const who = c.req.header("CF-Connecting-IP") ?? "unknown";
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

/**
 * Rate-limits, then puts a validated event on the queue and returns the 202 body. Once the
 * queue has taken it, the event is never dropped (see ./consumer.ts); if the queue
 * refuses it, an AppError tells the client so with a 503 and nothing is claimed.
 */
export async function acceptEvent<K extends EventKind>(
  c: Context<AppEnv>,
  kind: K,
  data: Extract<SiteEvent, { kind: K }>["data"],
  forwarded: { "idempotency-key"?: string; "x-event-time"?: string } = {},
): Promise<{ accepted: true; id: string }> {
  const { success } = await c.env.EVENTS_LIMITER.limit({ key: await limiterKey(c, kind) });
  if (!success) throw new AppError("rate_limited", "Too many requests. Try again in a minute.", { "Retry-After": "60" });
  // An event forwarded by another copy of the site keeps its id (so a repeat is stored once) and its time.
  const event = { id: forwarded["idempotency-key"] ?? crypto.randomUUID(), kind, at: eventTime(forwarded["x-event-time"]), data } as SiteEvent;
  try {
    await c.env.EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    log("error", "queue refused an event", { requestId: c.var.requestId, kind, error });
    throw new AppError("upstream_unavailable", "The event could not be recorded. Please retry.");
  }
  c.header("Cache-Control", "no-store");
  return { accepted: true, id: event.id };
}
