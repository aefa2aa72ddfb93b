import { msg } from "@lingui/core/macro";
import type { PageRoute } from "../render/page-types";
import { articleCanonicalPath } from "../../common/paths";
import { allOf, articleOutput, idParam, notFound, queryParam, texts } from "./page-kit";
import { BlogArticlePage, BlogPage } from "../ui/pages/BlogPages";
import type { ArticleSummary } from "../../common/schemas/api";

// Twelve fills rows of one, two, three or four cards, and six the rows under page 1's featured
// and popular posts; a shorter last row is laid out by the stylesheet (.post-grid) without holes.
const PAGE_SIZE = 12;
const FIRST_PAGE_SIZE = 6;
const POPULAR_ROW = 3;

interface BlogFront {
  featured: ArticleSummary[];
  popular: ArticleSummary[];
  rest: ArticleSummary[];
}

/**
 * Splits the blog into its featured posts, its popular ones not already featured (one row of
 * three at most; the others stay in the list), and the rest: no post in two.
 */
function blogFront(all: ArticleSummary[]): BlogFront {
  const featured = all.filter((p) => p.featured);
  const popular = all.filter((p) => p.popular && !p.featured).slice(0, POPULAR_ROW);
  const shown = new Set([...featured, ...popular].map((p) => p.id));
  return { featured, popular, rest: all.filter((p) => !shown.has(p.id)) };
}

/** The blog: the paged list with categories and search, and each post. */
export const BLOG_ROUTES: PageRoute[] = [
  {
    path: "/blog",
    params: ["page", "category"],
    async render(ctx) {
      const query = queryParam(ctx);
      const { page, category } = ctx.query;
      let posts: ArticleSummary[];
      let pages: number;
      let front: BlogFront = { featured: [], popular: [], rest: [] };
      if (query || category) {
        const list = query
          ? await ctx.content.searchArticles({ q: query, type: "blog", lang: ctx.locale, page, page_size: PAGE_SIZE })
          : await ctx.content.listArticles({ type: "blog", lang: ctx.locale, category, page, page_size: PAGE_SIZE });
        posts = list.items;
        pages = list.total_pages;
      } else {
        // The unfiltered blog: featured and popular posts head page 1, and the pages list the
        // rest, so that every post shows once across them.
        front = blogFront(await allOf(ctx, "blog"));
        const first = front.featured.length + front.popular.length > 0 ? FIRST_PAGE_SIZE : PAGE_SIZE;
        pages = front.rest.length <= first ? 1 : 1 + Math.ceil((front.rest.length - first) / PAGE_SIZE);
        const start = page === 1 ? 0 : first + (page - 2) * PAGE_SIZE;
        posts = front.rest.slice(start, start + (page === 1 ? first : PAGE_SIZE));
      }
      // Past the last page is no page at all: a 404, never "Page 9999 of 2".
      if (page > Math.max(1, pages)) notFound();
      const highlights = page === 1 ? front : { featured: [], popular: [] };
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
            featured={highlights.featured}
            popular={highlights.popular}
            query={query}
            category={category}
            page={page}
            pages={pages}
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
