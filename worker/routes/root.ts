import type { Context, Next } from "hono";
import { isbot } from "isbot";
import type { AppEnv } from "../app-env";
import { DEFAULT_LOCALE, negotiateLocale } from "../../common/locales";
import { readLocaleCookie, writeLocaleCookie } from "../i18n/cookie";

const SITE = "https://site.invalid";

/**
 * The same-site path "/" should redirect to, from the `ROOT_REDIRECT` var, or undefined when
 * unset or unsafe. The target is normalized before it is checked, as a browser would read it:
 * dot segments resolved and repeated slashes collapsed (`/.//evil.example` is `/evil.example`,
 * never `//evil.example`); absolute and protocol-relative targets, backslashes, controls and
 * encoded slashes, backslashes, controls or percent signs are refused, so "/" can never send a
 * visitor off-site.
 *
 * @example rootRedirectTarget("/free") // "/free"
 * @example rootRedirectTarget("/.//evil.example") // "/evil.example"
 * @example rootRedirectTarget("//evil.example") // undefined
 */
export function rootRedirectTarget(value: string | undefined): string | undefined {
  const target = value?.trim();
  if (!target?.startsWith("/")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (/[\u0000-\u001f\u007f\s\\]/.test(target)) return undefined;
  // Decoded by a proxy or a lenient client, these would become separators or a second encoding.
  if (/%(?:2f|5c|[01][0-9a-f]|7f|25)/i.test(target)) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(target, SITE);
  } catch {
    // Not a URL at all: nothing to redirect to.
    return undefined;
  }
  if (resolved.origin !== SITE) return undefined;
  const path = resolved.pathname.replace(/\/{2,}/g, "/");
  const normalized = path + resolved.search + resolved.hash;
  if (normalized === "/") return undefined;
  // Checked once more as the browser will read the Location header.
  return new URL(normalized, SITE).origin === SITE && !normalized.startsWith("//") ? normalized : undefined;
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
// biome-ignore lint/suspicious/noConfusingVoidType: Hono's middleware type, where `next()` resolves to void
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
