import type { Context } from "hono";
import { msg } from "@lingui/core/macro";
import type { AppEnv } from "../app-env";
import { getI18n } from "../i18n/instances";
import { localeFromPath, localePath } from "../../common/locales";
import { platformFromHeaders } from "../../common/platforms";
import { buildHead } from "../seo/head";
import { log } from "../log";
import ErrorPage from "../ui/pages/ErrorPage";
import { streamPage } from "./stream";
import { requestUrl } from "../request-url";
import type { ArticleSummary } from "../../common/schemas/api";
import type { Locale } from "../../common/locales";

/** How many popular help articles the error page offers. */
const POPULAR_ON_ERROR = 5;

/**
 * The help centre's popular articles in the page's language, for the error page to lead on
 * with; none when the content cannot be read (it may be what failed), as the page stands alone.
 */
async function popularHelp(c: Context<AppEnv>, locale: Locale): Promise<ArticleSummary[]> {
  const content = c.var.content;
  if (!content) return [];
  try {
    const list = await content.listArticles({
      type: "help",
      lang: locale,
      popular: true,
      body: false,
      page: 1,
      page_size: POPULAR_ON_ERROR,
    });
    return list.items;
  } catch (error) {
    log("warn", "error page without popular articles", { requestId: c.var.requestId, error });
    return [];
  }
}

/** The error page component; a test may hand in one that fails, to reach the static fallback. */
export type ErrorPageComponent = typeof ErrorPage;

/** Last resort: plain HTML with no React, no catalog lookups that could fail again. */
function staticErrorPage(status: number, text: string, back: string, home: string): Response {
  // Only catalog texts and a path built from the locale allowlist go in: nothing from the request.
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status}</title></head><body><h1>${text}</h1><p><a href="${home}">${back}</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * The localized error page with its status, in the language of the path; a minimal static page
 * if even that fails. An error page is about no page: its language links lead to each
 * language's home, it names no canonical and no other versions, and the address asked for is
 * never echoed. It leads on: home, the help search, and a few popular help articles.
 */
export async function errorPage(
  c: Context<AppEnv>,
  status: number,
  message?: string,
  Page: ErrorPageComponent = ErrorPage,
): Promise<Response> {
  const locale = c.var.locale ?? localeFromPath(requestUrl(c).pathname);
  const i18n = getI18n(locale);
  // An error raised before the locale middleware (an odd path) still gets a page in its language.
  c.set("locale", locale);
  c.set("i18n", i18n);
  const path = "/";
  try {
    const title = status === 404 ? i18n._(msg`This page could not be found`) : i18n._(msg`Something went wrong`);
    const head = buildHead({
      origin: c.var.origin ?? requestUrl(c).origin,
      locale,
      path,
      title,
      description: title,
      keywords: "",
      noindex: true,
      locales: [],
    });
    // A 5xx may be the content failing: asking it again would only make the visitor wait longer.
    const popular = status < 500 ? await popularHelp(c, locale) : [];
    return await streamPage(c, {
      head,
      body: <Page status={status} message={message} popular={popular} />,
      path,
      platform: platformFromHeaders(c.req.raw.headers),
      status,
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    log("error", "error page failed", { requestId: c.var.requestId, status, error });
    return staticErrorPage(
      status,
      i18n._(msg`An error occurred while showing the error page`),
      i18n._(msg`Go back to home`),
      localePath(locale, "/"),
    );
  }
}
