import { describe, expect, it } from "vitest";
import { request, select, textOf } from "./helpers";

describe("product pages", () => {
  it("take the version and download from the download list, and state the requirements", async () => {
    const html = await (await request("/product/windows")).text();
    const button = (await select(html, "a.download-button"))[0];
    expect(button?.attrs.href).toBe("https://download.quietway.example/windows/QuietwaySetup-5.4.2.exe");
    const facts = (await select(html, ".product-facts dd")).map((d) => d.text);
    expect(facts).toContain("5.4.2");
    expect(facts).toContain("Windows 7 SP1 or later");
    expect(await select(html, "ol.steps li")).toHaveLength(3);
    const ios = await (await request("/product/ios")).text();
    expect((await select(ios, ".product-facts dd")).map((d) => d.text)).toContain("iOS 11.0 or higher");
  });
});

describe("blog", () => {
  it("filters by category and pages the list", async () => {
    const html = await (await request("/blog?category=security")).text();
    const titles = (await select(html, ".post-card h3")).map((h) => h.text);
    expect(titles.length).toBeGreaterThan(0);
    expect((await select(html, '.chips a[aria-current="page"]'))[0]?.attrs.href).toBe("/blog?category=security");
    expect((await request("/blog?category=Bad_One")).status).toBe(404);
    // Page numbers that do not exist are no page at all (more in hardening.test.ts).
    expect((await request("/blog?page=0")).status).toBe(404);
    expect((await request("/blog?page=99")).status).toBe(404);
    expect((await request("/blog?page=2")).status).toBe(200);
  });

  it("shows each post once on page 1: featured, popular and the list never repeat one", async () => {
    const html = await (await request("/blog")).text();
    // The featured and popular rows are there, above the list.
    expect((await select(html, "main h2")).map((h) => h.text)).toEqual(
      expect.arrayContaining(["Featured", "Popular articles", "All articles"]),
    );
    const hrefs = (await select(html, ".post-card h3 a")).map((a) => a.attrs.href);
    expect(hrefs.length).toBeGreaterThan(6);
    expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
  });

  it("shows every post exactly once across its pages", async () => {
    const all = ((await (await request("/web_v1/article/list?type=blog&lang=en&page_size=50")).json()) as { items: { id: string }[] })
      .items;
    const shown: string[] = [];
    for (let page = 1; ; page++) {
      const res = await request(page === 1 ? "/blog" : `/blog?page=${page}`);
      if (res.status === 404) break;
      shown.push(...(await select(await res.text(), ".post-card h3 a")).map((a) => a.attrs.href!));
    }
    expect(shown.sort()).toEqual(all.map((p) => `/blog/${p.id}`).sort());
  });

  it("shows a post with date and reading time in the page's locale, share links and related posts", async () => {
    const html = await (await request("/es/blog/public-wifi-safety")).text();
    expect(await textOf(html, ".article-meta time")).toBe("10 de marzo de 2026");
    expect(await textOf(html, ".article-meta")).toMatch(/\d+ min/);
    const share = (await select(html, ".share a")).map((a) => a.attrs.href ?? "");
    expect(share.some((h) => h.startsWith("https://x.com/intent/post?url=http%3A%2F%2Flocalhost%2Fes%2Fblog%2Fpublic-wifi-safety"))).toBe(
      true,
    );
    expect(share.some((h) => h.startsWith("mailto:"))).toBe(true);
    expect((await select(html, ".related .post-card")).length).toBeGreaterThan(0);
  });
});

describe("legal pages", () => {
  it("have a table of contents whose links land on headings", async () => {
    const html = await (await request("/ar/privacy")).text();
    const links = (await select(html, ".toc a")).map((a) => a.attrs.href!.slice(1));
    const ids = (await select(html, ".prose h2[id]")).map((h) => h.attrs.id);
    expect(links.length).toBeGreaterThan(3);
    expect(links).toEqual(ids);
  });
});

describe("announcements", () => {
  it("are dated, newest first", async () => {
    const html = await (await request("/help/message")).text();
    const dates = (await select(html, "time.entry-date")).map((t) => t.attrs.datetime!);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("country flags", () => {
  it("are drawn in SVG for every country in the list, never as emoji", async () => {
    const html = await (await request("/servers")).text();
    const countries = await select(html, ".countries li");
    const flags = await select(html, ".countries li svg.flag");
    expect(flags.length).toBe(countries.length);
    expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});

describe("blog post signatures", () => {
  it("name the author's team in the page's language", async () => {
    const ar = await (await request("/ar/blog/public-wifi-safety")).text();
    const meta = await textOf(ar, ".article-meta");
    expect(meta).toContain("Tomás Okafor");
    expect(meta).toContain("فريق الأمان");
    expect(meta).not.toContain("Security team");
    const en = await (await request("/blog/public-wifi-safety")).text();
    expect(await textOf(en, ".article-meta")).toContain("Tomás Okafor, Security team");
  });
});
