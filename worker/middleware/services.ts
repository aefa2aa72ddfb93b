import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { ContentSource } from "../content/content-source";
import { bundledContentSource } from "../content/content-source";
import { upstreamContentSource } from "../content/upstream";
import { siteOrigin } from "../seo/head";
import { waitUntil } from "../render/stream";
import { requestUrl } from "../request-url";

// The bundle's content never changes within a deploy: one source per isolate.
const bundled = bundledContentSource();

/**
 * Puts the request's services on the context: `c.var.content` (the origin behind the KV cache
 * when API_ORIGIN is set, else the bundle, or a fixed source a test hands in) and `c.var.origin`
 * (SITE_URL, else the request's origin, for absolute links).
 */
export function services(fixed?: ContentSource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("content", fixed ?? (c.env.API_ORIGIN ? upstreamContentSource(c.env, (work) => waitUntil(c, work)) : bundled));
    c.set("origin", siteOrigin(c.env.SITE_URL, requestUrl(c)));
    await next();
  };
}
