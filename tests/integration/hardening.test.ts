import { describe, expect, it } from "vitest";
import { pageCacheKey } from "../../worker/render/page-cache";
import { request, select, textOf } from "./helpers";

describe("page numbers and categories", () => {
  it.each([
    "/blog?page=9999",
    "/blog?page=3",
    "/blog?category=no-such-category",
    "/blog?page=1e0",
    "/blog?page=0x1",
    "/blog?category=constructor",
    "/help/search?q=vpn&page=500",
  ])("%s is a 404, never kept in the page cache", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("X-Page-Cache")).toBeNull();
  });

  it.each([
    ["/blog?page=0002", "/blog?page=2"],
    ["/blog?page=%2B2", "/blog?page=2"],
    ["/blog?page=%202%20", "/blog?page=2"],
    ["/blog?page=1", "/blog"],
    ["/de/blog?page=01&category=security", "/de/blog?category=security"],
    ["/blog?category=", "/blog"],
  ])("%s redirects to its canonical form %s", async (path, target) => {
    const res = await request(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(target);
  });

  it("serves real pages and categories, and keys the cache by parsed values only", async () => {
    expect((await request("/blog?page=2")).status).toBe(200);
    expect((await request("/blog?category=security")).status).toBe(200);
    const variant = { version: "v", config: ["c"], platform: "windows" as const };
    const key = (q: string) => pageCacheKey(new URL(`https://q.example/blog${q}`), variant);
    expect(key("?page=2&utm_source=x")).toBe(key("?page=2"));
    expect(key("?page=02")).toBeNull();
    expect(key("?page=1e0")).toBeNull();
    expect(key("?category=no-such-category")).toBeNull();
  });
});

describe("odd addresses", () => {
  it.each([
    ["/%64e/help", "/de/help"],
    ["/bl%6fg", "/blog"],
  ])("%s redirects to the page it spells, %s", async (path, target) => {
    const res = await request(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(target);
  });

  it.each(["/de/help%2Ffaq", "/de/blog/%E2%80%AE", "/de/%00"])("%s is a 404 page in the language it asked for", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect((await select(html, "html"))[0]?.attrs.lang).toBe("de");
    expect(await select(html, "main h1")).toHaveLength(1);
  });

  it("answers a very long unknown path with a small 404 whose language links go home", async () => {
    const long = `/${"a".repeat(60_000)}`;
    const res = await request(long);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html.length).toBeLessThan(40_000);
    expect(html).not.toContain("a".repeat(100));
    const languages = (await select(html, "a[data-locale]")).map((a) => a.attrs.href);
    expect(languages).toContain("/de?set_lang=de");
    expect(languages).toContain("/?set_lang=en");
  });
});

describe("visitor input that looks like code", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("Accept-Language: %s picks no language", async (name) => {
    const res = await request("/", { headers: { "Accept-Language": name } });
    expect(res.headers.get("Location")).toBeNull();
    expect(res.headers.get("Set-Cookie")).toMatch(/^i18n_redirected=en;/);
  });

  it.each(["/help/search?q=", "/blog?q="])("shows a search query exactly as typed on %s", async (path) => {
    for (const typed of ["<b>bold</b>", "<0>x</0>", "{query}"]) {
      const html = await (await request(path + encodeURIComponent(typed))).text();
      const heading = (await select(html, "main h2")).map((h) => h.text).find((t) => t.includes("“"));
      expect(heading, typed).toContain(`“${typed}”`);
    }
  });

  it("makes its own request ids and ignores the client's", async () => {
    const res = await request("/free", { headers: { "X-Request-Id": "attacker-chosen" } });
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe("attacker-chosen");
  });
});

describe("the original site's search parameter", () => {
  it("takes keyword as q on the API and the search page, q first", async () => {
    const api = (await (await request("/web_v1/article/search?keyword=windows&lang=en")).json()) as { query: string; total: number };
    expect(api.query).toBe("windows");
    expect(api.total).toBeGreaterThan(0);
    const both = (await (await request("/web_v1/article/search?keyword=windows&q=android")).json()) as { query: string };
    expect(both.query).toBe("android");
    expect((await request("/web_v1/article/search")).status).toBe(400);
    const page = await (await request("/help/search?keyword=windows")).text();
    expect(await textOf(page, "main h2")).toContain("windows");
    const doc = JSON.stringify(await (await request("/web_v1/openapi.json")).json());
    expect(doc).toContain("keyword");
  });
});

describe("events are checked against the site", () => {
  const post = (path: string, body: unknown, ip = "203.0.113.201") =>
    request(path, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip } });

  it("refuses feedback on an article that does not exist", async () => {
    const res = await post("/web_v1/article/feedback", { id: "no-such-article", lang: "de", helpful: true });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    expect((await post("/web_v1/article/feedback", { id: "kill-switch", lang: "de", helpful: true })).status).toBe(202);
  });

  it("refuses campaign landings on other sites and accepts this site's", async () => {
    expect((await post("/web_v1/thematic-activity/v2", { url: "https://evil.com/<script>?utm_source=x" })).status).toBe(400);
    expect((await post("/web_v1/thematic-activity/v2", { url: "http://localhost.evil.com/?utm_source=x" })).status).toBe(400);
    expect((await post("/web_v1/thematic-activity/v2", { url: "http://localhost/de?utm_source=mail" })).status).toBe(202);
  });

  it("refuses a download click from a page that is not this site's, and takes one with only the platform", async () => {
    for (const page of ["javascript:alert(1)", "//evil.example/x", "https://evil.example/product/windows", "/\\evil.example"]) {
      expect((await post("/web_v1/download/ajax-click-download", { platform: "windows", version: "5.4.2", page })).status, page).toBe(400);
    }
    expect(
      (
        await post("/web_v1/download/ajax-click-download", {
          platform: "windows",
          version: "5.4.2",
          page: "http://localhost/de/product/windows?x=1",
        })
      ).status,
    ).toBe(202);
    expect((await post("/web_v1/download/ajax-click-download", { platform: "android" })).status).toBe(202);
  });
});

describe("search results", () => {
  it("stay out of search engines but name their canonical and every language", async () => {
    const html = await (await request("/de/help/search?q=vpn")).text();
    expect((await select(html, 'meta[name="robots"]'))[0]?.attrs.content).toBe("noindex");
    expect((await select(html, 'link[rel="canonical"]'))[0]?.attrs.href).toBe("http://localhost/de/help/search");
    const alternates = (await select(html, 'link[rel="alternate"][hreflang]')).map((a) => a.attrs.hreflang);
    expect(alternates).toHaveLength(26);
    expect(alternates).toContain("x-default");
  });
});
