import type { z } from "@hono/zod-openapi";
import { articleInfoSchema, articleListSchema, articleSearchSchema, downloadListSchema } from "../../common/schemas/api";
import type { ContentSource } from "./content-source";
import { sanitizeHtml } from "./sanitize";
import { withHeadingIds } from "./heading-ids";
import { localizeLinks } from "./localize-links";
import { DEFAULT_SWR, swr, type SwrOptions } from "./kv-cache";
import { API_PREFIX } from "../../common/paths";
import { AppError } from "../errors";

const DEFAULT_TIMEOUT_MS = 3000;

/** The origin did not give a usable answer (error, timeout, non-2xx, or a malformed body): a 503, its detail logged, never shown. */
export class OriginError extends AppError {
  override name = "OriginError";
  constructor(detail: string) {
    super("upstream_unavailable", "The content service is unavailable. Please retry.", {}, { cause: new Error(detail) });
  }
}

/** Query parameters in a stable order, empty ones dropped: the cache key and the origin URL agree. */
function normalize(params: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  return search;
}

/** Only <mark> survives in search snippets from the origin; everything else is escaped. */
function cleanSnippet(snippet: string): string {
  return snippet
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/&amp;(amp|lt|gt|quot);/g, "&$1;")
    .replaceAll("&lt;mark&gt;", "<mark>")
    .replaceAll("&lt;/mark&gt;", "</mark>");
}

/**
 * What an upstream read may leave in KV: answers that name only what the origin publishes (the
 * download list, an article that exists, a list with articles in it). A missing article or an
 * empty list was named by a visitor's path alone (`/help/detail/anything`), so it is not kept.
 */
const KEEP: SwrOptions = {
  ...DEFAULT_SWR,
  // A list is kept only with articles in it: a page past the end (items empty, total not) was named by the visitor too.
  keep: (value) =>
    value !== null && !(typeof value === "object" && "items" in value && Array.isArray(value.items) && value.items.length === 0),
};

/**
 * Content from the origin at `API_ORIGIN`, validated with the API's own schemas and sanitized.
 * Downloads, lists and articles are cached in KV under the endpoint, language and normalized
 * parameters (see KEEP). Searches are never cached, in KV or anywhere: the words a visitor
 * searched for go to the origin and are forgotten (the privacy policy says so).
 */
export function upstreamContentSource(env: Env, waitUntil: (p: Promise<unknown>) => void): ContentSource {
  const origin = env.API_ORIGIN;
  const timeout = Number(env.API_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

  async function fetchOrigin<T>(path: string, search: URLSearchParams, schema: z.ZodType<T>, allowMissing: boolean): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(`${new URL(API_PREFIX + path, origin)}?${search}`, {
        headers: { Accept: "application/json", "If-Modified-Since": "0" },
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new OriginError(`${path}: ${(error as Error).name}`);
    }
    if (allowMissing && res.status === 404) return null;
    if (!res.ok) throw new OriginError(`${path}: status ${res.status}`);
    // A body that is not JSON fails the schema below, as a malformed answer.
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new OriginError(`${path}: malformed answer`);
    return parsed.data;
  }

  async function get<T>(path: string, params: Record<string, unknown>, schema: z.ZodType<T>, allowMissing = false): Promise<T | null> {
    const search = normalize(params);
    return swr(env.API_CACHE, waitUntil, `v1:${path}?${search}`, () => fetchOrigin(path, search, schema, allowMissing), KEEP);
  }

  return {
    async downloads() {
      return (await get("/download", {}, downloadListSchema))!;
    },
    async listArticles(q) {
      const list = (await get("/article/list", q, articleListSchema))!;
      return {
        ...list,
        items: list.items.map((a) =>
          a.html === undefined ? a : { ...a, html: localizeLinks(sanitizeHtml(withHeadingIds(a.html)), q.lang) },
        ),
      };
    },
    async searchArticles(q) {
      // Straight to the origin: no cache of any kind may hold a visitor's search words.
      const result = (await fetchOrigin("/article/search", normalize(q), articleSearchSchema, false))!;
      return { ...result, items: result.items.map((h) => ({ ...h, snippet: cleanSnippet(h.snippet) })) };
    },
    async articleInfo(q) {
      const info = await get("/article/info", q, articleInfoSchema, true);
      return (
        info && { ...info, article: { ...info.article, html: localizeLinks(sanitizeHtml(withHeadingIds(info.article.html)), q.lang) } }
      );
    },
  };
}
