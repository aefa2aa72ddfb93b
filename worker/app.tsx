import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { msg } from "@lingui/core/macro";
import { isbot } from "isbot";
import type { AppEnv } from "./app-env";
import { securityHeaders } from "./middleware/security-headers";
import { requestId } from "./middleware/request-id";
import { drainBody } from "./middleware/drain-body";
import { requestLog } from "./middleware/request-log";
import { log } from "./log";
import { healthz } from "./routes/health";
import { canonicalPath } from "./middleware/canonical-path";
import { locale } from "./middleware/locale";
import { localeChoice } from "./middleware/locale-choice";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, localeFromPath, localePath, negotiateLocale, stripLocale } from "../common/locales";
import { readLocaleCookie, writeLocaleCookie } from "./i18n/cookie";
import { getI18n } from "./i18n/instances";
import { PAGE_ROUTES } from "./routes/pages";
import type { PageRoute } from "./routes/page-types";
import { PAGE_HEADERS, streamPage, varyOnPlatform, waitUntil } from "./render/stream";
import { createPageCache, pageCacheKey, type PageCache } from "./render/page-cache";
import { readPageQuery, type PageQuery } from "./routes/query";
import { CONTINENTS } from "./content/servers";
import { buildHead, siteOrigin } from "./seo/head";
import { platformFromHeaders } from "../common/platforms";
import { bundledContentSource, type ContentSource } from "./content/content-source";
import { upstreamContentSource, OriginError } from "./content/upstream";
import { apiError, createApi } from "./api/app";
import { API_PREFIX } from "../common/paths";
import { rootRedirectTarget } from "./routes/root-redirect";
import ErrorPage from "../client/pages/ErrorPage";
import { blogFeed, localeSitemap, robotsTxt, sitemapIndex } from "./seo/sitemap";
import { breadcrumbList } from "./seo/json-ld";
import { isLocale } from "../common/locales";

const bundled = bundledContentSource();

/** The request's content source: the origin behind a KV cache when API_ORIGIN is set, else the bundle. */
function contentFor(c: Context<AppEnv>): ContentSource {
  if (!c.env.API_ORIGIN) return bundled;
  return upstreamContentSource(c.env, (work) => waitUntil(c, work));
}
// Grouped: Hono inserts the pattern as is, and a bare alternation would swallow the rest of the path.
const prefixPattern = `(?:${PREFIXED_LOCALES.join("|")})`;

/** Where the edge keeps this request's page, or null when it must be rendered every time. */
function pageCacheKeyFor(c: Context<AppEnv>, route: PageRoute, query: PageQuery): Request | null {
  if (c.req.method !== "GET" || route.edgeCache === false || c.env.PAGE_CACHE === "off") return null;
  const cf = (c.req.raw as Request & { cf?: { continent?: string } }).cf;
  const continent = CONTINENTS.find((code) => code === cf?.continent) ?? "";
  return pageCacheKey(new URL(c.req.url), {
    version: __BUILD_ID__,
    config: [siteOrigin(c.env.SITE_URL, c.req.url), c.env.API_ORIGIN, c.env.API_BROWSER_BASE_URL, c.env.API_BASE_URL].join("|"),
    platform: platformFromHeaders(c.req.raw.headers),
    continent: route.edgeCache === "by-continent" ? continent : undefined,
  }, query);
}

