import { stripLocale } from "./locales.ts";

/**
 * What a campaign landing may keep of an address: its page path and its campaign parameters,
 * nothing else (no other parameter, no fragment). The browser sends only this and the worker
 * reduces whatever it receives to this again, so the two agree and neither is trusted alone.
 *
 * @example campaignLanding("https://q.example/de/free?utm_source=mail&email=a%40b.example#x")
 *   // "https://q.example/de/free?utm_source=mail"
 */

/** The parameters that mark a visit as coming from a campaign (the specification's four). */
export const CAMPAIGN_PARAMS = ["utm_term", "utm_source", "gclid", "keyword"] as const;
/** Longest value kept of one parameter; longer ones are cut. */
export const MAX_CAMPAIGN_VALUE = 200;
/** Most parameters kept from one address, in their order. */
const MAX_KEPT = 10;
/** Longest page path kept. */
const MAX_PATH = 512;
/** Other `utm_*` names that ride along with a campaign: `utm_medium`, `utm_campaign`, `utm_content`… */
const OTHER_UTM = /^utm_[a-z0-9_]{1,32}$/;
/** Pages whose own `keyword` is a search the visitor typed, not a campaign tag (with or without a locale prefix). */
const SEARCH_PAGES = new Set(["/help/search", "/blog"]);

const isNamed = (name: string): boolean => (CAMPAIGN_PARAMS as readonly string[]).includes(name);

/** The campaign parameters of a page's query, each trimmed and bounded, in order; empty when none of the four is set. */
function campaignParams(pathname: string, search: URLSearchParams): [string, string][] {
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, raw] of search) {
    const value = raw.trim().slice(0, MAX_CAMPAIGN_VALUE);
    if (!value || seen.has(name) || !(isNamed(name) || OTHER_UTM.test(name))) continue;
    seen.add(name);
    kept.push([name, value]);
  }
  // On a search page, `keyword` is what the visitor searched for: a campaign tag only beside another one.
  const onSearchPage = SEARCH_PAGES.has(stripLocale(pathname).replace(/(.)\/+$/, "$1"));
  if (!kept.some(([name]) => isNamed(name) && !(onSearchPage && name === "keyword"))) return [];
  // The specification's four first, so the bound never drops one of them for an extra utm_*.
  return [...kept.filter(([n]) => isNamed(n)), ...kept.filter(([n]) => !isNamed(n))].slice(0, MAX_KEPT);
}

/** The address to report for a landing, reduced to origin, path and campaign parameters; null when it is not one. */
export function campaignLanding(href: string): string | null {
  if (!URL.canParse(href)) return null;
  const url = new URL(href);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const params = campaignParams(url.pathname, url.searchParams);
  if (params.length === 0) return null;
  return `${url.origin}${url.pathname.slice(0, MAX_PATH)}?${new URLSearchParams(params)}`;
}
