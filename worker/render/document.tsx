import type { ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { msg } from "@lingui/core/macro";
import { localePath } from "../../common/locales";
import type { HeadData } from "../seo/head";
import type { Locale } from "../../common/locales";
import type { Platform } from "../../common/platforms";
import { PageContext } from "../ui/components/PageContext";
import type { ApiConfig } from "../../client/api-client";
import Layout, { type LayoutParts } from "../ui/components/Layout";
import type { Markup } from "../ui/components/markup";

interface Props {
  head: HeadData;
  nonce: string;
  i18n: I18n;
  locale: Locale;
  path: string;
  platform: Platform;
  /** An error page: no navigation item is marked current. */
  error?: boolean;
  /** Public API configuration for the browser (see worker/public-config.ts). */
  apiConfig: ApiConfig;
  /** The header's and footer's parts rendered ahead (./layout-parts.tsx). */
  parts?: LayoutParts;
  children: ReactNode;
}

/**
 * Fixed, same-site paths of the browser runtime and the stylesheet. The runtime takes no
 * query string: its chunks import it back by its plain URL, and a second URL would
 * instantiate it twice. It is revalidated on every load instead (see public/_headers).
 */
const RUNTIME_SRC = "/app.js";
const STYLESHEET_HREF = `/app.css?v=${__BUILD_ID__}`;

/** JSON-LD as script content: JSON.stringify output with every "<" escaped cannot close the script element. */
const scriptJson = (data: unknown) => ({ __html: JSON.stringify(data).replaceAll("<", "\\u003c") });

/** The whole HTML document, rendered on the server only. */
export function Document({ head, nonce, i18n, locale, path, platform, error, apiConfig, parts, children }: Props) {
  return (
    <html lang={head.lang} dir={head.dir} data-locale={locale}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the head's elements as React renders them (headMarkup) */}
      <head dangerouslySetInnerHTML={headMarkup({ head, nonce, i18n, locale, apiConfig })} />
      <body>
        <I18nProvider i18n={i18n}>
          <PageContext value={{ locale, path, platform, locales: head.locales, error }}>
            <Layout parts={parts}>{children}</Layout>
          </PageContext>
        </I18nProvider>
      </body>
    </html>
  );
}

/**
 * The head's elements, rendered by React's string renderer for `<head>`'s content. React's edge
 * stream turns every text and attribute into a chunk of its own (a TextEncoder call each); for the
 * head's 80-odd elements (26 hreflang links, 24 `og:locale:alternate`) that cost the home page a
 * seventh of its render CPU, while `renderToString` builds one string and gives the same markup: React
 * hoists and orders head elements the same way in both (docs/decisions/013). The head never
 * suspends and never hydrates, so nothing of streaming is lost.
 */
export function headMarkup(props: HeadProps): Markup {
  return { __html: renderToString(<HeadTags {...props} />) };
}

export type HeadProps = Pick<Props, "head" | "nonce" | "i18n" | "locale" | "apiConfig">;

/** The document head's elements; React hoists the charset, viewport and async runtime script first. */
export function HeadTags({ head, nonce, i18n, locale, apiConfig }: HeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="format-detection" content="telephone=no" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <link rel="alternate" type="application/rss+xml" title={i18n._(msg`Quietway blog`)} href={localePath(locale, "/blog/feed.xml")} />
      {head.jsonLd.map((data, i) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (scriptJson)
        <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={scriptJson(data)} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#0f5c4d" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#0b1f1b" media="(prefers-color-scheme: dark)" />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:image" content={head.image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={head.ogLocale} />
      {head.ogLocaleAlternates.map((l) => (
        <meta key={l} property="og:locale:alternate" content={l} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image} />
      {(apiConfig.browserBaseUrl || apiConfig.baseUrl) && <meta name="api-config" content={JSON.stringify(apiConfig)} />}
      <link rel="stylesheet" href={STYLESHEET_HREF} />
      <script type="module" src={RUNTIME_SRC} nonce={nonce} async />
    </>
  );
}
