import type { Context } from "hono";
import { routePath } from "hono/route";

/**
 * The pattern of the route that answered, as registered (`/blog/:id`, `/:lang/help/search`),
 * never the URL: a path can carry what a visitor typed. The locale prefix's alternation is
 * shortened to `:lang`; a request no route matched is `(none)`.
 *
 * @example routePattern(c) // "/:lang/blog/:id" for /de/blog/some-post?keyword=x
 */
export function routePattern(c: Context): string {
  const path = routePath(c);
  if (!path || path === "*" || path === "/*") return "(none)";
  return path.replace(/:(\w+)\{[^}]*\}/g, ":$1").slice(0, 200);
}
