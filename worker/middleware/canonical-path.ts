import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_LOCALE } from "../../common/locales";
import { requestUrl } from "../request-url";

/**
 * One URL per page: no trailing slash (except "/"), no repeated slashes, no `/en`
 * prefix for the default language, and no percent-encoded letters, digits or `-._~`
 * (`/%64e/help` is `/de/help`). Anything else is answered with a 301 to the canonical
 * path on the same site, query string kept. A path that still holds an encoded
 * character after that (`%2F`, `%00`, non-ASCII) names no page of this site: a 404.
 *
 * @example app.use("*", canonicalPath()); // GET /de/help/ → 301 /de/help
 */
export function canonicalPath(): MiddlewareHandler {
  return async (c, next) => {
    const url = requestUrl(c);
    const canonical = canonicalize(decodeUnreserved(url.pathname));
    // Every page, API endpoint and file of the site has a plain ASCII path.
    if (canonical.includes("%")) throw new HTTPException(404);
    if (canonical === url.pathname || (c.req.method !== "GET" && c.req.method !== "HEAD")) {
      return next();
    }
    return c.redirect(canonical + url.search, 301);
  };
}

/** Decodes percent-encoded unreserved characters (RFC 3986: letters, digits, `-._~`), which are the same path written twice. */
function decodeUnreserved(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : encoded.toUpperCase();
  });
}

/** The canonical form of a path; always starts with exactly one "/" so it can never leave the site. */
export function canonicalize(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path === `/${DEFAULT_LOCALE}`) return "/";
  if (path.startsWith(`/${DEFAULT_LOCALE}/`)) path = path.slice(DEFAULT_LOCALE.length + 1);
  return path || "/";
}
