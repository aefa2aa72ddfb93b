import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isLocale, type Locale } from "./locales";

/** Name of the cookie that remembers the visitor's language choice. */
export const LOCALE_COOKIE = "i18n_redirected";

/** The locale stored in the cookie, or undefined when absent or not a supported code. */
export function readLocaleCookie(c: Context): Locale | undefined {
  const value = getCookie(c, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** Stores the visitor's locale for a year on the whole site. */
export function writeLocaleCookie(c: Context, locale: Locale): void {
  setCookie(c, LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
  });
}
