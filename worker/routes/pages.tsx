import { msg } from "@lingui/core/macro";
import { HTTPException } from "hono/http-exception";
import type { ReactNode } from "react";
import type { PageContext, PageMeta, PageOutput, PageRoute } from "./page-types";
import { articleIdSchema, type ArticleType } from "../../common/schemas/content";
import type { ArticleInfo, ArticleSummary } from "../../common/schemas/api";
import { PLATFORMS, type Platform } from "../../common/platforms";
import { ipView } from "./ip";
import { htmlLang, localePath } from "../../common/locales";
import { TOTALS, serverGroups } from "../content/servers";
import { articleLd, faqPage, organizationAndSite, softwareApplication } from "../seo/json-ld";
import { articleLocales } from "../seo/head";
import HomePage from "../../client/pages/HomePage";
import FreePage from "../../client/pages/FreePage";
import GamingPage from "../../client/pages/GamingPage";
import IntroducePage from "../../client/pages/IntroducePage";
import ServersPage from "../../client/pages/ServersPage";
import SportPage from "../../client/pages/SportPage";
import StreamPage from "../../client/pages/StreamPage";
import ProductPage from "../../client/pages/ProductPage";
import IpPage from "../../client/pages/IpPage";
import LegalPage from "../../client/pages/LegalPage";
import HelpArticlePage from "../../client/pages/HelpArticlePage";
import { HelpIndexPage, HelpListPage, HelpPage, HelpSearchPage } from "../../client/pages/HelpPages";
import { BlogArticlePage, BlogPage } from "../../client/pages/BlogPages";
import { articleCanonicalPath, canonicalLocale } from "../../common/paths";

/** A page's title, description and keywords in the request's language. */
function texts({ i18n }: PageContext, meta: PageMeta) {
  return { title: i18n._(meta.title), description: i18n._(meta.description), keywords: i18n._(meta.keywords) };
}

/** A page whose body needs no data: its texts come from the catalog. */
function fixed(meta: PageMeta, body: () => ReactNode) {
  return async (ctx: PageContext): Promise<PageOutput> => ({ ...texts(ctx, meta), body: body() });
}

