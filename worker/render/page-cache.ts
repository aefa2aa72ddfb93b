import type { Platform } from "../../common/platforms";
import { readPageQuery, type PageQuery } from "./page-query";

/** How long an edge copy of a page is served before the page is rendered again. */
const PAGE_CACHE_SECONDS = 300;

/** The nonce a stored page was rendered with, kept beside it so it can be replaced. */
const NONCE_HEADER = "X-Page-Nonce";

/** Everything a cached page depends on besides its address. */
export interface PageVariant {
  /** The deployed version: a new deploy never sees the old one's pages. */
  version: string;
  /**
   * Settings that change the HTML (the site origin in canonical links, the API base URLs), each
   * kept whole in the key: with `SITE_URL` empty the origin is the request's `Host`, so a short
   * hash would let a crafted host share another's entry and poison its canonical links.
   */
  config: readonly string[];
  /** The visitor's platform picks the Get Now button and the order of the download cards. */
  platform: Platform;
  /** The visitor's continent, for pages that put it first (/servers); otherwise absent. */
  continent?: string;
}

/** The configuration as one key segment: every value exactly, JSON-quoted so no two lists give one segment. */
function configSegment(values: readonly string[]): string {
  // A few short strings per request: cheaper to encode than to remember a request's host at module scope.
  return encodeURIComponent(JSON.stringify(values));
}

/**
 * The cache key of a page, a URL: its path, the page parameters it reads as parsed values (never
 * the raw query string, so `?page=2` and `?page=02` cannot be two entries), and the variant.
 * Null for a request that must not be cached: search results (`q`), whose keys are
 * unbounded, or page parameters that are not in canonical form.
 *
 * @example pageCacheKey(new URL("https://q.example/de/blog?page=2&utm_source=x"), variant)
 */
export function pageCacheKey(url: URL, variant: PageVariant, query?: PageQuery): string | null {
  if (url.searchParams.has("q") || url.searchParams.has("keyword")) return null;
  let parsed = query;
  if (!parsed) {
    const read = readPageQuery(url, ["page", "category"]);
    if (!("query" in read)) return null;
    parsed = read.query;
  }
  const params = new URLSearchParams();
  if (parsed.page > 1) params.set("page", String(parsed.page));
  if (parsed.category) params.set("category", parsed.category);
  const parts = [
    encodeURIComponent(variant.version),
    configSegment(variant.config),
    variant.platform,
    encodeURIComponent(variant.continent ?? "-"),
  ];
  const search = params.size ? `?${params}` : "";
  return `https://page-cache.invalid/${parts.join("/")}${url.pathname}${search}`;
}

/**
 * A stored page cut at its nonce, as UTF-8: joining the parts with a new nonce gives this
 * response's page. Kept encoded, so a hit copies bytes instead of encoding the page again.
 */
interface Entry {
  parts: Uint8Array[];
  /** The page's length in bytes without its nonces. */
  bytes: number;
  expires: number;
}

const encoder = new TextEncoder();

function entryOf(html: string, nonce: string, expires: number): Entry {
  const parts = html.split(nonce).map((part) => encoder.encode(part));
  return { parts, bytes: parts.reduce((n, part) => n + part.byteLength, 0), expires };
}

/** The page with `nonce` (ASCII, base64) wherever the stored one was. */
function join({ parts, bytes }: Entry, nonce: string): Uint8Array<ArrayBuffer> {
  const between = encoder.encode(nonce);
  const page = new Uint8Array(bytes + between.byteLength * (parts.length - 1));
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      page.set(between, at);
      at += between.byteLength;
    }
    page.set(part, at);
    at += part.byteLength;
  });
  return page;
}

/**
 * Rendered pages kept at the edge, in two layers: the Cache API, shared by the isolates
 * of a location, and a small in-memory layer in front of it for the pages this isolate
 * serves most. A page is stored with the nonce it was rendered with; every hit replaces
 * that nonce (a random 128-bit value, so it occurs nowhere else in the page) with the
 * response's own, so each response's CSP still carries a fresh nonce.
 *
 * A page is kept from its second request in an isolate on (`wanted`), not its first:
 * addresses asked for once (a mistyped link, a one-off query string) neither fill the
 * caches nor make their visitor pay for the write. The memory layer holds only finished
 * renders of one deployed version; it is bounded and forgets the least recently used first.
 */
export function createPageCache(options: { cache: () => Promise<Cache>; memoryEntries?: number; now?: () => number }) {
  const memory = new Map<string, Entry>();
  const seen = new Set<string>();
  const limit = options.memoryEntries ?? 200;
  const now = options.now ?? Date.now;

  const remember = (key: string, entry: Entry) => {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > limit) memory.delete(memory.keys().next().value!);
  };

  return {
    /** This response's copy of a cached page (UTF-8 HTML), or null. */
    async get(key: string, nonce: string): Promise<Uint8Array<ArrayBuffer> | null> {
      let entry = memory.get(key);
      if (entry && entry.expires <= now()) {
        memory.delete(key);
        entry = undefined;
      }
      if (!entry) {
        const hit = await (await options.cache()).match(key);
        const stored = hit?.headers.get(NONCE_HEADER);
        if (!hit || !stored) return null;
        const age = Number(hit.headers.get("Age")) || 0;
        entry = entryOf(await hit.text(), stored, now() + (PAGE_CACHE_SECONDS - age) * 1000);
      }
      remember(key, entry);
      return join(entry, nonce);
    },

    /** Whether a page just rendered is worth keeping: true from its second request in this isolate. */
    wanted(key: string): boolean {
      if (seen.has(key)) return true;
      seen.add(key);
      if (seen.size > limit * 10) seen.delete(seen.values().next().value!);
      return false;
    },

    /**
     * Keeps a page, in memory and in the Cache API, once its HTML is complete, unless
     * rendering failed along the way (`failed()` is asked at the end): a broken page is never kept.
     */
    async put(key: string, html: ReadableStream, nonce: string, failed: () => boolean): Promise<void> {
      const text = await new Response(html).text();
      if (failed() || !nonce) return;
      remember(key, entryOf(text, nonce, now() + PAGE_CACHE_SECONDS * 1000));
      await (await options.cache()).put(
        key,
        new Response(text, {
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            "Cache-Control": `public, max-age=${PAGE_CACHE_SECONDS}`,
            [NONCE_HEADER]: nonce,
          },
        }),
      );
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
