import { DEFAULT_LOCALE, localePath, type Locale } from "./locales.ts";
import type { ArticleType } from "./schemas/content.ts";

/** Path prefix of the JSON API, the same the existing apps call. */
export const API_PREFIX = "/web_v1";

/** Where each legal page lives: its id is not its path. */
const LEGAL_PATHS: Readonly<Record<string, string>> = { privacy: "/privacy", terms: "/services" };

/**
 * The unprefixed path of an article's page, or null for kinds shown only inside a list (FAQ,
 * troubleshooting, announcements) and unknown legal pages.
 *
 * @example articlePath("help", "kill-switch") // "/help/detail/kill-switch"
 */
export function articlePath(type: ArticleType, id: string): string | null {
  if (type === "help") return `/help/detail/${id}`;
  if (type === "blog") return `/blog/${id}`;
  if (type === "legal") return Object.hasOwn(LEGAL_PATHS, id) ? LEGAL_PATHS[id]! : null;
  return null;
}

/**
 * The language whose page is an article's canonical: its own, or English when the article is
 * shown as an English fallback (a fallback is never advertised as a translation).
 */
export function canonicalLocale(article: { fallback: boolean }, locale: Locale): Locale {
  return article.fallback ? DEFAULT_LOCALE : locale;
}

/** The canonical path of an article as shown in `locale`: `/de/blog/x`, or `/blog/x` for a fallback. */
export function articleCanonicalPath(article: { type: ArticleType; id: string; fallback: boolean }, locale: Locale): string | null {
  const path = articlePath(article.type, article.id);
  return path && localePath(canonicalLocale(article, locale), path);
}
