import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { msg } from "@lingui/core/macro";
import type { AppEnv } from "../app-env";
import type { PageRoute } from "./page-types";
import { readPageQuery, type PageQuery } from "./page-query";
import { CONTINENTS } from "../content/servers";
import { platformFromHeaders } from "../../common/platforms";
import { stripLocale } from "../../common/locales";
import { buildHead } from "../seo/head";
import { breadcrumbList } from "../seo/json-ld";
import { requestCf } from "../request-cf";
import { pageCacheKey, type PageCache } from "./page-cache";
import { PAGE_HEADERS, streamPage, varyOnPlatform } from "./stream";
import { requestUrl } from "../request-url";

/** Where the edge keeps this request's page, or null when it must be rendered every time. */
function pageCacheKeyFor(c: Context<AppEnv>, route: PageRoute, query: PageQuery): string | null {
  if (c.req.method !== "GET" || route.edgeCache === false || c.env.PAGE_CACHE === "off") return null;
  return pageCacheKey(
    requestUrl(c),
    {
      version: __BUILD_ID__,
      // Everything configured that a page shows, each value whole: the operator's facts appear on /about.
      config: [
        c.var.origin,
        c.env.API_ORIGIN,
        c.env.API_BROWSER_BASE_URL,
        c.env.API_BASE_URL,
        c.env.OPERATOR_NAME,
        c.env.OPERATOR_ADDRESS,
        c.env.OPERATOR_REGISTRATION,
      ],
      platform: platformFromHeaders(c.req.raw.headers),
      // Read only where it counts: request.cf is built anew on every read.
      continent: route.edgeCache === "by-continent" ? (CONTINENTS.find((code) => code === requestCf(c)?.continent) ?? "") : undefined,
    },
    query,
  );
}

/** Home › (Help | Blog) › this page, as structured data. */
function breadcrumbsFor(c: Context<AppEnv>, path: string, title: string) {
  const i18n = c.var.i18n;
  const items = [{ name: i18n._(msg`Home`), path: "/" }];
  if (path.startsWith("/help/")) items.push({ name: i18n._(msg`Help`), path: "/help" });
  if (path.startsWith("/blog/")) items.push({ name: i18n._(msg`Blog`), path: "/blog" });
  items.push({ name: title, path });
  return breadcrumbList(c.var.origin, items, c.var.locale);
}

/**
 * The page pipeline: parse the route's parameters (redirecting non-canonical ones), serve a
 * same-for-everyone page from the edge cache, else load the route's data, build the head and
 * stream the page (keeping a copy at the edge when it may be shared).
 */
export async function renderRoute(c: Context<AppEnv>, route: PageRoute, pages: PageCache): Promise<Response> {
  const read = readPageQuery(requestUrl(c), route.params);
  if ("invalid" in read) throw new HTTPException(404);
  if ("redirect" in read) return c.redirect(read.redirect, 301);
  const { query } = read;
  const cacheKey = pageCacheKeyFor(c, route, query);
  if (cacheKey) {
    const cached = await pages.get(cacheKey, c.var.secureHeadersNonce ?? "");
    if (cached !== null) {
      varyOnPlatform(c);
      return c.body(cached, 200, { ...PAGE_HEADERS, "X-Page-Cache": "hit" });
    }
  }
  const out = await route.render({ c, i18n: c.var.i18n, locale: c.var.locale, content: c.var.content, origin: c.var.origin, query });
  if (out instanceof Response) return out;
  const path = out.standsFor ?? stripLocale(requestUrl(c).pathname);
  const head = buildHead({
    origin: c.var.origin,
    locale: c.var.locale,
    path,
    title: out.title,
    description: out.description,
    keywords: out.keywords,
    ogType: out.ogType,
    canonicalLocale: out.canonicalLocale,
    locales: out.locales,
    noindex: out.noindex,
    image: out.image,
    jsonLd: path === "/" ? out.jsonLd : [breadcrumbsFor(c, path, out.title), ...(out.jsonLd ?? [])],
  });
  // A page that sets headers of its own varies in ways the cache key does not capture.
  const cacheable = cacheKey && !out.headers ? cacheKey : null;
  return streamPage(c, {
    head,
    body: out.body,
    path,
    platform: out.platform ?? platformFromHeaders(c.req.raw.headers),
    headers: cacheable ? { "X-Page-Cache": "miss" } : out.headers,
    cache: cacheable && pages.wanted(cacheable) ? { store: pages, key: cacheable } : null,
  });
}
