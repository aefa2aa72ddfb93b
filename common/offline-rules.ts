import { localeFromPath, localePath, stripLocale, type Locale } from "./locales.ts";

/**
 * What the service worker (client/sw/sw.ts) keeps for offline help, and what it never keeps.
 * Pure functions of URLs and headers, so the rules are tested without a browser.
 *
 * @example pageRule(new URL("https://x/de/help/faq")) // "core"
 */

/** Every cache of ours starts with this; any other cache name is left alone. */
export const CACHE_PREFIX = "quietway-help-";

/** Opened pages kept per language beyond the core set; the oldest go first (≈ 2 MB at most, see decision 011). */
export const MAX_OPENED_PER_LOCALE = 30;

/** How long a page may take on the network before the saved copy is shown instead. */
export const NETWORK_TIMEOUT_MS = 3000;

/** The offline page of each language (rendered by the worker, filled in by the service worker). */
export const OFFLINE_PATH = "/offline";

/**
 * Kept after "Remove saved help" (outside CACHE_PREFIX, so no version deletes it): while it
 * exists the runtime registers no service worker, until the visitor turns saving on again.
 */
export const SAVING_OFF = "quietway-saving-off";

/** "What is my IP": its answer is never kept; this visitor-free render of it is, under /ip's address. */
const IP_PATH = "/ip";
export const IP_SHELL_PATH = "/ip/shell";

/** Saved in a language as soon as it is visited: the pages someone needs when the connection breaks. */
const CORE_PATHS = ["/help/issues", "/help/faq", "/help", OFFLINE_PATH, IP_SHELL_PATH] as const;

/** The cache of one deployed version: a new deploy writes a new one and deletes the others. */
export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches to delete when `version` takes over: ours, of any other version. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(version));
}

/** The core pages of a language, as paths (`/de/help/issues`, …). */
export function corePaths(locale: Locale): string[] {
  return CORE_PATHS.map((path) => localePath(locale, path));
}

/**
 * How a same-site page address is treated:
 * - "core": saved on the language's first visit;
 * - "opened": saved once the visitor opens it (help articles);
 * - "ip": its answer is never saved; offline, the kept shell (IP_SHELL_PATH) answers for it, else the
 *   offline page, both saying the check needs a connection;
 * - "none": not saved; offline, the offline page answers.
 */
export type PageRule = "core" | "opened" | "ip" | "none";

export function pageRule(url: URL): PageRule {
  // A query string makes a page differ (search words, a page number): never saved.
  if (url.search) return "none";
  const path = stripLocale(url.pathname);
  if ((CORE_PATHS as readonly string[]).includes(path)) return "core";
  if (/^\/help\/detail\/[a-z0-9-]+$/.test(path)) return "opened";
  if (path === IP_PATH) return "ip";
  return "none";
}

/** Where a page is kept: the /ip shell under /ip's own address (so a typed /de/ip opens it), any other under its own. */
export function keptAt(pathname: string): string {
  return stripLocale(pathname) === IP_SHELL_PATH ? localePath(localeFromPath(pathname), IP_PATH) : pathname;
}

/** Where a kept page is fetched again (by a new deploy): the inverse of keptAt. */
export function fetchedFrom(pathname: string): string {
  return stripLocale(pathname) === IP_PATH ? localePath(localeFromPath(pathname), IP_SHELL_PATH) : pathname;
}

/** The language of a page address. */
export const pageLocale = (url: URL): Locale => localeFromPath(url.pathname);

/** Files a saved page needs (stylesheet, runtime and its chunks, icons, flags): kept once seen. */
function isAsset(url: URL): boolean {
  const p = url.pathname;
  return (
    p === "/app.js" ||
    p === "/app.css" ||
    p === "/flags.svg" ||
    p.startsWith("/assets/") ||
    p === "/favicon.svg" ||
    p === "/favicon.png" ||
    p === "/apple-touch-icon.png"
  );
}

/** Never saved, whatever else says: the API (per visitor), article data and the worker script itself. */
function isNeverSaved(url: URL, origin: string): boolean {
  return url.origin !== origin || url.pathname.startsWith("/web_v1") || url.pathname.startsWith("/_content/") || url.pathname === "/sw.js";
}

/**
 * A response may be saved only when it is a whole, successful answer the server let be stored:
 * `private` pages are fine (this cache is the visitor's own), `no-store` ones (/ip) never are.
 */
export function mayStore(status: number, headers: Headers): boolean {
  const cc = headers.get("Cache-Control") ?? "";
  return status === 200 && !/no-store/i.test(cc) && !headers.has("Set-Cookie");
}

/** What the service worker does with a GET request of a page it controls. */
export function requestRule(url: URL, origin: string, accept: string): "page" | "asset" | "pass" {
  if (isNeverSaved(url, origin)) return "pass";
  if (isAsset(url)) return "asset";
  if (accept.includes("text/html") && !/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return "page";
  return "pass";
}

/** The opened pages to drop so that at most MAX_OPENED_PER_LOCALE remain (oldest first in `savedAt` order). */
export function overLimit(opened: readonly { url: string; savedAt: number }[]): string[] {
  const sorted = [...opened].sort((a, b) => b.savedAt - a.savedAt);
  return sorted.slice(MAX_OPENED_PER_LOCALE).map((e) => e.url);
}

/** Page titles as the site writes them ("Title | Quietway VPN"): the part before the site name. */
export function shortTitle(html: string): string {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return (m?.[1] ?? "").split(" | ")[0]!.trim();
}

/** A prefetch (the runtime's hover prefetch) is not an opened page: it is never saved. */
export function isPrefetch(headers: Headers): boolean {
  return headers.get("Purpose") === "prefetch" || /prefetch/.test(headers.get("Sec-Purpose") ?? "");
}
