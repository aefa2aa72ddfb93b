import type { MiddlewareHandler } from "hono";
import { DEFAULT_LOCALE } from "../i18n/locales";

/**
 * One URL per page: no trailing slash (except "/"), no repeated slashes and no
 * `/en` prefix for the default language. Anything else is answered with a 301
 * to the canonical path on the same site, query string kept.
 *
 * @example app.use("*", canonicalPath()); // GET /de/help/ → 301 /de/help
 */
export function canonicalPath(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const canonical = canonicalize(url.pathname);
    if (canonical === url.pathname || (c.req.method !== "GET" && c.req.method !== "HEAD")) {
      return next();
    }
    return c.redirect(canonical + url.search, 301);
  };
}

/** The canonical form of a path; always starts with exactly one "/" so it can never leave the site. */
export function canonicalize(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path === `/${DEFAULT_LOCALE}`) return "/";
  if (path.startsWith(`/${DEFAULT_LOCALE}/`)) path = path.slice(DEFAULT_LOCALE.length + 1);
  return path || "/";
}
