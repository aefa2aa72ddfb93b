import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { LOCALE_CHOICE_PARAM } from "../../common/locales";
import { writeLocaleCookie } from "../i18n/cookie";
import { requestUrl } from "../request-url";

/**
 * Turns a click in the language switcher (`/de/help?set_lang=de`) into the
 * `i18n_redirected` cookie and a redirect to the clean URL, so the choice is
 * remembered without JavaScript. The locale stored is the one of the path.
 *
 * @example app.use("*", locale(), localeChoice());
 */
export function localeChoice(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!requestUrl(c).searchParams.has(LOCALE_CHOICE_PARAM) || (c.req.method !== "GET" && c.req.method !== "HEAD")) {
      return next();
    }
    const url = new URL(requestUrl(c));
    writeLocaleCookie(c, c.var.locale);
    url.searchParams.delete(LOCALE_CHOICE_PARAM);
    c.header("Cache-Control", "no-store");
    // The path was made canonical before this runs, so it starts with a single "/".
    return c.redirect(url.pathname + url.search, 303);
  };
}
