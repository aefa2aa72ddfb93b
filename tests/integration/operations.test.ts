import { afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, createMessageBatch, env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { handleEventBatch } from "../../worker/events/consumer";
import type { SiteEvent } from "../../worker/events/producer";
import type { ContentSource } from "../../worker/content/content-source";
import { BROWSER_UA, request } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/** Everything the worker writes to the console while `work` runs, line by line. */
async function consoleDuring(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  await work();
  vi.restoreAllMocks();
  return lines;
}

describe("/healthz", () => {
  it("answers 200 with the build and what is reachable, never cached, no settings", async () => {
    const res = await request("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({
      status: "ok",
      build: "test",
      content_source: "bundled",
      checks: { content: "ok", cache: "ok", database: "ok", queue: "ok" },
    });
  });

  it("says what is unreachable, and still answers", async () => {
    const broken = { get: async () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace;
    const res = await createApp().request("/healthz", {}, { ...env, API_CACHE: broken, SITE_URL: "https://secret-setting.example" });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ status: "degraded", checks: { cache: "unavailable", content: "ok" } });
    expect(body).not.toContain("secret-setting");
  });
});

describe("logs", () => {
  const visitor = { "CF-Connecting-IP": "203.0.113.219", Cookie: "i18n_redirected=de; session=cookie-secret", "User-Agent": BROWSER_UA };

  it("write one JSON line per failed request, with id, route, status and duration, and nothing about the visitor", async () => {
    const failing: ContentSource = {
      downloads: () => Promise.reject(new Error("content store down")),
      listArticles: () => Promise.reject(new Error("content store down")),
      searchArticles: () => Promise.reject(new Error("content store down")),
      articleInfo: () => Promise.reject(new Error("content store down")),
    };
    const app = createApp({ content: failing });
    let status = 0;
    const lines = await consoleDuring(async () => {
      status = (await app.request("/help?utm_source=query-secret", { headers: visitor }, env, createExecutionContext())).status;
    });
    expect(status).toBe(500);
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const failed = records.find((r) => r.message === "request failed")!;
    expect(failed).toMatchObject({ level: "error", route: "/help", status: 500, method: "GET" });
    expect(failed.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof failed.durationMs).toBe("number");
    const all = lines.join("\n");
    for (const secret of ["203.0.113.219", "query-secret", "cookie-secret", "utm_source"]) expect(all).not.toContain(secret);
  });

  it("say nothing about a quick, successful request", async () => {
    const lines = await consoleDuring(() => request("/free", { headers: visitor }));
    expect(lines).toEqual([]);
  });

  it("write one JSON line per event delivery problem", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const event: SiteEvent = { id: "log-1", kind: "download-click", at: new Date().toISOString(), data: { platform: "ios" } };
    const batch = createMessageBatch<SiteEvent>("site-events", [{ id: "log-1", timestamp: new Date(), attempts: 2, body: event }]);
    const lines = await consoleDuring(() => handleEventBatch(batch, { ...env, API_ORIGIN: "https://origin.test" }));
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      {
        level: "warn",
        message: "event delivery failed; will retry",
        eventId: "log-1",
        kind: "download-click",
        attempts: 2,
        error: "TypeError: Network connection lost.",
      },
    ]);
  });
});

describe("storage", () => {
  it("never receives a visitor's IP address: KV, D1 and the queue after a visit of every kind", async () => {
    const ips = ["203.0.113.231", "2001:db8::231"];
    const queued: unknown[] = [];
    const origin = createApp();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      origin.fetch(new Request(input, init), { ...env, API_ORIGIN: "", SITE_URL: "http://localhost" }, createExecutionContext()),
    );
    // A site in front of an origin, so that content is cached in KV; its queue is recorded.
    const site = createApp();
    const siteEnv = {
      ...env,
      API_ORIGIN: "https://origin.test",
      EVENTS: { send: async (e: unknown) => void queued.push(e) } as unknown as Queue,
    };
    for (const ip of ips) {
      const headers = { "CF-Connecting-IP": ip, "User-Agent": BROWSER_UA, "Content-Type": "application/json" };
      const ctx = createExecutionContext();
      for (const path of [
        "/",
        "/de/help",
        "/ip",
        "/web_v1/ip/v3",
        "/help/search?q=vpn",
        "/web_v1/article/list?lang=fr",
        "/blog/public-wifi-safety",
      ]) {
        await site.request(path, { headers }, siteEnv, ctx);
      }
      await site.request(
        "/web_v1/download/ajax-click-download",
        { method: "POST", headers, body: JSON.stringify({ platform: "windows", page: "/ip" }) },
        siteEnv,
        ctx,
      );
      await site.request(
        "/web_v1/thematic-activity/v2",
        { method: "POST", headers, body: JSON.stringify({ url: "http://localhost/?utm_source=x" }) },
        siteEnv,
        ctx,
      );
      await site.request(
        "/web_v1/article/feedback",
        { method: "POST", headers, body: JSON.stringify({ id: "kill-switch", lang: "en", helpful: true }) },
        siteEnv,
        ctx,
      );
    }
    expect(queued).toHaveLength(6);
    // The queued events, delivered without an origin, are stored in D1 as they are.
    const batch = createMessageBatch(
      "site-events",
      (queued as SiteEvent[]).map((body) => ({ id: body.id, timestamp: new Date(), attempts: 1, body })),
    );
    await handleEventBatch(batch as MessageBatch<SiteEvent>, { ...env, API_ORIGIN: "" });

    const written: string[] = [JSON.stringify(queued)];
    const keys = await env.API_CACHE.list();
    expect(keys.keys.length).toBeGreaterThan(0);
    for (const { name } of keys.keys) written.push(name, (await env.API_CACHE.get(name)) ?? "");
    const rows = await env.EVENTS_DB.prepare("SELECT * FROM events").all();
    expect(rows.results.length).toBeGreaterThanOrEqual(6);
    written.push(JSON.stringify(rows.results));
    const all = written.join("\n");
    for (const ip of ips) expect(all).not.toContain(ip);
  });
});
