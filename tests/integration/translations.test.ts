import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, localePath, type Locale } from "../../common/locales";
import { request, select, textOf } from "./helpers";

// Every article page the site has in English must read in the visitor's language in every
// locale: its title, its description and its body. Then no article may send its reader to a
// page in another language, and no page a sitemap lists may name another page as canonical.

const LEGAL_PATHS: Record<string, string> = { privacy: "/privacy", terms: "/services" };
const pathOf = (type: string, id: string) => (type === "help" ? `/help/detail/${id}` : type === "blog" ? `/blog/${id}` : LEGAL_PATHS[id]!);
/** Every English help article, blog post and legal page, as the API lists them. */
async function englishArticles(): Promise<{ type: string; id: string; title: string }[]> {
  const lists = await Promise.all(
    ["help", "blog", "legal"].map(
      async (type) =>
        (
          (await (await request(`/web_v1/article/list?type=${type}&lang=en&page_size=50`)).json()) as {
            items: { type: string; id: string; title: string }[];
          }
        ).items,
    ),
  );
  return lists.flat();
}
const english = await englishArticles();

interface Seen {
  title: string;
  description: string;
  body: string;
  links: string[];
}

async function page(locale: Locale, type: string, id: string): Promise<Seen> {
  const res = await request(localePath(locale, pathOf(type, id)), { headers: { Cookie: `i18n_redirected=${locale}` } });
  expect(res.status, `${locale} ${type}/${id}`).toBe(200);
  const html = await res.text();
  const prose = await select(html, "article .prose, main .prose");
  const links = (await select(html, "main .prose a[href]")).map((a) => a.attrs.href!);
  return {
    title: (await textOf(html, "title")) ?? "",
    description: (await select(html, 'meta[name="description"]'))[0]?.attrs.content ?? "",
    body: prose.map((p) => p.text).join(" "),
    links,
  };
}

const inEnglish = new Map<string, Seen>();
async function englishPage(type: string, id: string): Promise<Seen> {
  const key = `${type}/${id}`;
  if (!inEnglish.has(key)) inEnglish.set(key, await page(DEFAULT_LOCALE, type, id));
  return inEnglish.get(key)!;
}

describe.each(PREFIXED_LOCALES)("%s articles", (locale) => {
  it("are written in the page's language, with links that stay in it", async () => {
    const untranslated = [];
    const elsewhere = [];
    for (const a of english) {
      const [en, seen] = await Promise.all([englishPage(a.type, a.id), page(locale, a.type, a.id)]);
      if (seen.title === en.title || seen.description === en.description || seen.body.slice(0, 200) === en.body.slice(0, 200)) {
        untranslated.push(`${a.type}/${a.id}`);
      }
      for (const href of seen.links) {
        if (
          href.startsWith("/") &&
          !href.startsWith("//") &&
          href !== `/${locale}` &&
          !href.startsWith(`/${locale}/`) &&
          !href.startsWith(`/${locale}?`) &&
          !href.startsWith(`/${locale}#`)
        ) {
          elsewhere.push(`${a.type}/${a.id} → ${href}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it("are listed under their own titles: help index, blog and feed", async () => {
    const englishTitles = new Set(english.map((a) => a.title));
    const shown: string[] = [];
    for (const path of ["/help/detail", "/help", "/blog"]) {
      const html = await (await request(localePath(locale, path), { headers: { Cookie: `i18n_redirected=${locale}` } })).text();
      shown.push(...(await select(html, "main a")).map((a) => a.text));
    }
    const feed = await (await request(localePath(locale, "/blog/feed.xml"))).text();
    shown.push(...[...feed.matchAll(/<item><title>([^<]+)<\/title>/g)].map((m) => m[1]!));
    expect(shown.filter((t) => englishTitles.has(t))).toEqual([]);
    expect(shown.length).toBeGreaterThan(40);
  });
});

describe("sitemaps", () => {
  it.each(["en", "de", "ar", "th", "jv"] as const)("list only pages whose canonical is themselves (%s)", async (locale) => {
    const xml = await (await request(`/sitemaps/${locale}.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(60);
    const wrong = [];
    for (const loc of locs) {
      const res = await request(new URL(loc).pathname, { headers: { Cookie: `i18n_redirected=${locale}` } });
      const canonical = (await select(await res.text(), 'link[rel="canonical"]'))[0]?.attrs.href;
      if (res.status !== 200 || canonical !== loc) wrong.push(`${loc} (${res.status}, canonical ${canonical})`);
    }
    expect(wrong).toEqual([]);
  });
});
