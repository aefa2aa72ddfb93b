import type { Platform } from "../platform";

/** How long an edge copy of a page is served before the page is rendered again. */
export const PAGE_CACHE_SECONDS = 300;

/** Query parameters that change what a page shows; all others (utm_*, gclid …) do not. */
const PAGE_PARAMS = ["page", "category"] as const;

/** Everything a cached page depends on besides its address. */
export interface PageVariant {
  /** The deployed version: a new deploy never sees the old one's pages. */
  version: string;
  /** Settings that change the HTML (the site origin in canonical links, the API base URLs). */
  config: string;
  /** The visitor's platform picks the Get Now button and the order of the download cards. */
  platform: Platform;
  /** The visitor's continent, for pages that put it first (/servers); otherwise absent. */
  continent?: string;
}

/** 32-bit FNV-1a, enough to keep configurations apart in a cache key. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The cache key of a page: its path, the page parameters it reads, and the variant. Null
 * for a request that must not be cached: search results (`q`), whose keys are unbounded.
 *
 * @example pageCacheKey(new URL("https://q.example/de/blog?page=2&utm_source=x"), variant)
 */
export function pageCacheKey(url: URL, variant: PageVariant): Request | null {
  if (url.searchParams.has("q")) return null;
  const params = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const parts = [variant.version, fnv1a(variant.config), variant.platform, variant.continent ?? "-"].map(encodeURIComponent);
  const query = params.size ? `?${params}` : "";
  return new Request(`https://page-cache.invalid/${parts.join("/")}${url.pathname}${query}`);
}

/**
 * A cached page for this response: the stored HTML with every `nonce` attribute set to
 * this response's nonce, so the CSP of each response still carries a fresh one.
 */
export async function cachedPage(cache: Cache, key: Request, nonce: string): Promise<ReadableStream | null> {
  const hit = await cache.match(key);
  if (!hit?.body) return null;
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        el.setAttribute("nonce", nonce);
      },
    })
    .transform(hit);
  return rewritten.body;
}

/**
 * Stores a page once its HTML is complete, unless rendering failed along the way
 * (`failed()` is asked at the end): a broken page is never kept.
 */
export async function storePage(cache: Cache, key: Request, html: ReadableStream, failed: () => boolean): Promise<void> {
  const text = await new Response(html).text();
  if (failed()) return;
  await cache.put(
    key,
    new Response(text, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": `public, max-age=${PAGE_CACHE_SECONDS}` },
    }),
  );
}
