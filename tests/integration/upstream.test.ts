import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { handleEventBatch } from "../../worker/events/consumer";
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

// The ways the origin fails. "flapping" fails every other call, starting with a failure.
type Fault = "down" | "error 500" | "slow" | "malformed" | "flapping";
const FAULTS: Fault[] = ["down", "error 500", "slow", "malformed", "flapping"];

function origin(fault: Fault) {
  let calls = 0;
  return async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls++;
    switch (fault) {
      case "down":
        throw new TypeError("Network connection lost.");
      case "error 500":
        return new Response("oops", { status: 500 });
      case "slow":
        return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
      case "malformed":
        return new Response("{ not json", { status: 200, headers: { "Content-Type": "application/json" } });
      case "flapping":
        if (calls % 2 === 1) throw new TypeError("Network connection lost.");
        return Response.json(originList);
    }
  };
}

async function seed(ageMs: number) {
  await env.API_CACHE.put(KEY, JSON.stringify({ value: cachedList, fetchedAt: Date.now() - ageMs }));
}

async function call(path: string, extra: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "User-Agent": BROWSER_UA } }, { ...vars, ...extra }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await env.API_CACHE.delete(KEY);
});

type CacheState = "empty" | "stale" | "fresh";
const matrix: Record<string, string>[] = [];
let cell = 0;

/** What a visitor gets, in a few words, for the printed matrix. */
function outcome(res: Response, body: string, kind: "api" | "page"): string {
  if (res.status !== 200) return `${res.status}`;
  if (kind === "api") return (JSON.parse(body) as typeof originList).windows.version === "1.0.0" ? "200 cached" : "200 origin";
  return body.includes("1.0.0") ? "200 cached" : "200 origin";
}

