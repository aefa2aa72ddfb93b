import { describe, expect, it } from "vitest";
import { LOCALES } from "../../common/locales";
import { request, select } from "./helpers";

async function jsonLd(html: string): Promise<Record<string, unknown>[]> {
  const scripts = await select(html, 'script[type="application/ld+json"]');
  return scripts.map((s) => JSON.parse(s.text) as Record<string, unknown>);
}

describe("search-engine files", () => {
  it("robots.txt allows the site, keeps crawlers out of the API and names the sitemap", async () => {
    const res = await request("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /web_v1/");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("sitemap.xml indexes one sitemap per locale", async () => {
    const res = await request("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(LOCALES.map((l) => `http://localhost/sitemaps/${l}.xml`));
  });

  it("each locale's sitemap lists every page with alternates and lastmod", async () => {
    const xml = await (await request("/sitemaps/de.xml")).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]);
    for (const path of ["/de", "/de/servers", "/de/help/faq", "/de/product/ios", "/de/privacy"]) {
      expect(locs).toContain(`http://localhost${path}`);
    }
    for (const u of urls) {
      expect(u).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(u.match(/<xhtml:link rel="alternate"/g)).toHaveLength(26);
    }
    expect(locs).toContain("http://localhost/de/blog/public-wifi-safety");
    // Every article is written in every language (fallbacks are covered by worker/seo/sitemap.test.ts).
    const ko = await (await request("/sitemaps/ko.xml")).text();
    expect(ko).toContain("<loc>http://localhost/ko/help/faq</loc>");
    expect(ko).toContain("<loc>http://localhost/ko/blog/public-wifi-safety</loc>");
    expect(ko).toContain("<loc>http://localhost/ko/services</loc>");
    const es = await (await request("/sitemaps/es.xml")).text();
    expect(es).toContain("<loc>http://localhost/es/blog/public-wifi-safety</loc>");
  });

  it("an unknown sitemap is a 404", async () => {
    expect((await request("/sitemaps/xx.xml")).status).toBe(404);
  });

  it("serves an RSS feed of the blog per language", async () => {
    const res = await request("/es/blog/feed.xml");
    expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain("<language>es</language>");
    expect(xml).toContain("<link>http://localhost/es/blog/public-wifi-safety</link>");
    expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(6);
    const html = await (await request("/es/blog")).text();
    expect((await select(html, 'link[type="application/rss+xml"]'))[0]?.attrs.href).toBe("/es/blog/feed.xml");
  });
});

describe("structured data", () => {
  it("home: Organization and WebSite with a SearchAction", async () => {
    const data = await jsonLd(await (await request("/fr", { headers: { Cookie: "i18n_redirected=fr" } })).text());
    expect(data.map((d) => d["@type"])).toEqual(["Organization", "WebSite"]);
    const action = (data[1]!.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    expect(action).toBe("http://localhost/fr/help/search?q={search_term_string}");
  });

  it("FAQ: FAQPage with every question, and breadcrumbs", async () => {
    const data = await jsonLd(await (await request("/help/faq")).text());
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(10);
    expect(faq.mainEntity[0]!.acceptedAnswer.text.length).toBeGreaterThan(20);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual(["http://localhost/", "http://localhost/help", "http://localhost/help/faq"]);
  });

  it("blog post: BlogPosting; help article: Article; product: SoftwareApplication", async () => {
    const post = await jsonLd(await (await request("/blog/public-wifi-safety")).text());
    expect(post.find((d) => d["@type"] === "BlogPosting")).toMatchObject({ datePublished: "2026-03-10", inLanguage: "en" });
    const help = await jsonLd(await (await request("/zh/help/detail/install-windows")).text());
    expect(help.find((d) => d["@type"] === "Article")).toMatchObject({ inLanguage: "zh" });
    const app = await jsonLd(await (await request("/product/android")).text());
    expect(app.find((d) => d["@type"] === "SoftwareApplication")).toMatchObject({
      softwareVersion: "4.9.0",
      operatingSystem: "Android 5.0+",
    });
  });

  it("cannot be broken out of by content", async () => {
    const html = await (await request("/help/faq")).text();
    for (const s of await select(html, 'script[type="application/ld+json"]')) expect(s.text).not.toContain("</");
  });

  it("gives each page type its Open Graph image", async () => {
    const og = async (path: string) => (await select(await (await request(path)).text(), 'meta[property="og:image"]'))[0]?.attrs.content;
    expect(await og("/blog/public-wifi-safety")).toBe("http://localhost/og/blog.png");
    expect(await og("/help/faq")).toBe("http://localhost/og/help.png");
    expect(await og("/product/ios")).toBe("http://localhost/og/product.png");
    expect(await og("/gaming")).toBe("http://localhost/og/default.png");
  });
});
