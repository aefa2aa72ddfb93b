import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { compileFile } from "../../build/content-plugin.ts";
import type { Article } from "../../common/schemas/content.ts";
import { stripLocale } from "../../common/locales.ts";

// A translation must say the same thing in the same shape: the same headings, steps, links
// and settings as the English file, with its own words. This catches a dropped step, a
// broken link or a file left in English, none of which a reader of one language would see.
const root = join(import.meta.dirname, "../../content");

async function compileAll(): Promise<Article[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(".md") && e.name !== "README.md")
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !relative(root, f).startsWith(`downloads${sep}`));
  return Promise.all(files.map((f) => compileFile(root, f)));
}

/** What must not change between languages: structure, links and the facts in front matter. */
function shape(a: Article) {
  const count = (re: RegExp) => (a.html.match(re) ?? []).length;
  return {
    date: a.date,
    updated: a.updated,
    section: a.section,
    category: a.category,
    featured: a.featured,
    popular: a.popular,
    order: a.order,
    h2: count(/<h2[ >]/g),
    h3: count(/<h3[ >]/g),
    listItems: count(/<li[ >]/g),
    tables: count(/<table[ >]/g),
    // Links point at the file's own language; what they lead to must be the same page.
    links: [...a.html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1]!.startsWith("/") ? stripLocale(m[1]!) : m[1])).sort(),
  };
}

const articles = await compileAll();
const english = new Map(articles.filter((a) => a.locale === "en").map((a) => [`${a.type}/${a.id}`, a]));
const translations = articles.filter((a) => a.locale !== "en");

describe("translated content", () => {
  it("exists only for articles that exist in English", () => {
    const orphans = translations.filter((a) => !english.has(`${a.type}/${a.id}`)).map((a) => `${a.locale}/${a.type}/${a.id}`);
    expect(orphans).toEqual([]);
  });

  it.each(translations.map((a) => [`${a.locale}/${a.type}/${a.id}`, a] as const))("%s keeps the English shape", (_, a) => {
    const en = english.get(`${a.type}/${a.id}`);
    if (!en) return; // Reported by the test above.
    expect(shape(a)).toEqual(shape(en));
  });

  it.each(translations.map((a) => [`${a.locale}/${a.type}/${a.id}`, a] as const))("%s is written in its own language", (_, a) => {
    const en = english.get(`${a.type}/${a.id}`);
    if (!en) return;
    expect(a.title).not.toBe(en.title);
    expect(a.summary).not.toBe(en.summary);
    // Paragraph by paragraph: no paragraph longer than a product name is left as the English one.
    const paragraphs = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]!).filter((p) => p.length > 40);
    const englishParagraphs = new Set(paragraphs(en.html));
    expect(paragraphs(a.html).filter((p) => englishParagraphs.has(p))).toEqual([]);
  });
});

// What the site promises its readers: how much there is to read, and in which languages.
describe("content coverage", () => {
  const en = [...english.values()];
  const count = (type: string) => en.filter((a) => a.type === type).length;
  const has = (locale: string, a: Article) => articles.some((t) => t.locale === locale && t.type === a.type && t.id === a.id);
  const ALL = [
    "zh",
    "id",
    "vn",
    "ms",
    "jv",
    "cs",
    "in",
    "es",
    "fr",
    "de",
    "it",
    "hu",
    "nl",
    "pl",
    "pt",
    "ro",
    "th",
    "tr",
    "el",
    "uk",
    "ru",
    "ar",
    "ko",
    "ja",
  ];
  const FULL = ["zh", "es", "ar", "ru", "pt", "de", "fr", "ja", "id"];

  it("has 30+ help articles in 6+ sections, 20+ FAQ, 10+ troubleshooting entries, 5+ announcements and 12+ blog posts in English", () => {
    expect(count("help")).toBeGreaterThanOrEqual(30);
    expect(new Set(en.filter((a) => a.type === "help").map((a) => a.section)).size).toBeGreaterThanOrEqual(6);
    expect(count("faq")).toBeGreaterThanOrEqual(20);
    expect(count("issue")).toBeGreaterThanOrEqual(10);
    expect(count("message")).toBeGreaterThanOrEqual(5);
    expect(count("blog")).toBeGreaterThanOrEqual(12);
  });

  it.each(ALL)("%s has every FAQ entry, troubleshooting entry and announcement", (locale) => {
    const missing = en.filter((a) => ["faq", "issue", "message"].includes(a.type) && !has(locale, a)).map((a) => `${a.type}/${a.id}`);
    expect(missing).toEqual([]);
  });

  it.each(FULL)("%s has every help article, blog post and legal page", (locale) => {
    const missing = en.filter((a) => ["help", "blog", "legal"].includes(a.type) && !has(locale, a)).map((a) => `${a.type}/${a.id}`);
    expect(missing).toEqual([]);
  });
});