/** Renders a page route's output, or the 404 page when it has none; same-for-everyone pages come from the edge cache. */
async function renderRoute(c: Context<AppEnv>, route: PageRoute, pages: PageCache): Promise<Response> {
  const query = readPageQuery(new URL(c.req.url), route.params);
  if ("redirect" in query) return c.redirect(query.redirect, 301);
  const cacheKey = pageCacheKeyFor(c, route, query);
  if (cacheKey) {
    const cached = await pages.get(cacheKey, c.var.secureHeadersNonce ?? "");
    if (cached !== null) {
      varyOnPlatform(c);
      return c.body(cached, 200, { ...PAGE_HEADERS, "X-Page-Cache": "hit" });
    }
  }
  const out = await route.render({
    c,
    i18n: c.var.i18n,
    locale: c.var.locale,
    content: c.var.content,
    origin: siteOrigin(c.env.SITE_URL, c.req.url),
    query,
  });
  if (out === null) throw new HTTPException(404);
  if (out instanceof Response) return out;
  const path = stripLocale(new URL(c.req.url).pathname);
  const origin = siteOrigin(c.env.SITE_URL, c.req.url);
  const head = buildHead({
    origin,
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
    platform: platformFromHeaders(c.req.raw.headers),
    headers: cacheable ? { "X-Page-Cache": "miss" } : out.headers,
    cache: cacheable && pages.wanted(cacheable) ? { store: pages, key: cacheable } : null,
  });
}

/** Home › (Help | Blog | Product) › this page, as structured data. */
function breadcrumbsFor(c: Context<AppEnv>, path: string, title: string) {
  const i18n = c.var.i18n;
  const items = [{ name: i18n._(msg`Home`), path: "/" }];
  if (path.startsWith("/help/")) items.push({ name: i18n._(msg`Help`), path: "/help" });
  if (path.startsWith("/blog/")) items.push({ name: i18n._(msg`Blog`), path: "/blog" });
  items.push({ name: title, path });
  return breadcrumbList(siteOrigin(c.env.SITE_URL, c.req.url), items, c.var.locale);
}

