import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { articles, downloads } from "virtual:content";
import { createApp } from "../../worker/app";
import { bundledContentSource, compiledBodyStore } from "../../worker/content/content-source";
import { BROWSER_UA, request, select, textOf } from "./helpers";

type Summary = { id: string; title: string; fallback: boolean; lang: string };

async function list(type: string, lang: string): Promise<Summary[]> {
  const res = await request(`/web_v1/article/list?type=${type}&lang=${lang}&page_size=50`);
  return ((await res.json()) as { items: Summary[] }).items;
}

describe("article pages", () => {
  it("show an untranslated article in English with a note, and point the canonical at the English page", async () => {
    // The site as it would be with one article not yet translated into Korean.
    const app = createApp({
      content: bundledContentSource(
        articles.filter((a) => !(a.locale === "ko" && a.type === "help" && a.id === "kill-switch")),
        downloads,
        compiledBodyStore(),
      ),
    });
    const res = await app.request(
      "/ko/help/detail/kill-switch",
      { headers: { "User-Agent": BROWSER_UA, Cookie: "i18n_redirected=ko" } },
      env,
    );
    const html = await res.text();
    const english = articles.find((a) => a.locale === "en" && a.type === "help" && a.id === "kill-switch")!;
    expect((await select(html, "html"))[0]?.attrs.lang).toBe("ko");
    expect(await select(html, "p.note[role=note]")).toHaveLength(1);
    expect((await select(html, ".prose"))[0]?.attrs.lang).toBe("en");
    expect((await select(html, 'link[rel="canonical"]'))[0]?.attrs.href).toBe("http://localhost/help/detail/kill-switch");
    expect(await textOf(html, "main h1")).toBe(english.title);
    // Never advertised as Korean: not among the alternates, no hreflang on the switcher's Korean link.
    const alternates = (await select(html, 'link[rel="alternate"][hreflang]')).map((a) => a.attrs.hreflang);
    expect(alternates).toContain("en");
    expect(alternates).toContain("de");
    expect(alternates).not.toContain("ko");
    expect((await select(html, 'a[data-locale="ko"]'))[0]?.attrs.hreflang).toBeUndefined();
    expect((await select(html, 'a[data-locale="de"]'))[0]?.attrs.hreflang).toBe("de");
    // Its links still lead to Korean pages.
    const links = (await select(html, ".prose a[href^='/']")).map((a) => a.attrs.href!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith("/ko/"))).toEqual([]);
  });

  it("show a help article with its section's other articles and the helpful question", async () => {
    const [first] = await list("help", "en");
    const html = await (await request(`/help/detail/${first!.id}`)).text();
    expect(await textOf(html, "main h1")).toBe(first!.title);
    expect(await textOf(html, "#helpful-title")).toBe("Was this article helpful?");
    expect(await select(html, '[data-island="HelpfulVote"]')).toHaveLength(1);
    expect((await select(html, ".breadcrumbs a"))[0]?.attrs.href).toBe("/help");
  });

  it.each([
    ["en", "/help/detail/billing-and-renewal"],
    ["ja", "/ja/help/detail/billing-and-renewal"],
  ])("give a help article in %s a section list whose links land on its h2 and h3 headings", async (_, path) => {
    const html = await (await request(path)).text();
    const headings = await select(html, ".prose h2[id], .prose h3[id]");
    const side = await select(html, ".article-aside .on-this-page a");
    const folded = await select(html, "details.on-this-page a");
    expect(headings.length).toBeGreaterThan(5);
    expect(side.map((a) => a.attrs.href)).toEqual(headings.map((h) => `#${h.attrs.id}`));
    expect(side.map((a) => a.text)).toEqual(headings.map((h) => h.text));
    // The same list folds above the body on narrow screens.
    expect(folded.map((a) => a.attrs.href)).toEqual(side.map((a) => a.attrs.href));
    // Beside it, the section's other articles.
    expect(await select(html, ".article-aside #in-section")).toHaveLength(1);
  });

  it("list FAQ entries with their answers", async () => {
    const faq = await list("faq", "en");
    const html = await (await request("/help/faq")).text();
    const entries = await select(html, "details.entry summary");
    expect(entries.map((e) => e.text)).toEqual(faq.map((f) => f.title));
  });

  it("find help articles by keyword on the search page, highlighted", async () => {
    const html = await (await request("/help/search?q=windows")).text();
    expect((await select(html, ".results li")).length).toBeGreaterThan(0);
    expect(html).toMatch(/<mark>windows<\/mark>/i);
    const none = await (await request("/help/search?q=zzzqqqxx")).text();
    expect(await select(none, ".results li")).toHaveLength(0);
  });

  it("show legal pages in full", async () => {
    for (const path of ["/privacy", "/services"]) {
      const html = await (await request(path)).text();
      expect((await select(html, ".prose h2")).length, path).toBeGreaterThan(3);
    }
  });
});
