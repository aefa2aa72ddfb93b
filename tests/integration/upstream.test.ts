import { afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { BROWSER_UA, select } from "./helpers";

// The fault matrix of upstream mode: each way the origin can fail, against an empty,
// a stale and a fresh cache, with the answer each must give.

const ORIGIN = "https://origin.example";
const vars = { ...env, API_ORIGIN: ORIGIN, API_TIMEOUT_MS: "100" };
const app = createApp();

const originList = {
  windows: { download_url: "https://dl.example/w.exe", version: "9.9.9" },
  android: { download_url: "https://dl.example/a.apk", version: "8.8.8" },
  ios: { download_url: "https://dl.example/i", version: "7.7.7" },
};
const cachedList = {
  windows: { download_url: "https://dl.example/w-old.exe", version: "1.0.0" },
  android: { download_url: "https://dl.example/a-old.apk", version: "1.0.0" },
  ios: { download_url: "https://dl.example/i-old", version: "1.0.0" },
};
const KEY = "v1:/download?";

type Fault = "error 500" | "timeout" | "malformed JSON" | "reset";
const faults: Record<Fault, (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>> = {
  "error 500": async () => new Response("oops", { status: 500 }),
  timeout: (_input, init) =>
    new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
  "malformed JSON": async () => new Response("{ not json", { status: 200, headers: { "Content-Type": "application/json" } }),
  reset: async () => {
    throw new TypeError("Network connection lost.");
  },
};

async function seed(ageMs: number) {
  await env.API_CACHE.put(KEY, JSON.stringify({ value: cachedList, fetchedAt: Date.now() - ageMs }));
}

async function call(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "User-Agent": BROWSER_UA } }, vars, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await env.API_CACHE.delete(KEY);
});

describe.each(Object.keys(faults) as Fault[])("origin fails with %s", (fault) => {
  it("with an empty cache: a clear 503, not a crash", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(faults[fault]);
    const { res, body } = await call("/web_v1/download");
    expect(res.status).toBe(503);
    expect(JSON.parse(body)).toEqual({ error: { code: "upstream_unavailable", message: expect.any(String) } });
  });

  it("with a stale cache: the stale answer, kept for next time", async () => {
    await seed(10 * 60_000);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(faults[fault]);
    const { res, body } = await call("/web_v1/download");
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).toEqual(cachedList);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the refresh was tried in the background
    const kept = await env.API_CACHE.get<{ value: unknown }>(KEY, "json");
    expect(kept?.value).toEqual(cachedList);
  });

  it("with a fresh cache: the cached answer, origin not asked", async () => {
    await seed(5_000);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(faults[fault]);
    const { res, body } = await call("/web_v1/download");
    expect(res.status).toBe(200);
    expect(JSON.parse(body)).toEqual(cachedList);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("origin healthy", () => {
  it("fills an empty cache, and a stale entry is refreshed in the background", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(originList));
    expect(JSON.parse((await call("/web_v1/download")).body)).toEqual(originList);
    expect((await env.API_CACHE.get<{ value: unknown }>(KEY, "json"))?.value).toEqual(originList);

    await seed(10 * 60_000);
    expect(JSON.parse((await call("/web_v1/download")).body)).toEqual(cachedList); // stale served at once…
    expect((await env.API_CACHE.get<{ value: unknown }>(KEY, "json"))?.value).toEqual(originList); // …and refreshed
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${ORIGIN}/web_v1/download?`);
    expect(new Headers(init?.headers).get("If-Modified-Since")).toBe("0");
  });

  it("shares one origin fetch between concurrent misses for the same key", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      await gate;
      return Response.json(originList);
    });
    const pending = Array.from({ length: 5 }, () => call("/web_v1/download"));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const answers = await Promise.all(pending);
    expect(answers.every((a) => a.res.status === 200)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keys the cache by endpoint, language and normalized parameters", async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      urls.push(String(input));
      return Response.json({ items: [], page: 1, page_size: 5, total: 0, total_pages: 0 });
    });
    await call("/web_v1/article/list?page_size=5&type=blog&lang=de");
    await call("/web_v1/article/list?lang=de&type=blog&page_size=5"); // same query, other order: cached
    await call("/web_v1/article/list?lang=fr&type=blog&page_size=5");
    expect(urls).toEqual([
      `${ORIGIN}/web_v1/article/list?lang=de&page=1&page_size=5&type=blog`,
      `${ORIGIN}/web_v1/article/list?lang=fr&page=1&page_size=5&type=blog`,
    ]);
  });

  it("sanitizes article HTML from the origin before serving it", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({
        article: {
          id: "x", type: "help", lang: "en", title: "T", summary: "S", date: "2026-01-01", featured: false, popular: false,
          tags: [], words: 3, fallback: false, html: '<p onclick="steal()">Hi</p><script>steal()</script><img src=x onerror=steal()>',
        },
        section_articles: [],
        related: [],
      }),
    );
    const { body } = await call("/help/detail/x");
    expect(body).toContain("<p>Hi</p>");
    expect(body).not.toContain("steal()");
  });
});

describe("pages in upstream mode", () => {
  it("show a localized 503 page when the origin is down and nothing is cached", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(faults.reset);
    const { res, body } = await call("/de/help/faq");
    expect(res.status).toBe(503);
    expect((await select(body, "html"))[0]?.attrs.lang).toBe("de");
  });
});
