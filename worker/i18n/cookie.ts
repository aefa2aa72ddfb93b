import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isLocale, type Locale } from "../../common/locales";
import { requestUrl } from "../request-url";

/** Name of the cookie that remembers the visitor's language choice. */
const LOCALE_COOKIE = "i18n_redirected";

/** The locale stored in the cookie, or undefined when absent or not a supported code. */
export function readLocaleCookie(c: Context): Locale | undefined {
  const value = getCookie(c, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/**
 * True where a browser keeps a Secure cookie: https, and localhost, which browsers
 * treat as a secure context even over http. A plain-http host elsewhere (a phone on
 * the LAN in development) would drop it, so there it is not marked.
 */
function acceptsSecureCookie(url: URL): boolean {
  return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost");
}

/** Stores the visitor's locale for a year on the whole site. */
export function writeLocaleCookie(c: Context, locale: Locale): void {
  setCookie(c, LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
    sameSite: "Lax",
    secure: acceptsSecureCookie(requestUrl(c)),
  });
}
