import { afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { handleEventBatch } from "../../worker/events/consumer";
import type { SiteEvent } from "../../worker/events/producer";
import { BROWSER_UA } from "./helpers";

// Two copies of this worker: a site whose API_ORIGIN is the other, and the other as the origin,
// as a site in front of the existing backend runs. The origin is stopped and started again.
const ORIGIN = "https://origin.test";
// The Worker secret both copies share, so the origin knows the site as its front.
const SECRET = "front-secret-for-tests-0123456789abcdef";
const origin = createApp();
const site = createApp();
let originUp = true;
const originCalls: string[] = [];

function routeFetch() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(ORIGIN)) throw new Error(`unexpected fetch to ${req.url}`);
    if (!originUp) throw new TypeError("Network connection lost.");
    // The origin serves the same site: its SITE_URL is the public address the events name.
    const res = await origin.fetch(
      req,
      { ...env, API_ORIGIN: "", SITE_URL: "https://site.test", EVENTS_FORWARD_SECRET: SECRET },
      createExecutionContext(),
    );
    originCalls.push(`${req.method} ${new URL(req.url).pathname} ${res.status}`);
    return res;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  originUp = true;
});

async function storedIds(ids: string[]): Promise<string[]> {
  // Stored by the origin as an origin does (nothing further to send it to), not kept by the site as refused.
  const query = env.EVENTS_DB.prepare(`SELECT id FROM events WHERE reason = 'no-origin' AND id IN (${ids.map(() => "?").join(",")})`).bind(
    ...ids,
  );
  // The origin's queue consumer creates the table with its first event.
  const results = await query.all<{ id: string }>().then(
    (r) => r.results,
    () => [],
  );
  return results.map((r) => r.id).sort();
}

async function eventually<T>(check: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await check();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe("a site in front of an origin", () => {
  it("delivers events accepted while the origin was down once each after it returns", async () => {
    routeFetch();
    // The site accepts three campaign landings while the origin is down; its queue holds them.
    originUp = false;
    const queued: SiteEvent[] = [];
    const siteEnv = { ...env, API_ORIGIN: ORIGIN, EVENTS: { send: async (e: SiteEvent) => void queued.push(e) } as unknown as Queue };
    for (const n of [1, 2, 3]) {
      const res = await site.fetch(
        new Request(`https://site.test/web_v1/thematic-activity/v2`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA, "CF-Connecting-IP": `198.51.100.${n}` },
          body: JSON.stringify({ url: `https://site.test/?utm_source=mail&n=${n}` }),
        }),
        siteEnv,
        createExecutionContext(),
      );
      expect(res.status).toBe(202);
    }
    expect(queued).toHaveLength(3);
    const batch = () =>
      createMessageBatch<SiteEvent>(
        "site-events",
        queued.map((body) => ({ id: body.id, timestamp: new Date(), attempts: 1, body })),
      );

    // Down: every event is retried, none is lost or stored as refused.
    let b = batch();
    await handleEventBatch(b, { ...env, API_ORIGIN: ORIGIN, EVENTS_FORWARD_SECRET: SECRET });
    expect((await getQueueResult(b, createExecutionContext())).retryMessages.map((m) => m.msgId).sort()).toEqual(
      queued.map((e) => e.id).sort(),
    );

    // Back: the origin takes each one (the same worker, validating the same body), twice over.
    originUp = true;
    for (const _ of [1, 2]) {
      b = batch();
      await handleEventBatch(b, { ...env, API_ORIGIN: ORIGIN, EVENTS_FORWARD_SECRET: SECRET });
      const result = await getQueueResult(b, createExecutionContext());
      expect(result.retryMessages).toEqual([]);
      expect(result.explicitAcks.sort()).toEqual(queued.map((e) => e.id).sort());
    }
    expect(originCalls).toEqual(Array(6).fill("POST /web_v1/thematic-activity/v2 202"));
    // The origin recorded each event once, under the id the site gave it.
    const ids = queued.map((e) => e.id).sort();
    expect(
      await eventually(
        () => storedIds(ids),
        (found) => found.length === 3,
      ),
    ).toEqual(ids);
  });

  it("serves pages and API answers from its cache while the origin is down", async () => {
    routeFetch();
    const siteEnv = { ...env, API_ORIGIN: ORIGIN };
    const get = (path: string) =>
      site.fetch(new Request(`https://site.test${path}`, { headers: { "User-Agent": BROWSER_UA } }), siteEnv, createExecutionContext());
    const fresh = await get("/web_v1/article/list?type=help&lang=de");
    expect(fresh.status).toBe(200);
    const page = await get("/de/help/detail/kill-switch");
    expect(page.status).toBe(200);
    originUp = false;
    const stale = await get("/web_v1/article/list?type=help&lang=de");
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(await fresh.json());
    const stalePage = await get("/de/help/detail/kill-switch");
    expect(stalePage.status).toBe(200);
    expect(await stalePage.text()).toContain("<h1");
  });
});
