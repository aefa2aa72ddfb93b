import { DEFAULT_LOCALE, LOCALES, hreflang, localePath, type Locale } from "../../common/locales";
import type { ContentSource } from "../content/content-source";
import { articleLocales } from "./head";
import { articleCanonicalPath, articlePath } from "../../common/paths";

const xml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The sitemap index: one sitemap per locale. */
export function sitemapIndex(origin: string, lastmod: string): string {
  const entries = LOCALES.map(
    (l) => `<sitemap><loc>${xml(`${origin}/sitemaps/${l}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/**
 * Every page of one locale, with its 25 alternates plus x-default and its last change:
 * `staticPaths` (the routes' pages without parameters, given by the caller so that SEO files
 * never import the routes) and the locale's articles.
 */
export async function localeSitemap(
  origin: string,
  locale: Locale,
  content: ContentSource,
  buildDate: string,
  staticPaths: readonly string[],
): Promise<string> {
  const pages: { path: string; lastmod: string; locales: readonly Locale[] }[] = staticPaths.map((path) => ({
    path,
    lastmod: buildDate,
    locales: LOCALES,
  }));
  for (const type of ["help", "blog", "legal"] as const) {
    const list = await content.listArticles({ type, lang: locale, page: 1, page_size: 50 });
    for (const a of list.items) {
      // An untranslated article's canonical is the English page: list it only there.
      if (a.fallback) continue;
      const path = articlePath(type, a.id);
      if (path) pages.push({ path, lastmod: a.updated ?? a.date, locales: articleLocales(a, locale) });
    }
  }
  const urls = pages
    .map(({ path, lastmod, locales }) => {
      const alternates = [...locales.map((l) => [hreflang(l), localePath(l, path)]), ["x-default", localePath(DEFAULT_LOCALE, path)]]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(origin + href)}"/>`)
        .join("");
      return `<url><loc>${xml(origin + localePath(locale, path))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

/** robots.txt: everything may be crawled but the API; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /web_v1/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** An RSS 2.0 feed of the blog in one language. */
export async function blogFeed(
  origin: string,
  locale: Locale,
  content: ContentSource,
  title: string,
  description: string,
): Promise<string> {
  const list = await content.listArticles({ type: "blog", lang: locale, page: 1, page_size: 50 });
  const posts = [...list.items].sort((a, b) => b.date.localeCompare(a.date));
  const items = posts
    .map((p) => {
      const link = origin + articleCanonicalPath(p, locale);
      return `<item><title>${xml(p.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid><pubDate>${new Date(`${p.date}T00:00:00Z`).toUTCString()}</pubDate><description>${xml(p.summary)}</description>${p.author ? `<dc:creator>${xml(p.author)}</dc:creator>` : ""}</item>`;
    })
    .join("");
  const self = origin + localePath(locale, "/blog/feed.xml");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${xml(title)}</title><link>${xml(origin + localePath(locale, "/blog"))}</link><description>${xml(description)}</description><language>${hreflang(locale)}</language><atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>${items}</channel></rss>\n`;
}
