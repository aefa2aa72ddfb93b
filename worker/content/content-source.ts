import type { z } from "@hono/zod-openapi";
import { env } from "cloudflare:workers";
import {
  articles as compiledArticles,
  bodies as compiledBodies,
  bodyModules,
  downloads as compiledDownloads,
  synonyms,
} from "virtual:content";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../common/locales";
import { bodyAssetPath, searchIndexPath, searchPackPath, type ArticleMeta } from "../../common/schemas/content";
import type {
  ArticleInfo,
  ArticleList,
  ArticleSearch,
  ArticleSummary,
  DownloadList,
  articleInfoQuerySchema,
  articleListQuerySchema,
  articleSearchQuerySchema,
} from "../../common/schemas/api";
import { HELP_SEARCH_TYPES } from "../../common/schemas/api";
import { SearchIndex } from "./search-index";
import { buildSearchIndex, searchable, searchedArticles, type Searchable } from "./search-build";
import { localizeLinks } from "./localize-links";
import { memoizeAsync } from "../../common/memo";

type ListQuery = z.output<typeof articleListQuerySchema>;
/** A search as sources answer it: the text always under `q` (the API's `keyword` is folded in first). */
type SearchQuery = Omit<z.output<typeof articleSearchQuerySchema>, "q" | "keyword"> & { q: string };
type InfoQuery = z.output<typeof articleInfoQuerySchema>;

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

/** An article as stored: metadata, and its HTML when the body travels with it. */
type Stored = ArticleMeta & { html?: string };
type Shown = { article: Stored; fallback: boolean; translations: Locale[] };

/** Where article bodies (HTML) come from. */
export interface BodyStore {
  html(article: Stored): Promise<string>;
}

/** Bodies carried by the articles themselves (an origin's answers, test fixtures). */
export const inlineBodies: BodyStore = { html: async (a) => a.html ?? "" };

/** Bodies from one module per locale and type, imported on first use (the tests and the dev server). */
function moduleBodies(modules: typeof bodyModules = bodyModules): BodyStore {
  return { html: async (a) => (await modules[`${a.locale}/${a.type}`]?.())?.default[a.id] ?? "" };
}

/** Where this build keeps article bodies: static assets in production, modules otherwise. */
export const compiledBodyStore = (): BodyStore => (compiledBodies === "assets" ? assetBodies(env.ASSETS) : moduleBodies());

/**
 * Bodies read from the static assets a production build writes, one file per locale,
 * each fetched once per isolate: the content never changes within a deploy.
 */
export function assetBodies(assets: Pick<Fetcher, "fetch">): BodyStore {
  // A failed read is retried by the next request rather than remembered.
  const file = memoizeAsync(async (locale: string) => {
    const res = await assets.fetch(new Request(new URL(bodyAssetPath(locale), "https://assets.invalid")));
    if (!res.ok) throw new Error(`article bodies for ${locale}: HTTP ${res.status}`);
    return (await res.json()) as Record<string, string>;
  }); // a read another request started is waited for 5 s at most (memoizeAsync's deadline)
  return { html: async (a) => (await file(a.locale))[`${a.type}/${a.id}`] ?? "" };
}

/** Where each language's search index comes from. */
export interface SearchStore {
  /** The index of `lang`; `documents` are what it covers, for a store that builds it. */
  index(lang: Locale, documents: () => Promise<Searchable[]>): Promise<SearchIndex>;
}

/** Indexes built from the documents when first searched: for fixtures and the dev server only. */
const builtSearch: SearchStore = {
  async index(lang, documents) {
    const files = buildSearchIndex(lang, await documents(), synonyms[lang]);
    return new SearchIndex(lang, files.index, async (n) => files.packs[n]!);
  },
};

/** Where this build keeps search indexes: static assets in production and the tests, built in memory on the dev server. */
const compiledSearchStore = (): SearchStore => (compiledBodies === "assets" ? assetSearch(env.ASSETS) : builtSearch);

/**
 * Indexes read from the static assets the build writes (`searchIndexPath`), never built here:
 * a missing or unreadable file fails the search (and is retried by the next one) rather than
 * spending seconds of CPU rebuilding what the build should have shipped.
 */
