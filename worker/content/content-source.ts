import type { z } from "@hono/zod-openapi";
import { articles as compiledArticles, downloads as compiledDownloads } from "virtual:content";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import type { Article } from "./schema";
import type {
  ArticleInfo,
  ArticleList,
  ArticleSearch,
  ArticleSummary,
  DownloadList,
  articleInfoQuerySchema,
  articleListQuerySchema,
  articleSearchQuerySchema,
} from "../api/schemas";
import { SearchIndex, textOfHtml } from "./search-index";

export type ListQuery = z.output<typeof articleListQuerySchema>;
export type SearchQuery = z.output<typeof articleSearchQuerySchema>;
export type InfoQuery = z.output<typeof articleInfoQuerySchema>;

/** Where pages and the API get content from: the bundled files or the upstream origin. */
export interface ContentSource {
  downloads(): Promise<DownloadList>;
  /** Articles of a type in a language (English fills the gaps), filtered and paged. */
  listArticles(query: ListQuery): Promise<ArticleList>;
  /** Full-text search with highlighted snippets. */
  searchArticles(query: SearchQuery): Promise<ArticleSearch>;
  /** One article with its section's other articles and related posts; null when there is none. */
  articleInfo(query: InfoQuery): Promise<ArticleInfo | null>;
}

type Shown = { article: Article; fallback: boolean };

function summary({ article, fallback }: Shown, lang: Locale): ArticleSummary {
  const { html: _html, locale, ...rest } = article;
  return { ...rest, lang: fallback ? DEFAULT_LOCALE : locale, fallback: fallback && lang !== DEFAULT_LOCALE };
}

function paginate<T>(items: T[], page: number, pageSize: number) {
  const total = items.length;
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    page_size: pageSize,
    total,
    total_pages: Math.ceil(total / pageSize),
  };
}

/**
 * The content compiled from content/ into the worker; needs no backend. Every
 * article exists in English; a translation replaces it under the same id.
 */
export function bundledContentSource(
  articles: readonly Article[] = compiledArticles,
  downloadList: DownloadList = compiledDownloads,
): ContentSource {
  const byKey = new Map(articles.map((a) => [`${a.type}/${a.locale}/${a.id}`, a]));
  const english = articles.filter((a) => a.locale === DEFAULT_LOCALE);

  const show = (a: Article, lang: Locale): Shown => {
    const own = byKey.get(`${a.type}/${lang}/${a.id}`);
    return own ? { article: own, fallback: false } : { article: a, fallback: lang !== DEFAULT_LOCALE };
  };
  /** All articles as a visitor in `lang` sees them, in editorial order. */
  const inLanguage = (lang: Locale) => english.map((a) => show(a, lang));

  // Built on first use per language, then kept: the content never changes within a deploy.
  const indexes = new Map<Locale, { index: SearchIndex; byKey: Map<string, Shown> }>();
  const indexFor = (lang: Locale) => {
    let entry = indexes.get(lang);
    if (!entry) {
      const shown = inLanguage(lang).filter((s) => s.article.type !== "legal");
      const keyed = new Map(shown.map((s) => [`${s.article.type}/${s.article.id}`, s]));
      const index = new SearchIndex(
        lang,
        shown.map((s) => ({
          key: `${s.article.type}/${s.article.id}`,
          title: s.article.title,
          summary: s.article.summary,
          tags: s.article.tags,
          text: textOfHtml(s.article.html),
        })),
      );
      indexes.set(lang, (entry = { index, byKey: keyed }));
    }
    return entry;
  };

  return {
    async downloads() {
      return downloadList;
    },

    async listArticles(q) {
      const items = inLanguage(q.lang).filter(
        ({ article: a }) =>
          a.type === q.type &&
          (q.section === undefined || a.section === q.section) &&
          (q.category === undefined || a.category === q.category) &&
          (q.featured === undefined || a.featured === q.featured) &&
          (q.popular === undefined || a.popular === q.popular),
      );
      const list = paginate(items, q.page, q.page_size);
      return {
        ...list,
        items: list.items.map((s) => (q.body ? { ...summary(s, q.lang), html: s.article.html } : summary(s, q.lang))),
      };
    },

    async searchArticles(q) {
      const { index, byKey: keyed } = indexFor(q.lang);
      const hits = index
        .search(q.q)
        .map((hit) => ({ hit, shown: keyed.get(hit.key)! }))
        .filter(({ shown }) => q.type === undefined || shown.article.type === q.type);
      const list = paginate(hits, q.page, q.page_size);
      return {
        ...list,
        query: q.q,
        items: list.items.map(({ hit, shown }) => ({ ...summary(shown, q.lang), snippet: hit.snippet, score: hit.score })),
      };
    },

    async articleInfo(q) {
      const base = byKey.get(`${q.type}/${DEFAULT_LOCALE}/${q.id}`);
      if (!base) return null;
      const shown = show(base, q.lang);
      const all = inLanguage(q.lang).filter((s) => s.article.type === q.type && s.article.id !== q.id);
      const a = base;
      const sectionArticles = a.section ? all.filter((s) => s.article.section === a.section) : [];
      const related = all
        .filter((s) => s.article.type === "blog")
        .map((s) => ({
          s,
          score: (s.article.category === a.category ? 2 : 0) + s.article.tags.filter((t) => a.tags.includes(t)).length,
        }))
        .filter((r) => r.score > 0)
        .sort((x, y) => y.score - x.score || y.s.article.date.localeCompare(x.s.article.date))
        .slice(0, 3)
        .map((r) => r.s);
      return {
        article: { ...summary(shown, q.lang), html: shown.article.html },
        section_articles: sectionArticles.map((s) => summary(s, q.lang)),
        related: related.map((s) => summary(s, q.lang)),
      };
    },
  };
}