describe.each(FAULTS)("origin %s", (fault) => {
  it.each(["empty", "stale", "fresh"] as CacheState[])("with a %s cache: the API and the pages answer as they must", async (cache) => {
    if (cache === "stale") await seed(10 * 60_000);
    if (cache === "fresh") await seed(5_000);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(origin(fault));
    const api = await call("/web_v1/download");
    // Each page render gets its own site origin, so no edge copy from another cell can answer.
    const page = await call("/de/product/windows", { SITE_URL: `https://cell-${++cell}.example` });
    const row = { origin: fault, cache, api: outcome(api.res, api.body, "api"), page: outcome(page.res, page.body, "page") };
    matrix.push(row);

    if (cache === "fresh") {
      // Served from KV; the origin is not asked at all.
      expect(row).toMatchObject({ api: "200 cached", page: "200 cached" });
      expect(fetchMock).not.toHaveBeenCalled();
    } else if (cache === "stale") {
      // The stale answer at once; the refresh is tried in the background and never loses the entry.
      expect(row).toMatchObject({ api: "200 cached", page: "200 cached" });
      expect(fetchMock).toHaveBeenCalled();
      const kept = await env.API_CACHE.get<{ value: typeof originList }>(KEY, "json");
      expect(kept?.value).toEqual(fault === "flapping" ? originList : cachedList);
    } else if (fault === "flapping") {
      // The first call fails cleanly, the next one fills the cache.
      expect(row).toMatchObject({ api: "503", page: "200 origin" });
    } else {
      expect(row).toMatchObject({ api: "503", page: "503" });
      expect(JSON.parse(api.body)).toEqual({ error: { code: "upstream_unavailable", message: expect.any(String) } });
      expect((await select(page.body, "html"))[0]?.attrs.lang).toBe("de");
      expect(page.res.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("events while the origin is away", () => {
  it("are all accepted, retried, and each delivered exactly once when it returns", async () => {
    const sent: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const ctx = createExecutionContext();
      const post = await app.request(
        "/web_v1/download/ajax-click-download",
        { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.10" }, body: JSON.stringify({ platform: "windows", version: "5.4.2", page: `/p${i}` }) },
        vars,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(post.status).toBe(202);
      sent.push(await post.json());
    }
    const events = (sent as { id: string }[]).map((s, i) => ({ id: s.id, kind: "download-click" as const, at: new Date().toISOString(), data: { platform: "windows" as const, version: "5.4.2", page: `/p${i}` } }));
    const delivered = new Map<string, number>();
    let up = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (!up) throw new TypeError("Network connection lost.");
      const key = new Headers(init?.headers).get("Idempotency-Key")!;
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      return new Response(null, { status: 202 });
    });
    const deliver = async (attempts: number) => {
      const batch = createMessageBatch("site-events", events.map((body) => ({ id: body.id, timestamp: new Date(), attempts, body })));
      const ctx = createExecutionContext();
      await handleEventBatch(batch, vars);
      return getQueueResult(batch, ctx);
    };
    const whileDown = await deliver(1);
    expect(whileDown.retryMessages.map((m) => m.msgId).sort()).toEqual(events.map((e) => e.id).sort());
    up = true;
    const back = await deliver(2);
    expect(back.explicitAcks.sort()).toEqual(events.map((e) => e.id).sort());
    expect([...delivered.values()]).toEqual([1, 1, 1, 1, 1]);
    matrix.push({ origin: "down, then back", cache: "-", api: "5 × 202", page: `${delivered.size} of 5 delivered once` });
  });
});

afterAll(() => {
  // workerd's console has no console.table: a plain text table, one row per cell.
  const columns = ["origin", "cache", "api", "page"];
  const width = columns.map((c) => Math.max(c.length, ...matrix.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) => cells.map((v, i) => v.padEnd(width[i]!)).join(" │ ");
  const rows = [line(columns), width.map((w) => "─".repeat(w)).join("─┼─"), ...matrix.map((r) => line(columns.map((c) => r[c] ?? "")))];
  console.log(`\nUpstream fault matrix: what /web_v1/download and /de/product/windows answer\n${rows.join("\n")}\n`);
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
      // A list with articles in it (an empty one is not kept; see the test of what a visitor typed).
      const post = { id: "p", type: "blog", lang: "de", title: "T", summary: "S", date: "2026-01-01", featured: false, popular: false, tags: [], words: 3, fallback: false };
      return Response.json({ items: [post], page: 1, page_size: 5, total: 1, total_pages: 1 });
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

describe("what a visitor typed, through the origin", () => {
  const WORDS = "quiet-marker-words";

  /** Every key and value in the KV cache, as one text to search. */
  async function everythingInKv(): Promise<string> {
    const { keys } = await env.API_CACHE.list();
    const values = await Promise.all(keys.map((k) => env.API_CACHE.get(k.name)));
    return JSON.stringify({ keys: keys.map((k) => k.name), values });
  }

  it("a search writes nothing with its words to KV, and each search asks the origin again", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const q = new URL(String(input)).searchParams.get("q") ?? "";
      return Response.json({ items: [], page: 1, page_size: 10, total: 0, total_pages: 0, query: q });
    });
    expect((await call(`/web_v1/article/search?q=${WORDS}&lang=en`)).res.status).toBe(200);
    expect((await call(`/web_v1/article/search?keyword=${WORDS}&lang=en`)).res.status).toBe(200);
    expect((await call(`/de/help/search?keyword=${WORDS}`)).res.status).toBe(200);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes(WORDS))).toHaveLength(3);
    expect(await everythingInKv()).not.toContain(WORDS);
  });

  it("an article or category named only by the path is not kept when the origin has none", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input).includes("/article/info")
        ? new Response("{}", { status: 404 })
        : Response.json({ items: [], page: 1, page_size: 10, total: 0, total_pages: 0 }),
    );
    await call(`/help/detail/${WORDS}`);
    await call(`/web_v1/article/list?type=help&lang=en&category=${WORDS}`);
    expect(await everythingInKv()).not.toContain(WORDS);
  });

  it("a page past the end of a list, whatever size the visitor asked for, is not kept", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ items: [], page: 9999, page_size: 37, total: 6, total_pages: 1 }));
    await call("/web_v1/article/list?type=help&lang=en&page=9999&page_size=37");
    expect(await everythingInKv()).not.toContain("9999");
  });
});