export function assetSearch(assets: Pick<Fetcher, "fetch">): SearchStore {
  const read = async (path: string) => {
    const res = await assets.fetch(new Request(new URL(path, "https://assets.invalid")));
    if (!res.ok) throw new Error(`search index file ${path}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  };
  return {
    async index(lang) {
      return new SearchIndex(lang, await read(searchIndexPath(lang)), (n) => read(searchPackPath(lang, n)));
    },
  };
}

function summary({ article, fallback, translations }: Shown, lang: Locale): ArticleSummary {
  const { html: _html, locale, ...rest } = article;
  return { ...rest, lang: fallback ? DEFAULT_LOCALE : locale, fallback: fallback && lang !== DEFAULT_LOCALE, translations };
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
  articles: readonly Stored[] = compiledArticles,
  downloadList: DownloadList = compiledDownloads,
  // Articles handed in (fixtures, tests) carry their bodies; the compiled ones have theirs elsewhere.
  bodies: BodyStore = articles === compiledArticles ? compiledBodyStore() : inlineBodies,
  search: SearchStore = articles === compiledArticles ? compiledSearchStore() : builtSearch,
): ContentSource {
  const byKey = new Map(articles.map((a) => [`${a.type}/${a.locale}/${a.id}`, a]));
  const english = articles.filter((a) => a.locale === DEFAULT_LOCALE);
  // The languages each article is written in, English first then in the site's order.
  const translationsOf = new Map<string, Locale[]>();
  for (const l of LOCALES) {
    for (const a of articles)
      if (a.locale === l) translationsOf.set(`${a.type}/${a.id}`, [...(translationsOf.get(`${a.type}/${a.id}`) ?? []), l]);
  }

  /** A body as a reader in `lang` gets it: an English fallback's links lead to `lang`'s pages too. */
  const bodyIn = async (s: Shown, lang: Locale) => {
    const html = await bodies.html(s.article);
    return s.article.locale === lang ? html : localizeLinks(html, lang);
  };
  const show = (a: Stored, lang: Locale): Shown => {
    const own = byKey.get(`${a.type}/${lang}/${a.id}`);
    const translations = translationsOf.get(`${a.type}/${a.id}`) ?? [DEFAULT_LOCALE];
    return own ? { article: own, fallback: false, translations } : { article: a, fallback: lang !== DEFAULT_LOCALE, translations };
  };
  /** All articles as a visitor in `lang` sees them, in editorial order; built once per language (callers filter, never change it). */
  const shownIn = new Map<Locale, readonly Shown[]>();
  const inLanguage = (lang: Locale): readonly Shown[] => {
    let shown = shownIn.get(lang);
    if (!shown) shownIn.set(lang, (shown = english.map((a) => show(a, lang))));
    return shown;
  };

  // Read (or, for fixtures, built) on first use per language, then kept: the content never changes within a deploy.
  const indexFor = memoizeAsync(async (lang: Locale) => {
    const index = await search.index(lang, () =>
      Promise.all(searchedArticles(articles, lang).map(async (a) => searchable(a, await bodies.html(a)))),
    );
    return { index, shown: new Map(inLanguage(lang).map((s) => [`${s.article.type}/${s.article.id}`, s])) };
  });

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
        items: await Promise.all(
          list.items.map(async (s) => (q.body ? { ...summary(s, q.lang), html: await bodyIn(s, q.lang) } : summary(s, q.lang))),
        ),
      };
    },

    async searchArticles(q) {
      const { index, shown } = await indexFor(q.lang);
      // The types are filtered before ranking: a blog post that holds every word never hides the help that holds some.
      const types = q.type ? [q.type] : q.scope === "help" ? HELP_SEARCH_TYPES : undefined;
      const results = await index.search(q.q, types);
      const { total, hits } = results.page((q.page - 1) * q.page_size, q.page_size);
      const snippets = await results.snippets(hits);
      return {
        items: hits.map((hit, i) => ({
          ...summary(shown.get(hit.key)!, q.lang),
          snippet: snippets[i]!,
          score: Math.round(hit.score * 1000) / 1000,
        })),
        page: q.page,
        page_size: q.page_size,
        total,
        total_pages: Math.ceil(total / q.page_size),
        query: q.q,
        ...(results.suggestion ? { suggestion: results.suggestion } : {}),
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
        article: { ...summary(shown, q.lang), html: await bodyIn(shown, q.lang) },
        section_articles: sectionArticles.map((s) => summary(s, q.lang)),
        related: related.map((s) => summary(s, q.lang)),
      };
    },
  };
}
