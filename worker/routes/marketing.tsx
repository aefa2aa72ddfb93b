import { msg } from "@lingui/core/macro";
import type { PageRoute } from "../render/page-types";
import type { PageMeta } from "../render/page-types";
import { PLATFORMS, platformFromHeaders, type Platform } from "../../common/platforms";
import { localePath } from "../../common/locales";
import { organizationAndSite, softwareApplication } from "../seo/json-ld";
import { fixed, texts } from "./page-kit";
import HomePage from "../ui/pages/HomePage";
import FreePage from "../ui/pages/FreePage";
import AboutPage from "../ui/pages/AboutPage";
import { operatorFacts } from "../operator-facts";
import { homeParts } from "../render/home-parts";
import { appDrawing } from "../render/app-drawing";
import GamingPage from "../ui/pages/GamingPage";
import IntroducePage from "../ui/pages/IntroducePage";
import SportPage from "../ui/pages/SportPage";
import StreamPage from "../ui/pages/StreamPage";
import ProductPage from "../ui/pages/ProductPage";

const productMeta: Record<Platform, PageMeta> = {
  windows: {
    title: msg`VPN for Windows: download the app`,
    description: msg`Download Quietway VPN for Windows 7 SP1 or later. One click to connect, no registration, strict no-logs.`,
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

/** The home page, the pages about the service, and one page per app. */
export const MARKETING_ROUTES: PageRoute[] = [
  {
    path: "/",
    async render(ctx) {
      const meta = texts(ctx, {
        title: msg`Fast, private VPN with no registration`,
        description: msg`Quietway VPN protects Windows, Android and iOS devices with a strict no-logs policy, unlimited bandwidth and 3600+ servers in 91 countries. Start with a free trial.`,
        keywords: msg`VPN, free VPN, fast VPN, no-logs VPN, private browsing`,
      });
      const downloads = await ctx.content.downloads();
      return {
        ...meta,
        jsonLd: organizationAndSite(ctx.origin, ctx.locale),
        body: (
          <HomePage
            downloads={downloads}
            appDrawing={appDrawing(ctx.i18n, ctx.locale, platformFromHeaders(ctx.c.req.raw.headers))}
            parts={homeParts(ctx.i18n, ctx.locale)}
          />
        ),
      };
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
    async render(ctx) {
      const meta = texts(ctx, {
        title: msg`Free VPN: 100+ servers in 6 countries`,
        description: msg`Use Quietway's free plan with no registration and no time limit: 100+ servers in 6 countries with the same no-logs policy.`,
        keywords: msg`free VPN, free VPN servers, VPN without registration`,
      });
      const downloads = await ctx.content.downloads();
      return { ...meta, body: <FreePage downloads={downloads} /> };
    },
  },
  {
    path: "/about",
    render: fixed(
      {
        title: msg`About Quietway: who we are and what we keep`,
        description: msg`What Quietway VPN does, what it keeps and never keeps about you, and how to reach the people who run it.`,
        keywords: msg`about Quietway, VPN company, no-logs VPN, contact`,
      },
      // The operator's facts are configuration; page-route.ts keeps them in the page cache's key.
      (ctx) => <AboutPage facts={operatorFacts(ctx.c.env)} />,
    ),
  },
  {
    path: "/gaming",
    render: fixed(
      {
        title: msg`VPN for gaming: low ping and a hidden home IP address`,
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
          body: <ProductPage platform={platform} download={downloads[platform]} appDrawing={appDrawing(ctx.i18n, ctx.locale, platform)} />,
        };
      },
    }),
  ),
];
