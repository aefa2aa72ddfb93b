import { describe, expect, it } from "vitest";
import { bundledContentSource } from "./content-source";
import { a, articles } from "./content-fixture";

const source = bundledContentSource(articles, {
  windows: { download_url: "https://x/w", version: "1" },
  android: { download_url: "https://x/a", version: "1" },
  ios: { download_url: "https://x/i", version: "1" },
});
const list = (q: Partial<Parameters<typeof source.listArticles>[0]>) =>
  source.listArticles({ type: "help", lang: "en", page: 1, page_size: 10, ...q });
const search = (q: string, lang: Parameters<typeof source.searchArticles>[0]["lang"] = "en") =>
  source.searchArticles({ q, lang, page: 1, page_size: 10 });

describe("bundled content: lists", () => {
  it("shows translations where they exist and English, marked as fallback, elsewhere", async () => {
    const zh = await list({ lang: "zh" });
    expect(zh.items.map((i) => [i.id, i.lang, i.fallback])).toEqual([
      ["install-windows", "zh", false],
      ["choose-server", "en", true],
      ["kill-switch", "en", true],
    ]);
  });

  it("filters by section, category and flags, and pages", async () => {
    expect((await list({ section: "privacy-and-security" })).items.map((i) => i.id)).toEqual(["kill-switch"]);
    expect((await list({ type: "blog", category: "security" })).total).toBe(2);
    expect((await list({ type: "blog", featured: true })).items.map((i) => i.id)).toEqual(["wifi"]);
    expect((await list({ type: "blog", popular: false })).items.map((i) => i.id).sort()).toEqual(["streaming", "wifi"]);
    const page2 = await list({ page: 2, page_size: 2 });
    expect(page2).toMatchObject({ page: 2, page_size: 2, total: 3, total_pages: 2 });
    expect(page2.items.map((i) => i.id)).toEqual(["kill-switch"]);
    expect((await list({})).items[0]?.html).toBeUndefined();
    expect((await list({ body: true })).items[0]?.html).toContain("<p>");
  });
});

describe("bundled content: search", () => {
  it("ranks a title match above a body match", async () => {
    const hits = (await search("windows")).items.map((h) => h.id);
    expect(hits[0]).toBe("install-windows");
    expect(hits).toContain("kill-switch");
  });

  it("matches prefixes and tolerates a typo", async () => {
    expect((await search("phish")).items.map((h) => h.id)).toEqual(["phishing"]);
    expect((await search("swich")).items.map((h) => h.id)).toContain("kill-switch");
    expect((await search("instaler")).items.map((h) => h.id)).toContain("install-windows");
  });

  it("segments Chinese, Japanese and Thai into words", async () => {
    expect((await search("服务器", "zh")).items.map((h) => h.id)).toContain("install-windows");
    expect((await search("サーバー", "ja")).items.map((h) => h.id)).toContain("choose-server");
    expect((await search("การเชื่อมต่อ", "th")).items.map((h) => h.id)).toContain("kill-switch");
  });

  it("highlights matches in an escaped snippet", async () => {
    const [hit] = (await search("installer")).items;
    expect(hit?.snippet).toContain("<mark>installer</mark>");
    const evil = bundledContentSource(
      [a({ id: "x", type: "help", locale: "en", title: "Tags", html: "<p>Use &lt;script&gt; tags carefully</p>" })],
      { windows: { download_url: "", version: "" }, android: { download_url: "", version: "" }, ios: { download_url: "", version: "" } },
    );
    const [escaped] = (await evil.searchArticles({ q: "tags", lang: "en", page: 1, page_size: 10 })).items;
    expect(escaped?.snippet).toBe("Use &lt;script&gt; <mark>tags</mark> carefully");
  });

  it("filters by type and returns nothing for nonsense", async () => {
    expect((await source.searchArticles({ q: "security", type: "help", lang: "en", page: 1, page_size: 10 })).total).toBe(0);
    expect((await search("zzzzqqq")).total).toBe(0);
  });
});

describe("bundled content: one article", () => {
  it("returns the article with its section's other articles", async () => {
    const info = await source.articleInfo({ id: "install-windows", type: "help", lang: "zh" });
    expect(info?.article).toMatchObject({ title: "在 Windows 上安装应用", lang: "zh", fallback: false });
    expect(info?.section_articles.map((s) => s.id)).toEqual(["choose-server"]);
  });

  it("relates blog posts by category and tags", async () => {
    const info = await source.articleInfo({ id: "wifi", type: "blog", lang: "de" });
    expect(info?.article.fallback).toBe(true);
    expect(info?.related.map((r) => r.id)).toEqual(["phishing"]);
  });

  it("is null for an unknown id or the wrong type", async () => {
    expect(await source.articleInfo({ id: "nope", type: "help", lang: "en" })).toBeNull();
    expect(await source.articleInfo({ id: "wifi", type: "help", lang: "en" })).toBeNull();
  });
});
