import type { Context, Next } from "hono";
import { isbot } from "isbot";
import type { AppEnv } from "../app-env";
import { DEFAULT_LOCALE, negotiateLocale } from "../../common/locales";
import { readLocaleCookie, writeLocaleCookie } from "../i18n/cookie";

/**
 * The same-site path "/" should redirect to, from the `ROOT_REDIRECT` var, or
 * undefined when unset or unsafe. Absolute and protocol-relative targets
 * (`https://…`, `//host`, `/\host`) are refused so "/" can never send a visitor off-site.
 *
 * @example rootRedirectTarget("/free") // "/free"
 * @example rootRedirectTarget("//evil.example") // undefined
 */
export function rootRedirectTarget(value: string | undefined): string | undefined {
  const target = value?.trim();
  if (!target || target === "/") return undefined;
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return undefined;
  if (/[\u0000-\u001f\u007f\s]/.test(target)) return undefined;
  // Resolving against a dummy origin must keep the origin: anything else would leave the site.
  const resolved = new URL(target, "https://site.invalid");
  return resolved.origin === "https://site.invalid" ? resolved.pathname + resolved.search + resolved.hash : undefined;
}

function rootStatus(value: string | undefined): 301 | 302 | 303 | 307 | 308 {
  const n = Number(value);
  return n === 301 || n === 303 || n === 307 || n === 308 ? n : 302;
}

/**
 * GET "/": first the configured ROOT_REDIRECT; then, on a visitor's first visit (no cookie),
 * their language from Accept-Language, remembered in the cookie. Crawlers are never redirected.
 * Otherwise the English home page is rendered (`next`).
 */
export async function rootRedirect(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const target = rootRedirectTarget(c.env.ROOT_REDIRECT);
  if (target) return c.redirect(target, rootStatus(c.env.ROOT_REDIRECT_STATUS));
  c.header("Vary", "Accept-Language, Cookie", { append: true });
  const cookie = readLocaleCookie(c);
  // A returning English visitor gets the page whoever they are: no need to ask isbot (a long regex).
  if (cookie === DEFAULT_LOCALE) return next();
  if (isbot(c.req.header("User-Agent") ?? "")) return next();
  const best = cookie ?? negotiateLocale(c.req.header("Accept-Language")) ?? DEFAULT_LOCALE;
  if (!cookie) writeLocaleCookie(c, best);
  if (best !== DEFAULT_LOCALE) return c.redirect(`/${best}`, 302);
  return next();
}
