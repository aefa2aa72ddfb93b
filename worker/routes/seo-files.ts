import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { msg } from "@lingui/core/macro";
import type { AppEnv } from "../app-env";
import { PREFIXED_LOCALES, isLocale } from "../../common/locales";
import { blogFeed, localeSitemap, robotsTxt, sitemapIndex } from "../seo/sitemap";
import { STATIC_PATHS } from "./index";

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

async function feed(c: Context<AppEnv>): Promise<Response> {
  const i18n = c.var.i18n;
  const title = i18n._(msg`Quietway blog`);
  const description = i18n._(msg`Guides and news on online privacy, security and streaming.`);
  const body = await blogFeed(c.var.origin, c.var.locale, c.var.content, title, description);
  return c.body(body, 200, { ...XML, "Content-Type": "application/rss+xml; charset=utf-8" });
}

/** robots.txt, the sitemap index and one sitemap per locale, and each language's blog feed. */
export const seoFiles = new Hono<AppEnv>()
  .get("/robots.txt", (c) => c.text(robotsTxt(c.var.origin), 200, { "Cache-Control": "public, max-age=3600" }))
  .get("/sitemap.xml", (c) => c.body(sitemapIndex(c.var.origin, __BUILD_DATE__), 200, XML))
  .get("/sitemaps/:file{[a-z]{2}\\.xml}", async (c) => {
    const code = c.req.param("file").slice(0, 2);
    if (!isLocale(code)) throw new HTTPException(404);
    return c.body(await localeSitemap(c.var.origin, code, c.var.content, __BUILD_DATE__, STATIC_PATHS), 200, XML);
  })
  .get("/blog/feed.xml", feed)
  .get(`/:lang{(?:${PREFIXED_LOCALES.join("|")})}/blog/feed.xml`, feed);
