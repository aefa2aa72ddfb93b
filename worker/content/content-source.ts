import { articles as compiled } from "virtual:content";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import type { Article, ArticleType } from "./schema";

/** An article in the language asked for, or in English when it has no translation yet. */
export interface ArticleResult {
  article: Article;
  /** True when the article is shown in English because the asked-for language lacks it. */
  fallback: boolean;
}

export interface ArticleQuery {
  type: ArticleType;
  locale: Locale;
  section?: string;
  category?: string;
}

/** Where pages and the API get content from. */
export interface ContentSource {
  /** One article by type and id in a locale, falling back to English; null when it does not exist. */
  getArticle(type: ArticleType, id: string, locale: Locale): Promise<ArticleResult | null>;
  /** Articles of a type in a locale (English ones fill the gaps), in their editorial order. */
  listArticles(query: ArticleQuery): Promise<ArticleResult[]>;
}

/** The content compiled from content/ into the worker; needs no backend. */
export function bundledContentSource(articles: readonly Article[] = compiled): ContentSource {
  const byKey = new Map(articles.map((a) => [`${a.type}/${a.locale}/${a.id}`, a]));
  const find = (type: ArticleType, id: string, locale: Locale): ArticleResult | null => {
    const own = byKey.get(`${type}/${locale}/${id}`);
    if (own) return { article: own, fallback: false };
    const english = byKey.get(`${type}/${DEFAULT_LOCALE}/${id}`);
    return english ? { article: english, fallback: locale !== DEFAULT_LOCALE } : null;
  };
  return {
    async getArticle(type, id, locale) {
      return find(type, id, locale);
    },
    async listArticles({ type, locale, section, category }) {
      return articles
        .filter((a) => a.type === type && a.locale === DEFAULT_LOCALE)
        .filter((a) => (section ? a.section === section : true) && (category ? a.category === category : true))
        .map((a) => find(type, a.id, locale)!)
        .filter(Boolean);
    },
  };
}