/** The localized error page with its status; a minimal static page if even that fails. */
async function errorPage(c: Context<AppEnv>, status: number, message?: string, Page = ErrorPage): Promise<Response> {
  const loc = c.var.locale ?? localeFromPath(new URL(c.req.url).pathname);
  const i18n = getI18n(loc);
  // An error raised before the locale middleware (an odd path) still gets a page in its language.
  c.set("locale", loc);
  c.set("i18n", i18n);
  // An error page is about no page: its language links lead to each language's home, and the
  // address asked for is never echoed (a 60,000-character path must not make a 1.6 MB page).
  const path = "/";
  try {
    const title = status === 404 ? i18n._(msg`This page could not be found`) : i18n._(msg`Something went wrong`);
    const head = buildHead({
      origin: siteOrigin(c.env.SITE_URL, c.req.url),
      locale: loc,
      path,
      title,
      description: title,
      keywords: "",
      noindex: true,
      locales: [],
    });
    return await streamPage(c, {
      head,
      body: <Page status={status} message={message} />,
      path,
      platform: platformFromHeaders(c.req.raw.headers),
      status,
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    log("error", "error page failed", { requestId: c.var.requestId, status, error });
    return staticErrorPage(
      status,
      i18n._(msg`An error occurred while showing the error page`),
      i18n._(msg`Go back to home`),
      localePath(loc, "/"),
    );
  }
}

/** Last resort: plain HTML with no React, no catalog lookups that could fail again. */
function staticErrorPage(status: number, text: string, back: string, home: string): Response {
  // Only catalog texts and a path built from the locale allowlist go in: nothing from the request.
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status}</title></head><body><h1>${text}</h1><p><a href="${home}">${back}</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function notFound(c: Context<AppEnv>, Page = ErrorPage): Promise<Response> | Response {
  if (new URL(c.req.url).pathname.startsWith(API_PREFIX)) {
    return apiError(c, 404, "not_found", "No such endpoint.");
  }
  return errorPage(c, 404, undefined, Page);
}

export interface AppOptions {
  /** The error page component; replaceable so tests can make it fail. */
  errorPage?: typeof ErrorPage;
  /** A fixed content source instead of the bundle or the origin; for tests with content of their own. */
  content?: ContentSource;
}

/** Machine-readable codes of the API's error answers, by status. */
const ERROR_CODES: Record<number, string> = {
  400: "bad_request",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  503: "upstream_unavailable",
};

/** Builds the site's Hono app: middleware, the API, every page in every locale, errors. */
export function createApp({ errorPage: Page = ErrorPage, content }: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  // Rendered pages, per deployed version; see worker/render/page-cache.ts and docs/decisions/003.
  const pages = createPageCache({ cache: async () => caches.default });
  app.use(drainBody());
  app.use(requestId());
  app.use(requestLog());
  app.use(securityHeaders());
  app.use(canonicalPath());
  app.use(locale());
  app.use(localeChoice());
  app.use(async (c, next) => {
    c.set("content", content ?? contentFor(c));
    await next();
  });
  app.route(API_PREFIX, createApi((c) => c.var.content));

  // "/" may be sent to a configured page, then to the visitor's language on a first visit.
  app.get("/", async (c, next) => {
    const target = rootRedirectTarget(c.env.ROOT_REDIRECT);
    if (target) return c.redirect(target, rootStatus(c.env.ROOT_REDIRECT_STATUS));
    c.header("Vary", "Accept-Language, Cookie", { append: true });
    if (isbot(c.req.header("User-Agent") ?? "")) return next();
    const cookie = readLocaleCookie(c);
    const best = cookie ?? negotiateLocale(c.req.header("Accept-Language")) ?? DEFAULT_LOCALE;
    if (!cookie) writeLocaleCookie(c, best);
    if (best !== DEFAULT_LOCALE) return c.redirect(`/${best}`, 302);
    return next();
  });

  app.get("/healthz", healthz);

  // Search-engine files come before the pages: /blog/feed.xml must not reach /blog/:id.
  const origin = (c: Context<AppEnv>) => siteOrigin(c.env.SITE_URL, c.req.url);
  const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
  app.get("/robots.txt", (c) => c.text(robotsTxt(origin(c)), 200, { "Cache-Control": "public, max-age=3600" }));
  app.get("/sitemap.xml", (c) => c.body(sitemapIndex(origin(c), __BUILD_DATE__), 200, xmlHeaders));
  app.get("/sitemaps/:file{[a-z]{2}\\.xml}", async (c) => {
    const code = c.req.param("file").slice(0, 2);
    if (!isLocale(code)) throw new HTTPException(404);
    return c.body(await localeSitemap(origin(c), code, c.var.content, __BUILD_DATE__), 200, xmlHeaders);
  });
  const feed = async (c: Context<AppEnv>) => {
    const i18n = c.var.i18n;
    const title = i18n._(msg`Quietway blog`);
    const description = i18n._(msg`Guides and news on online privacy, security and streaming.`);
    const body = await blogFeed(origin(c), c.var.locale, c.var.content, title, description);
    return c.body(body, 200, { ...xmlHeaders, "Content-Type": "application/rss+xml; charset=utf-8" });
  };
  app.get("/blog/feed.xml", feed);
  app.get(`/:lang{${prefixPattern}}/blog/feed.xml`, feed);

  for (const route of PAGE_ROUTES) {
    const handler = (c: Context<AppEnv>) => renderRoute(c, route, pages);
    app.get(route.path, handler);
    app.get(`/:lang{${prefixPattern}}${route.path === "/" ? "" : route.path}`, handler);
  }

  app.notFound((c) => notFound(c, Page));
  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : error instanceof OriginError ? 503 : 500;
    if (error instanceof OriginError) log("warn", "origin unavailable", { requestId: c.var.requestId, error });
    else if (status >= 500) log("error", "unhandled error", { requestId: c.var.requestId, route: new URL(c.req.url).pathname, error });
    const message = error instanceof HTTPException && status < 500 ? error.message : undefined;
    if (new URL(c.req.url).pathname.startsWith(API_PREFIX)) {
      const code = ERROR_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
      return apiError(c, status, code, message ?? (status === 503 ? "The content service is unavailable. Please retry." : "Something went wrong."));
    }
    return errorPage(c, status, message, Page);
  });
  return app;
}

function rootStatus(value: string | undefined): 301 | 302 | 303 | 307 | 308 {
  const n = Number(value);
  return n === 301 || n === 303 || n === 307 || n === 308 ? n : 302;
}
