import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { getI18n } from "../i18n/instances";
import { localeFromPath } from "../../common/locales";
import { requestUrl } from "../request-url";

/**
 * Puts the request's locale and its Lingui instance on the context. The path
 * prefix alone decides the language; detection only steers redirects of "/".
 *
 * @example app.use("*", locale()); // then c.var.locale, c.var.i18n
 */
export function locale(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const code = localeFromPath(requestUrl(c).pathname);
    c.set("locale", code);
    c.set("i18n", getI18n(code));
    await next();
  };
}
