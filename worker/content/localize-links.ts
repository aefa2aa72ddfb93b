import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "../../common/locales.ts";

/** Site paths that are files or the API, not pages: they have no language version. */
const NOT_A_PAGE =
  /^\/(?:web_v1|_content|og|art)(?:\/|$)|^\/[^?#]*\.(?!xml(?:[?#]|$))[a-z0-9]+(?:[?#]|$)|^\/(?:sitemap|sitemaps\/[^?#]*)\.xml/i;

/**
 * Points a same-site page link at the reader's language: `/privacy` → `/de/privacy`.
 * Anchors, external links, links that already name a language, the API and files are
 * left as they are; English pages have no prefix, so English links never change.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//") || NOT_A_PAGE.test(href)) return href;
  const first = href.slice(1).split(/[/?#]/, 1)[0] ?? "";
  if (isLocale(first)) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  return localePath(locale, path) + (split === -1 ? "" : href.slice(split));
}

/** Every `href="/…"` in an article body, pointed at the reader's language (see {@link localizeHref}). */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(
    /(<a\b[^>]*?\shref=")([^"]*)(")/g,
    (_, before: string, href: string, after: string) => before + localizeHref(href, locale) + after,
  );
}
