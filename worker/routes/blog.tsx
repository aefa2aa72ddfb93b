import { msg } from "@lingui/core/macro";
import type { PageRoute } from "./page-types";
import { articleCanonicalPath } from "../../common/paths";
import { allOf, articleOutput, idParam, notFound, queryParam, texts } from "./page-kit";
import { BlogArticlePage, BlogPage } from "../../client/pages/BlogPages";


/** The blog: the paged list with categories and search, and each post. */
export const BLOG_ROUTES: PageRoute[] = [
  {
    path: "/blog",
    params: ["page", "category"],
    async render(ctx) {
      const query = queryParam(ctx);
      const { page, category } = ctx.query;
      const list = query
        ? await ctx.content.searchArticles({ q: query, type: "blog", lang: ctx.locale, page, page_size: 9 })
        : await ctx.content.listArticles({ type: "blog", lang: ctx.locale, category, page, page_size: 9 });
      // Past the last page is no page at all: a 404, never "Page 9999 of 2".
      if (page > Math.max(1, list.total_pages)) notFound();
      const posts = list.items;
      // Featured and popular posts head the first page of the unfiltered blog.
      const highlights = !query && !category && page === 1 ? await allOf(ctx, "blog") : [];
      const meta = texts(ctx, {
        title: msg`Blog: privacy, security and streaming guides`,
        description: msg`Practical guides and news on online privacy, security, streaming and getting the most from a VPN.`,
        keywords: msg`VPN blog, privacy guides, online security`,
      });
      return {
        ...meta,
        image: "blog",
        noindex: query !== "" || page > 1,
        body: (
          <BlogPage
            posts={posts}
            highlights={highlights}
            query={query}
            category={category}
            page={page}
            pages={list.total_pages}
          />
        ),
      };
    },
  },
  {
    path: "/blog/:id",
    async render(ctx) {
      const id = idParam(ctx);
      const info = id && (await ctx.content.articleInfo({ type: "blog", id, lang: ctx.locale }));
      if (!info) notFound();
      const url = ctx.origin + articleCanonicalPath(info.article, ctx.locale);
      return articleOutput(info, ctx, <BlogArticlePage info={info} url={url} />);
    },
  },
];
