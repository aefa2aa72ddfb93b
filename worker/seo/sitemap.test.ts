import { describe, expect, it } from "vitest";
import { bundledContentSource, inlineBodies } from "../content/content-source";
import type { Article } from "../../common/schemas/content";
import { articleLocales, buildHead } from "./head";
import { localeSitemap } from "./sitemap";
import { STATIC_PATHS } from "../routes";

const article = (locale: Article["locale"], type: Article["type"], id: string): Article => ({
  id,
  type,
  locale,
  title: `${id} (${locale})`,
  summary: "A summary.",
  date: "2026-10-01",
  featured: false,
  popular: false,
  order: 0,
  tags: [],
  html: '<p>See <a href="/privacy">the policy</a>.</p>',
  words: 3,
});

// One help article in English and French only, one in English only, and a privacy policy in English and German.
const source = bundledContentSource(
  [
    article("en", "help", "both"),
    article("fr", "help", "both"),
    article("en", "help", "english-only"),
    article("en", "legal", "privacy"),
    article("de", "legal", "privacy"),
  ],
  {
    windows: { download_url: "/x", version: "1" },
    android: { download_url: "/x", version: "1" },
    ios: { download_url: "/x", version: "1" },
  },
  inlineBodies,
);

const urls = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g)].map((m) => [
      m[1]!,
      [...m[0].matchAll(/hreflang="([^"]+)"/g)].map((h) => h[1]).join(" "),
    ]),
  );

describe("a page shown as an English fallback is never advertised as a translation", () => {
  it("is left out of the sitemap of a language that lacks it, and listed with real alternates only", async () => {
    const de = urls(await localeSitemap("https://q.example", "de", source, "2026-11-01", STATIC_PATHS));
    expect(Object.keys(de)).not.toContain("https://q.example/de/help/detail/both");
    expect(Object.keys(de)).not.toContain("https://q.example/de/help/detail/english-only");
    expect(de["https://q.example/de/privacy"]).toBe("en de x-default");
    expect(de["https://q.example/de/servers"]!.split(" ")).toHaveLength(26);
    const fr = urls(await localeSitemap("https://q.example", "fr", source, "2026-11-01", STATIC_PATHS));
    expect(fr["https://q.example/fr/help/detail/both"]).toBe("en fr x-default");
    const en = urls(await localeSitemap("https://q.example", "en", source, "2026-11-01", STATIC_PATHS));
    expect(en["https://q.example/help/detail/english-only"]).toBe("en x-default");
  });

  it("gives a fallback page an English canonical that is among its alternates, which list real translations only", async () => {
    const info = (await source.articleInfo({ type: "help", id: "both", lang: "de" }))!;
    expect(info.article.fallback).toBe(true);
    const head = buildHead({
      origin: "https://q.example",
      locale: "de",
      path: "/help/detail/both",
      title: info.article.title,
      description: "",
      keywords: "",
      canonicalLocale: "en",
      locales: articleLocales(info.article, "de"),
    });
    expect(head.canonical).toBe("https://q.example/help/detail/both");
    expect(head.alternates.map((a) => a.hreflang)).toEqual(["en", "fr", "x-default"]);
    expect(head.alternates.map((a) => a.href)).toContain(head.canonical);
  });

  it("claims only English and the page's own language when the source does not list translations", () => {
    expect(articleLocales({ fallback: false }, "ko")).toEqual(["en", "ko"]);
    expect(articleLocales({ fallback: true }, "ko")).toEqual(["en"]);
  });

  it("sends a fallback's links to the reader's language", async () => {
    const info = (await source.articleInfo({ type: "help", id: "english-only", lang: "ar" }))!;
    expect(info.article.html).toContain('href="/ar/privacy"');
    const own = (await source.articleInfo({ type: "help", id: "english-only", lang: "en" }))!;
    expect(own.article.html).toContain('href="/privacy"');
  });
});
