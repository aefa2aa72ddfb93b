import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { ArticleFeedback, CampaignLanding, DownloadClick } from "../../common/schemas/api";
import { AppError } from "../errors";
import { connectionCheckConfig } from "../public-config";
import { requestUrl } from "../request-url";
import { campaignLanding } from "../../common/campaign";

/** The origins this site answers on: SITE_URL, the request's own, and the connection check's single-family ones. */
export function siteOrigins(c: Context<AppEnv>): Set<string> {
  const { ipv4Origin, ipv6Origin } = connectionCheckConfig(c.env);
  return new Set([requestUrl(c).origin, c.var.origin, ipv4Origin, ipv6Origin].filter((o): o is string => !!o));
}

/**
 * A page of this site, as its path alone: `/de/product/windows`, or one of the site's own URLs
 * reduced to that. The query and the fragment are dropped (they can hold what a visitor typed).
 * Anything else (another site, `javascript:`, `//host`) is null.
 */
function sitePage(value: string, origins: Set<string>): string | null {
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed)) {
    const url = new URL(trimmed, "https://site.invalid");
    return url.origin === "https://site.invalid" ? url.pathname.slice(0, 512) : null;
  }
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return origins.has(url.origin) ? url.pathname.slice(0, 512) : null;
}

/** A download click: the page must be this site's, and only its path is kept; a missing version is the current one. */
export async function checkDownloadClick(c: Context<AppEnv>, click: DownloadClick): Promise<DownloadClick> {
  const checked: DownloadClick = { platform: click.platform };
  if (click.page !== undefined && click.page !== "") {
    const page = sitePage(click.page, siteOrigins(c));
    if (page === null) throw new AppError("invalid_request", "page: must be a page of this site");
    checked.page = page;
  }
  if (click.version) checked.version = click.version;
  else {
    // Best effort: the click is worth keeping even when the download list cannot be read.
    const current = await c.var.content
      .downloads()
      .then((list) => list[click.platform]?.version)
      .catch(() => undefined);
    if (current) checked.version = current;
  }
  return checked;
}

/**
 * A campaign landing: the address must be one of this site's own pages, and is kept reduced to
 * its path and campaign parameters (common/campaign.ts), whatever the browser sent. One with no
 * campaign parameter, or only a search page's own `keyword`, is not a landing and is refused.
 */
export function checkCampaignLanding(c: Context<AppEnv>, landing: CampaignLanding): CampaignLanding {
  const url = new URL(landing.url);
  if (!siteOrigins(c).has(url.origin)) throw new AppError("invalid_request", "url: must be an address of this site");
  const reduced = campaignLanding(url.href);
  if (reduced === null)
    throw new AppError("invalid_request", "url: carries no campaign parameter (utm_term, utm_source, gclid or keyword)");
  return { url: reduced };
}

/** Feedback on a help article: the article must exist. */
export async function checkFeedback(c: Context<AppEnv>, feedback: ArticleFeedback): Promise<ArticleFeedback> {
  const info = await c.var.content.articleInfo({ type: "help", id: feedback.id, lang: feedback.lang });
  if (!info) throw new AppError("invalid_request", "id: no help article has that id");
  return { id: feedback.id, lang: feedback.lang, helpful: feedback.helpful };
}
