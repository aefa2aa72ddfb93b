import { msg } from "@lingui/core/macro";
import type { PageRoute } from "../render/page-types";
import type { PageMeta, PageOutput, PageContext } from "../render/page-types";
import { faqPage } from "../seo/json-ld";
import { allOf, articleOutput, idParam, notFound, queryParam, texts } from "./page-kit";
import HelpArticlePage from "../ui/pages/HelpArticlePage";
import { HelpIndexPage, HelpListPage, HelpPage, HelpSearchPage } from "../ui/pages/HelpPages";

function listPage(kind: "faq" | "issue" | "message", meta: PageMeta) {
  return async (ctx: PageContext): Promise<PageOutput> => {
    const entries = await allOf(ctx, kind, true);
    return {
      ...texts(ctx, meta),
      image: "help",
      jsonLd: kind === "faq" ? [faqPage(entries)] : [],
      body: <HelpListPage kind={kind} entries={entries} />,
    };
  };
}

/** The help centre: its index, lists, search and articles. */
export const HELP_ROUTES: PageRoute[] = [
  {
    path: "/help",
    async render(ctx) {
      const articles = await allOf(ctx, "help");
      const meta = texts(ctx, {
        title: msg`Help centre`,
        description: msg`Guides for setting up and using Quietway VPN on Windows, Android and iOS, with answers to common questions.`,
        keywords: msg`VPN help, VPN support, VPN setup guide`,
      });
      return { ...meta, body: <HelpPage articles={articles} /> };
    },
  },
  {
    path: "/help/faq",
    render: listPage("faq", {
      title: msg`Frequently asked questions`,
      description: msg`Short answers about Quietway VPN: privacy, plans, devices, speed and the free trial.`,
      keywords: msg`VPN FAQ, VPN questions`,
    }),
  },
  {
    path: "/help/issues",
    render: listPage("issue", {
      title: msg`Troubleshooting`,
      description: msg`Step-by-step fixes for connection, speed and app problems with Quietway VPN.`,
      keywords: msg`VPN not connecting, VPN troubleshooting, VPN slow`,
    }),
  },
  {
    path: "/help/message",
    render: listPage("message", {
      title: msg`Announcements`,
      description: msg`News about Quietway VPN's apps, servers and service.`,
      keywords: msg`Quietway news, VPN announcements`,
    }),
  },
  {
    path: "/help/search",
    sitemap: false,
    params: ["page"],
    async render(ctx) {
      const query = queryParam(ctx);
      const { page } = ctx.query;
      // The help centre's search: guides, troubleshooting and FAQ entries, each labelled (the live box asks the same).
      const found = query ? await ctx.content.searchArticles({ q: query, scope: "help", lang: ctx.locale, page, page_size: 10 }) : null;
      if (page > Math.max(1, found?.total_pages ?? 0)) notFound();
      const results = found?.items ?? [];
      // No dead end: when nothing matched, the language's most read help (the contact address is on the page too).
      const popular =
        found && found.total === 0
          ? (await ctx.content.listArticles({ type: "help", lang: ctx.locale, popular: true, body: false, page: 1, page_size: 5 })).items
          : [];
      const meta = texts(ctx, {
        title: msg`Search the help centre`,
        description: msg`Search Quietway VPN's help articles.`,
        keywords: msg`VPN help search`,
      });
      return {
        ...meta,
        noindex: true,
        image: "help",
        body: (
          <HelpSearchPage
            query={query}
            results={results}
            page={page}
            pages={found?.total_pages ?? 0}
            suggestion={found?.suggestion}
            popular={popular}
          />
        ),
      };
    },
  },
  {
    path: "/help/detail",
    async render(ctx) {
      const articles = await allOf(ctx, "help");
      const meta = texts(ctx, {
        title: msg`All help articles`,
        description: msg`Every Quietway VPN help article, grouped by topic.`,
        keywords: msg`VPN guides, VPN help articles`,
      });
      return { ...meta, body: <HelpIndexPage articles={articles} /> };
    },
  },
  {
    path: "/help/detail/:id",
    async render(ctx) {
      const id = idParam(ctx);
      const info = id && (await ctx.content.articleInfo({ type: "help", id, lang: ctx.locale }));
      return info ? articleOutput(info, ctx, <HelpArticlePage info={info} />) : notFound();
    },
  },
];
