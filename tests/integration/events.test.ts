import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import {
  DEAD_LETTER_QUEUE,
  DEFAULT_RETENTION_DAYS,
  handleEventBatch,
  retentionDays,
  retryDelaySeconds,
  storeEvents,
} from "../../worker/events/consumer";
import worker from "../../worker/index";
import type { SiteEvent } from "../../worker/events/producer";

const click = (id: string): SiteEvent => ({
  id,
  kind: "download-click",
  at: "2026-11-22T08:00:00.000Z",
  data: { platform: "windows", version: "5.4.2", page: "/product/windows" },
});
const landing = (id: string): SiteEvent => ({
  id,
  kind: "campaign-landing",
  at: "2026-11-22T08:00:00.000Z",
  data: { url: "https://www.quietway.example/?utm_source=mail" },
});

const feedback = (id: string): SiteEvent => ({
  id,
  kind: "article-feedback",
  at: "2026-11-22T08:00:00.000Z",
  data: { id: "kill-switch", lang: "de", helpful: true },
});

function batch(queue: string, events: SiteEvent[], attempts = 1) {
  return createMessageBatch<SiteEvent>(
    queue,
    events.map((body) => ({ id: body.id, timestamp: new Date(), attempts, body })),
  );
}

async function run(events: SiteEvent[], vars: Partial<Env>, queue = "site-events", attempts = 1) {
  const b = batch(queue, events, attempts);
  // The harness records retries but not their delay: note the delay asked for each message.
  const delays: Record<string, number | undefined> = {};
  for (const m of b.messages) {
    const retry = m.retry.bind(m);
    m.retry = (options) => {
      delays[m.id] = options?.delaySeconds;
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await handleEventBatch(b, { ...env, ...vars });
  return { ...(await getQueueResult(b, ctx)), delays };
}

async function stored(): Promise<{ id: string; kind: string; reason: string }[]> {
  const { results } = await env.EVENTS_DB.prepare("SELECT id, kind, reason FROM events ORDER BY id").all<{
    id: string;
    kind: string;
    reason: string;
  }>();
  return results;
}

afterEach(() => vi.restoreAllMocks());

describe("event delivery", () => {
  it("stores events locally, once each, when there is no origin", async () => {
    const result = await run([click("a1"), landing("a2")], { API_ORIGIN: "" });
    expect(result.ackAll).toBe(true);
    await run([click("a1")], { API_ORIGIN: "" }); // redelivered: still one row
    expect(await stored()).toEqual([
      { id: "a1", kind: "download-click", reason: "no-origin" },
      { id: "a2", kind: "campaign-landing", reason: "no-origin" },
    ]);
  });

  it("forwards each event to its origin endpoint with its id as idempotency key", async () => {
    const calls: { url: string; key: string | null; time: string | null; body: unknown }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      calls.push({ url: req.url, key: req.headers.get("Idempotency-Key"), time: req.headers.get("X-Event-Time"), body: await req.json() });
      return new Response(null, { status: 204 });
    });
    const result = await run([click("b1"), landing("b2"), feedback("b3")], { API_ORIGIN: "https://origin.example" });
    expect(result.explicitAcks.sort()).toEqual(["b1", "b2", "b3"]);
    expect(result.retryMessages).toEqual([]);
    expect(calls.map((c) => c.url).sort()).toEqual([
      "https://origin.example/web_v1/article/feedback",
      "https://origin.example/web_v1/download/ajax-click-download",
      "https://origin.example/web_v1/thematic-activity/v2",
    ]);
    // The body is exactly what the OpenAPI document describes; id and time go in its headers.
    expect(calls.find((c) => c.key === "b1")?.body).toEqual({ platform: "windows", version: "5.4.2", page: "/product/windows" });
    expect(calls.find((c) => c.key === "b1")?.time).toBe("2026-11-22T08:00:00.000Z");
  });

  it("retries with backoff while the origin is down, and delivers once it is back", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    fetchMock.mockRejectedValue(new TypeError("connection reset"));
    const down = await run([click("c1")], { API_ORIGIN: "https://origin.example" }, "site-events", 1);
    expect(down.retryMessages.map((m) => m.msgId)).toEqual(["c1"]);
    expect(down.delays).toEqual({ c1: 10 });
    expect(down.explicitAcks).toEqual([]);

    fetchMock.mockResolvedValue(new Response("busy", { status: 503 }));
    const stillDown = await run([click("c1")], { API_ORIGIN: "https://origin.example" }, "site-events", 3);
    expect(stillDown.retryMessages.map((m) => m.msgId)).toEqual(["c1"]);
    expect(stillDown.delays).toEqual({ c1: 40 });

    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    const back = await run([click("c1")], { API_ORIGIN: "https://origin.example" }, "site-events", 4);
    expect(back.explicitAcks).toEqual(["c1"]);
    expect(back.retryMessages).toEqual([]);
  });

  it("keeps events the origin refuses for good, instead of retrying forever", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("bad", { status: 422 }));
    const result = await run([click("d1")], { API_ORIGIN: "https://origin.example" });
    expect(result.explicitAcks).toEqual(["d1"]);
    expect(await stored()).toContainEqual({ id: "d1", kind: "download-click", reason: "dead-letter" });
  });

  it("stores what reaches the dead-letter queue, so nothing accepted is lost", async () => {
    const result = await run([landing("e1")], { API_ORIGIN: "https://origin.example" }, DEAD_LETTER_QUEUE);
    expect(result.ackAll).toBe(true);
    expect(await stored()).toContainEqual({ id: "e1", kind: "campaign-landing", reason: "dead-letter" });
  });

  it("backs off exponentially up to ten minutes", () => {
    expect([1, 2, 3, 4, 7, 20].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 600, 600]);
  });
});

describe("event retention", () => {
  it("the daily job deletes stored events older than the retention period and keeps the rest", async () => {
    await storeEvents(env.EVENTS_DB, [click("r-old")], "no-origin");
    await storeEvents(env.EVENTS_DB, [click("r-new")], "no-origin");
    // Age one row by rewriting when it was stored: 31 days ago.
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await env.EVENTS_DB.prepare("UPDATE events SET stored_at = ? WHERE id = ?").bind(old, "r-old").run();
    const ctx = createExecutionContext();
    worker.scheduled!(createScheduledController({ cron: "17 3 * * *" }), { ...env, EVENTS_RETENTION_DAYS: "30" }, ctx);
    await waitOnExecutionContext(ctx);
    const ids = (await stored()).map((e) => e.id);
    expect(ids).toContain("r-new");
    expect(ids).not.toContain("r-old");
  });

  it("keeps events for 30 days unless configured otherwise", () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(30);
    expect([undefined, "", "0", "-5", "1.5", "abc"].map(retentionDays)).toEqual([30, 30, 30, 30, 30, 30]);
    expect(retentionDays("7")).toBe(7);
  });
});