/** The head of an article page comes from the article itself. */
function articleOutput(info: ArticleInfo, ctx: PageContext, body: ReactNode, ogType: "website" | "article" = "article"): PageOutput {
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

/** Reads a route's `:id` and rejects malformed ones before they reach a lookup. */
function idParam(ctx: PageContext): string | null {
  const parsed = articleIdSchema.safeParse(ctx.c.req.param("id"));
  return parsed.success ? parsed.data : null;
}

const MAX_QUERY = 100;

/** The search text: `q`, or `keyword` as the original site called it (`q` wins), trimmed; a 400 page when too long. */
function queryParam(ctx: PageContext): string {
  const q = (ctx.c.req.query("q") ?? ctx.c.req.query("keyword") ?? "").trim();
  if (q.length > MAX_QUERY) {
    throw new HTTPException(400, { message: ctx.i18n._(msg`Your search is too long. Use at most 100 characters.`) });
  }
  return q;
}

/** Every article of a type in the page's language (lists on the site stay under 50). */
async function allOf(ctx: PageContext, type: ArticleType, body = false): Promise<ArticleSummary[]> {
  const list = await ctx.content.listArticles({ type, lang: ctx.locale, page: 1, page_size: 50, body });
  return list.items;
}

function legal(id: string) {
  return async (ctx: PageContext) => {
    const info = await ctx.content.articleInfo({ type: "legal", id, lang: ctx.locale });
    return info && articleOutput(info, ctx, <LegalPage info={info} />, "website");
  };
}

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

const productMeta: Record<Platform, PageMeta> = {
  windows: {
    title: msg`VPN for Windows: download the app`,
    description: msg`Download Quietway VPN for Windows 7 SP2 or later. One click to connect, no registration, strict no-logs.`,
    keywords: msg`VPN for Windows, Windows VPN download, PC VPN`,
  },
  ios: {
    title: msg`VPN for iPhone and iPad`,
    description: msg`Quietway VPN for iOS 11.0 or higher: private browsing on iPhone and iPad with no registration and no logs.`,
    keywords: msg`VPN for iPhone, iOS VPN, iPad VPN`,
  },
  android: {
    title: msg`VPN for Android: download the app`,
    description: msg`Quietway VPN for Android 5 or higher: one tap to connect, unlimited bandwidth, no registration.`,
    keywords: msg`VPN for Android, Android VPN app, VPN APK`,
  },
};

/** Every page of the site, as unprefixed paths; each also exists under the 24 language prefixes. */
export const PAGE_ROUTES: PageRoute[] = [
  {
    path: "/",
    async render(ctx) {
      const meta = texts(ctx, {
        title: msg`Fast, private VPN with no registration`,
        description: msg`Quietway VPN protects Windows, Android and iOS devices with a strict no-logs policy, unlimited bandwidth and 3600+ servers in 91 countries. Start with a free trial.`,
        keywords: msg`VPN, free VPN, fast VPN, no-logs VPN, private browsing`,
      });
      const downloads = await ctx.content.downloads();
      return { ...meta, jsonLd: organizationAndSite(ctx.origin, ctx.locale), body: <HomePage downloads={downloads} /> };
    },
  },
  {
    path: "/introduce",
    render: fixed(
      {
        title: msg`What is a VPN and how does it work?`,
        description: msg`A plain explanation of what a VPN does, how the encrypted tunnel works and when it protects you.`,
        keywords: msg`what is a VPN, how a VPN works, VPN meaning`,
      },
      () => <IntroducePage />,
    ),
  },
  {
    path: "/free",
    render: fixed(
      {
        title: msg`Free VPN: 100+ servers in 6 countries`,
        description: msg`Use Quietway's free plan with no registration and no time limit: 100+ servers in 6 countries with the same no-logs policy.`,
        keywords: msg`free VPN, free VPN servers, VPN without registration`,
      },
      () => <FreePage />,
    ),
  },
  {
    path: "/gaming",
    render: fixed(
      {
        title: msg`VPN for gaming: low ping and a hidden home address`,
        description: msg`Play on servers in other regions, lower your ping on congested routes and keep your home IP hidden from other players.`,
        keywords: msg`gaming VPN, VPN for games, low ping VPN, hide IP from other players`,
      },
      () => <GamingPage />,
    ),
  },
  {
    path: "/sport",
    render: fixed(
      {
        title: msg`VPN for streaming live sport`,
        description: msg`Watch your home sport broadcasts while you travel, in HD, on every device you own.`,
        keywords: msg`sport streaming VPN, watch live sport abroad, football VPN`,
      },
      () => <SportPage />,
    ),
  },
  {
    path: "/stream",
    render: fixed(
      {
        title: msg`Best VPN for streaming in HD and 4K`,
        description: msg`Stream films and series from around the world with unlimited bandwidth and 4600+ servers in 100+ countries.`,
        keywords: msg`streaming VPN, best VPN for streaming, 4K VPN`,
      },
      () => <StreamPage />,
    ),
  },
  {
    path: "/servers",
    edgeCache: "by-continent",
    async render(ctx) {
      const meta = texts(ctx, {
        title: msg`VPN server locations in 100+ countries`,
        description: msg`See where our 4600+ VPN servers are, by continent and country. 1 Gbps ports on every server, with 10 Gbps ports added.`,
        keywords: msg`VPN servers, VPN locations, VPN countries`,
      });
      const cf = (ctx.c.req.raw as Request & { cf?: { continent?: string } }).cf;
      const lang = htmlLang(ctx.locale);
      return { ...meta, body: <ServersPage groups={serverGroups(ctx.i18n, ctx.locale, cf?.continent)} totals={TOTALS} lang={lang} /> };
    },
  },
  ...PLATFORMS.map(
    (platform): PageRoute => ({
      path: `/product/${platform}`,
      async render(ctx) {
        const downloads = await ctx.content.downloads();
        const url = ctx.origin + localePath(ctx.locale, `/product/${platform}`);
        return {
          ...texts(ctx, productMeta[platform]),
          image: "product",
          jsonLd: [softwareApplication(platform, downloads, url)],
          body: <ProductPage platform={platform} download={downloads[platform]} />,
        };
      },
    }),
  ),
  {
    path: "/ip",
    edgeCache: false,
    async render(ctx) {
      const info = ipView(ctx.c, ctx.locale);
      const headers = { "Cache-Control": "private, no-store" };
      ctx.c.header("Vary", "Accept", { append: true });
      // Command-line clients (curl sends */*) get the bare address, like other IP services.
      const accept = ctx.c.req.header("Accept") ?? "";
      const wantsHtml = accept.includes("text/html");
      if (!wantsHtml && (accept.includes("text/plain") || /^curl\//i.test(ctx.c.req.header("User-Agent") ?? ""))) {
        return ctx.c.text(`${info.ip ?? "unknown"}\n`, 200, headers);
      }
      const meta = texts(ctx, {
        title: msg`What is my IP address?`,
        description: msg`See your public IP address, internet provider and location as websites see them, and learn how to hide them.`,
        keywords: msg`what is my IP, my IP address, IP lookup`,
      });
      return { ...meta, body: <IpPage info={info} />, headers };
    },
  },
  {
    path: "/privacy",
    render: legal("privacy"),
  },
  {
    path: "/services",
    render: legal("terms"),
  },
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
    params: ["page"],
    async render(ctx) {
      const query = queryParam(ctx);
      const { page } = ctx.query;
      const found = query ? await ctx.content.searchArticles({ q: query, type: "help", lang: ctx.locale, page, page_size: 10 }) : null;
      if (page > Math.max(1, found?.total_pages ?? 0)) return null;
      const results = found?.items ?? [];
      const meta = texts(ctx, {
        title: msg`Search the help centre`,
        description: msg`Search Quietway VPN's help articles.`,
        keywords: msg`VPN help search`,
      });
      return {
        ...meta,
        noindex: true,
        image: "help",
        body: <HelpSearchPage query={query} results={results} page={page} pages={found?.total_pages ?? 0} />,
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
      return info ? articleOutput(info, ctx, <HelpArticlePage info={info} />) : null;
    },
  },
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
      if (page > Math.max(1, list.total_pages)) return null;
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
      if (!info) return null;
      const url = ctx.origin + articleCanonicalPath(info.article, ctx.locale);
      return articleOutput(info, ctx, <BlogArticlePage info={info} url={url} />);
    },
  },
];
