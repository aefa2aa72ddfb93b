import type { Context } from "hono";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ReactNode } from "react";
import type { AppEnv } from "../app-env";
import type { Locale } from "../../common/locales";
import type { Platform } from "../../common/platforms";
import type { ContentSource } from "../content/content-source";
import type { PageParam, PageQuery } from "./page-query";

/** What a page route knows while it loads. */
export interface PageContext {
  c: Context<AppEnv>;
  i18n: I18n;
  locale: Locale;
  content: ContentSource;
  /** Absolute origin for links in structured data. */
  origin: string;
  /** The page parameters the route declared, parsed (see ./query.ts). */
  query: PageQuery;
}

/** What a page route produces: its head texts and its body. */
export interface PageOutput {
  title: string;
  description: string;
  keywords: string;
  body: ReactNode;
  ogType?: "website" | "article";
  /** When the body is another language's content (English fallback), the canonical points there. */
  canonicalLocale?: Locale;
  /** The languages the page is written in, when not all 25 (articles). */
  locales?: readonly Locale[];
  noindex?: boolean;
  /**
   * The page this one stands in for, when not its own address: its canonical link, language
   * links and navigation point there (the /ip shell the service worker keeps, see routes/ip-shell.tsx).
   */
  standsFor?: string;
  /** A platform fixed by the page rather than read from the visitor's browser (the /ip shell: nothing of the visitor). */
  platform?: Platform;
  headers?: Record<string, string>;
  /** Structured data beyond the breadcrumbs every inner page gets. */
  jsonLd?: Record<string, unknown>[];
  /** Open Graph image of the page type (a PNG under /og/). */
  image?: "default" | "blog" | "help" | "product";
}

/** A page: its path pattern (Hono syntax, unprefixed) and how to render it; a missing page throws (page-kit's notFound). */
export interface PageRoute {
  path: string;
  render(ctx: PageContext): Promise<PageOutput | Response>;
  /**
   * Whether the edge may keep the rendered page (see worker/render/page-cache.ts): yes by
   * default, per visitor platform; "by-continent" when the page also depends on where the
   * visitor is; false for a page that differs for every visitor.
   */
  edgeCache?: false | "by-continent";
  /**
   * False for a page the sitemap must not list in every language: search results (noindex), and
   * the legal pages, which the sitemap lists as articles in the languages they are written in.
   */
  sitemap?: false;
  /** Query parameters the page reads; others are ignored and never reach its cache key. */
  params?: readonly PageParam[];
}

/** Per-page search-engine texts. */
export interface PageMeta {
  title: MessageDescriptor;
  description: MessageDescriptor;
  keywords: MessageDescriptor;
}
