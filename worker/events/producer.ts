import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { ArticleFeedback, CampaignLanding, DownloadClick } from "../api/schemas";

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

/**
 * Rate-limits, then puts a validated event on the queue and answers 202. Once the
 * queue has taken it, the event is never dropped (see ./consumer.ts); if the queue
 * refuses it, the client is told so with a 503 and nothing is claimed.
 */
export async function acceptEvent<K extends EventKind>(
  c: Context<AppEnv>,
  kind: K,
  data: Extract<SiteEvent, { kind: K }>["data"],
): Promise<Response> {
  const { success } = await c.env.EVENTS_LIMITER.limit({ key: await limiterKey(c, kind) });
  if (!success) {
    c.header("Retry-After", "60");
    return c.json({ error: { code: "rate_limited", message: "Too many requests. Try again in a minute." } }, 429);
  }
  const event = { id: crypto.randomUUID(), kind, at: new Date().toISOString(), data } as SiteEvent;
  try {
    await c.env.EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    console.error(`[events] ${c.var.requestId}: queue refused an event:`, (error as Error).message);
    return c.json({ error: { code: "unavailable", message: "The event could not be recorded. Please retry." } }, 503);
  }
  c.header("Cache-Control", "no-store");
  return c.json({ accepted: true as const, id: event.id }, 202);
}
