import type { ReactNode } from "react";
import { HTTPException } from "hono/http-exception";
import { msg } from "@lingui/core/macro";
import type { PageContext, PageMeta, PageOutput } from "../render/page-types";
import { articleIdSchema, type ArticleType } from "../../common/schemas/content";
import type { ArticleInfo, ArticleSummary } from "../../common/schemas/api";
import { articleCanonicalPath, canonicalLocale } from "../../common/paths";
import { articleLd } from "../seo/json-ld";
import { articleLocales } from "../seo/head";

// What the page routes of every area share: texts from the catalog, the head of an article
// page, and parameter parsing.

/** A page's title, description and keywords in the request's language. */
export function texts({ i18n }: PageContext, meta: PageMeta) {
  return { title: i18n._(meta.title), description: i18n._(meta.description), keywords: i18n._(meta.keywords) };
}

/** A page whose body needs no data: its texts come from the catalog. */
export function fixed(meta: PageMeta, body: (ctx: PageContext) => ReactNode) {
  return async (ctx: PageContext): Promise<PageOutput> => ({ ...texts(ctx, meta), body: body(ctx) });
}

/** The head of an article page comes from the article itself. */
export function articleOutput(info: ArticleInfo, ctx: PageContext, body: ReactNode, ogType: "website" | "article" = "article"): PageOutput {
  const { article } = info;
  const image = article.type === "blog" ? "blog" : "help";
  return {
    title: article.title,
    description: article.summary,
    keywords: article.tags.join(", "),
    body,
    ogType,
    image: article.type === "legal" ? "default" : image,
    canonicalLocale: canonicalLocale(article, ctx.locale),
    locales: articleLocales(article, ctx.locale),
    jsonLd:
      article.type === "legal"
        ? []
        : [articleLd(ctx.origin, ctx.origin + articleCanonicalPath(article, ctx.locale), info, `${ctx.origin}/og/${image}.png`)],
  };
}

/** No such page: the app's one error path answers with the localized 404 page. */
export function notFound(): never {
  throw new HTTPException(404);
}

/** Reads a route's `:id` and rejects malformed ones before they reach a lookup. */
export function idParam(ctx: PageContext): string | null {
  const parsed = articleIdSchema.safeParse(ctx.c.req.param("id"));
  return parsed.success ? parsed.data : null;
}

const MAX_QUERY = 100;

/** The search text: `q`, or `keyword` as the original site called it (`q` wins), trimmed; a 400 page when too long. */
export function queryParam(ctx: PageContext): string {
  const q = (ctx.c.req.query("q") ?? ctx.c.req.query("keyword") ?? "").trim();
  if (q.length > MAX_QUERY) {
    throw new HTTPException(400, { message: ctx.i18n._(msg`Your search is too long. Use at most 100 characters.`) });
  }
  return q;
}

/** Every article of a type in the page's language (lists on the site stay under 50). */
export async function allOf(ctx: PageContext, type: ArticleType, body = false): Promise<ArticleSummary[]> {
  const list = await ctx.content.listArticles({ type, lang: ctx.locale, page: 1, page_size: 50, body });
  return list.items;
}
