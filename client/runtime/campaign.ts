import type { ApiClient } from "../api-client";

/** Query parameters that mark a visit as coming from a campaign. */
const CAMPAIGN_PARAMS = ["utm_term", "utm_source", "gclid", "keyword"] as const;
const MAX_URL = 2048;

/** The address to report when it carries a non-empty campaign parameter, else null. */
export function campaignUrl(href: string): string | null {
  const url = new URL(href);
  const tagged = CAMPAIGN_PARAMS.some((p) => (url.searchParams.get(p) ?? "").trim() !== "");
  return tagged && href.length <= MAX_URL ? href : null;
}

/**
 * On the first page load only: tells the API that a campaign brought this visit.
 * The answer does not matter to the visitor, so a failure is ignored.
 */
export function reportCampaignLanding(api: ApiClient, href: string): void {
  const url = campaignUrl(href);
  if (url) api.campaignLanding({ url }).catch(() => {});
}
