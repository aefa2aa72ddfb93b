import { describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey, type PageVariant } from "../../worker/render/page-cache";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { BROWSER_UA, request, select } from "./helpers";

const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

/** Requests a page until the edge has its copy (the copy is stored after the response). */
async function untilCached(path: string, init: Parameters<typeof request>[1] = {}): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const res = await request(path, init);
    if (res.headers.get("X-Page-Cache") === "hit") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} was never served from the cache`);
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("edge page cache", () => {
  it("serves a page rendered once to the next visitors, with a fresh nonce on every response", async () => {
    const first = await request("/help/faq");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const firstHtml = await first.text();
    const hit = await untilCached("/help/faq");
    const hitHtml = await hit.text();
    const nonce = cspNonce(hit);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(cspNonce(first));
    // Every script carries this response's nonce, so the CSP lets them run.
    const nonces = (await select(hitHtml, "[nonce]")).map((e) => e.attrs.nonce);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // Apart from the nonce, the visitor gets exactly the page that was rendered.
    expect(hitHtml.replaceAll(nonce!, "N")).toBe(firstHtml.replaceAll(cspNonce(first)!, "N"));
    expect(hit.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(hit.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("answers a hit with every header of the rendered page: security headers, its own request id, its own nonce", async () => {
    const first = await request("/de/help");
    await first.arrayBuffer();
    const hit = await untilCached("/de/help");
    await hit.arrayBuffer();
    const comparable = (res: Response) =>
      new Map(
        [...res.headers]
          .filter(([name]) => name !== "x-page-cache" && name !== "x-request-id")
          .map(([name, value]) => [name, value.replaceAll(cspNonce(res)!, "N")]),
      );
    expect(comparable(hit)).toEqual(comparable(first));
    expect(hit.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get("X-Request-Id")).not.toBe(first.headers.get("X-Request-Id"));
    expect(hit.headers.get("Strict-Transport-Security")).toBeTruthy();
  });

  it("keeps one copy per platform: the Get Now button follows the visitor's device", async () => {
    await untilCached("/de/free");
    const android = await untilCached("/de/free", { headers: { "User-Agent": ANDROID_UA } });
    const [getNow] = await select(await android.text(), "a.get-now");
    expect(getNow?.attrs.href).toBe("/de/product/android");
    const windows = await untilCached("/de/free");
    expect((await select(await windows.text(), "a.get-now"))[0]?.attrs.href).toBe("/de/product/windows");
  });

  it("keeps one copy of /servers per continent", async () => {
    const firstContinent = async (continent: string) => {
      const res = await untilCached("/servers", { cf: { continent } });
      return (await select(await res.text(), "main h2[id^=continent-]"))[0]?.attrs.id;
    };
    expect(await firstContinent("AS")).toBe("continent-AS");
    expect(await firstContinent("EU")).toBe("continent-EU");
  });

  it("shares a copy between addresses that differ only in tracking parameters", async () => {
    await untilCached("/gaming");
    const tagged = await request("/gaming?utm_source=news&gclid=abc");
    expect(tagged.headers.get("X-Page-Cache")).toBe("hit");
    // A parameter the page reads is part of the key.
    const page2 = await request("/blog?page=2");
    expect(page2.headers.get("X-Page-Cache")).toBe("miss");
  });

  it("never keeps /ip, search results, error pages or redirects", async () => {
    for (let i = 0; i < 2; i++) {
      const ip = await request("/ip", { headers: { "CF-Connecting-IP": `198.51.100.${i + 1}` } });
      expect(ip.headers.get("X-Page-Cache")).toBeNull();
      expect(await ip.text()).toContain(`198.51.100.${i + 1}`);
      const search = await request("/help/search?q=windows");
      expect(search.headers.get("X-Page-Cache")).toBeNull();
      await search.arrayBuffer();
      const missing = await request("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("X-Page-Cache")).toBeNull();
      await missing.arrayBuffer();
      const redirect = await request("/help/", {});
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get("X-Page-Cache")).toBeNull();
    }
  });

  it("can be turned off by the operator (PAGE_CACHE = off)", async () => {
    const app = createApp();
    for (let i = 0; i < 3; i++) {
      const res = await app.request("/stream", { headers: { "User-Agent": BROWSER_UA } }, { ...env, PAGE_CACHE: "off" });
      expect(res.headers.get("X-Page-Cache")).toBeNull();
      await res.arrayBuffer();
    }
  });

  it("answers HEAD without touching the cache", async () => {
    const head = await request("/introduce", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("X-Page-Cache")).toBeNull();
  });
});

describe("page cache and the request's host", () => {
  it("never serves a page cached under one host to another, even when a short hash of the two would collide", async () => {
    // These two origins collide under 32-bit FNV-1a (each followed by the three empty API settings).
    const canonical = async (res: Response) => (await select(await res.text(), 'link[rel="canonical"]'))[0]?.attrs.href;
    await untilCached("http://h55zx.example/help/faq");
    const other = await request("http://hgpcd.example/help/faq");
    expect(await canonical(other)).toBe("http://hgpcd.example/help/faq");
    expect(other.headers.get("X-Page-Cache")).toBe("miss");
  });
});

describe("page cache keys and storage", () => {
  const variant: PageVariant = { version: "v1", config: ["https://q.example", ""], platform: "windows" };
  const url = new URL("https://q.example/blog?page=2&utm_source=x&category=privacy");

  it("differ by version, configuration, platform, continent and page parameters only", () => {
    const key = (v: Partial<PageVariant>, u = url) => pageCacheKey(u, { ...variant, ...v })!;
    const base = key({});
    expect(key({ version: "v2" })).not.toBe(base);
    expect(key({ config: ["https://other.example", ""] })).not.toBe(base);
    // Kept whole: lists that would join to the same text are still two keys.
    expect(key({ config: ["https://q.example|", ""] })).not.toBe(key({ config: ["https://q.example", "|"] }));
    expect(key({ platform: "ios" })).not.toBe(base);
    expect(key({ continent: "EU" })).not.toBe(base);
    expect(key({}, new URL("https://q.example/blog?category=privacy&page=2"))).toBe(base);
    expect(key({}, new URL("https://q.example/blog?page=3&category=privacy"))).not.toBe(base);
    expect(pageCacheKey(new URL("https://q.example/help/search?q=x"), variant)).toBeNull();
  });

  const text = (page: Uint8Array | null) => page && new TextDecoder().decode(page);
  const html = (nonce: string) => new Response(`<html><script nonce="${nonce}">1</script><link nonce="${nonce}"></html>`).body!;

  it("a new deploy never sees the old deploy's pages", async () => {
    const cache = await caches.open("deploys");
    const v1 = pageCacheKey(url, variant)!;
    await createPageCache({ cache: async () => cache }).put(v1, html("old-nonce"), "old-nonce", () => false);
    // Another isolate (empty memory) reads it from the Cache API, with its own nonce.
    const other = createPageCache({ cache: async () => cache });
    expect(text(await other.get(v1, "new-nonce"))).toBe('<html><script nonce="new-nonce">1</script><link nonce="new-nonce"></html>');
    expect(await other.get(pageCacheKey(url, { ...variant, version: "v2" })!, "n")).toBeNull();
  });

  it("does not keep a page whose rendering failed", async () => {
    const cache = await caches.open("failures");
    const pages = createPageCache({ cache: async () => cache });
    const key = pageCacheKey(url, variant)!;
    await pages.put(key, html("n1"), "n1", () => true);
    expect(await pages.get(key, "n2")).toBeNull();
    expect(await cache.match(key)).toBeUndefined();
  });

  it("wants a page from its second request on", () => {
    const pages = createPageCache({ cache: async () => ({}) as Cache });
    const key = (n: number) => pageCacheKey(new URL(`https://q.example/p${n}`), variant)!;
    expect(pages.wanted(key(1))).toBe(false);
    expect(pages.wanted(key(2))).toBe(false);
    expect(pages.wanted(key(1))).toBe(true);
    expect(pages.wanted(key(1))).toBe(true);
  });

  it("keeps the most recently used pages in memory, for five minutes", async () => {
    let clock = 0;
    // A Cache API that has nothing: whatever is served comes from memory.
    const empty = { match: async () => undefined, put: async () => {} } as unknown as Cache;
    const pages = createPageCache({ cache: async () => empty, memoryEntries: 2, now: () => clock });
    const key = (n: number) => pageCacheKey(new URL(`https://q.example/p${n}`), variant)!;
    for (const n of [1, 2, 3]) await pages.put(key(n), html(`n${n}`), `n${n}`, () => false);
    expect(text(await pages.get(key(3), "x"))).toContain('nonce="x"');
    expect(text(await pages.get(key(2), "x"))).toContain('nonce="x"');
    expect(await pages.get(key(1), "x")).toBeNull(); // the least recently used went first
    clock += 299_000;
    expect(text(await pages.get(key(3), "x"))).toContain('nonce="x"');
    clock += 2_000;
    expect(await pages.get(key(3), "x")).toBeNull(); // five minutes after it was rendered
  });
});
