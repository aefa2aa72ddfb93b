import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { ORIGIN, originList, cachedList, KEY, seed, call } from "./upstream-origin";

// Upstream mode with a healthy origin: the KV cache fills, refreshes and keys by parameters, and
// keeps nothing a visitor typed.

afterEach(async () => {
  vi.restoreAllMocks();
  await env.API_CACHE.delete(KEY);
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
    // The origin answers once all five have found the cache empty: each has then joined a load.
    let misses = 0;
    const kv = new Proxy(env.API_CACHE, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop !== "get") return typeof value === "function" ? value.bind(target) : value;
        const get = (value as KVNamespace["get"]).bind(target) as (key: string, ...rest: unknown[]) => Promise<unknown>;
        return async (key: string, ...rest: unknown[]) => {
          const found = await get(key, ...rest);
          if (key === KEY) misses++;
          return found;
        };
      },
    });
    const pending = Array.from({ length: 5 }, () => call("/web_v1/download", { API_CACHE: kv }));
    await vi.waitFor(() => expect(misses).toBe(5));
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
      const post = {
        id: "p",
        type: "blog",
        lang: "de",
        title: "T",
        summary: "S",
        date: "2026-01-01",
        featured: false,
        popular: false,
        tags: [],
        words: 3,
        fallback: false,
      };
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
          id: "x",
          type: "help",
          lang: "en",
          title: "T",
          summary: "S",
          date: "2026-01-01",
          featured: false,
          popular: false,
          tags: [],
          words: 3,
          fallback: false,
          html: '<p onclick="steal()">Hi</p><script>steal()</script><img src=x onerror=steal()>',
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
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ items: [], page: 9999, page_size: 37, total: 6, total_pages: 1 }),
    );
    await call("/web_v1/article/list?type=help&lang=en&page=9999&page_size=37");
    expect(await everythingInKv()).not.toContain("9999");
  });
});
