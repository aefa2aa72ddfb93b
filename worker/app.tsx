import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import type { ContentSource } from "./content/content-source";
import { API_PREFIX } from "../common/paths";
import { PREFIXED_LOCALES } from "../common/locales";
import { bodyLimit } from "./middleware/body-limit";
import { requestId } from "./middleware/request-id";
import { failureLine, requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { canonicalPath } from "./middleware/canonical-path";
import { locale } from "./middleware/locale";
import { localeChoice } from "./middleware/locale-choice";
import { services } from "./middleware/services";
import { createApi } from "./api/app";
import { rootRedirect } from "./routes/root";
import { healthz } from "./routes/health";
import { seoFiles } from "./routes/seo-files";
import { PAGE_ROUTES } from "./routes";
import { renderRoute } from "./render/page-route";
import { createPageCache } from "./render/page-cache";
import { errorPage, type ErrorPageComponent } from "./render/error-page";
import { causeChain, describeError, errorJson, isOriginFailure } from "./errors";
import { log } from "./log";
import { requestUrl } from "./request-url";

export interface AppOptions {
  /** The error page component; replaceable so tests can make it fail. */
  errorPage?: ErrorPageComponent;
  /** A fixed content source instead of the bundle or the origin; for tests with content of their own. */
  content?: ContentSource;
}

// Grouped: Hono inserts the pattern as is, and a bare alternation would swallow the rest of the path.
const prefix = `/:lang{(?:${PREFIXED_LOCALES.join("|")})}`;
const isApi = (c: Context) => requestUrl(c).pathname.startsWith(API_PREFIX);

/** Builds the site's Hono app: middleware, the API, every page in every locale, one error path. */
export function createApp({ errorPage: Page, content }: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  // Rendered pages, per deployed version; see worker/render/page-cache.ts and docs/decisions/003.
  const pages = createPageCache({ cache: async () => caches.default });
  app.use(requestId(), requestLog(), securityHeaders(), bodyLimit(), canonicalPath(), locale(), localeChoice(), services(content));
  app.route(API_PREFIX, createApi());
  app.get("/", rootRedirect);
  app.get("/healthz", healthz);
  // Search-engine files come before the pages: /blog/feed.xml must not reach /blog/:id.
  app.route("/", seoFiles);
  for (const route of PAGE_ROUTES) {
    const handler = (c: Context<AppEnv>) => renderRoute(c, route, pages);
    app.get(route.path, handler);
    app.get(route.path === "/" ? prefix : prefix + route.path, handler);
  }
  app.notFound(() => {
    throw new HTTPException(404);
  });
  // The one error path, for pages and the API alike: a 5xx is logged here once, as the request's
  // log line with its cause and the route's pattern (never the URL, its query or anything of the
  // visitor's); an origin that failed is a warning (it is not our code), anything else an error.
  app.onError((error, c) => {
    const { status, message } = describeError(error);
    if (status >= 500) log(isOriginFailure(error) ? "warn" : "error", "request failed", failureLine(c, status, causeChain(error)));
    return isApi(c) ? errorJson(c, error) : errorPage(c, status, message, Page);
  });
  return app;
}
