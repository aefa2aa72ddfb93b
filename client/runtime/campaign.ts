import type { ApiClient } from "../api-client";
import { campaignLanding } from "../../common/campaign";

/**
 * On the first page load only: tells the API that a campaign brought this visit. Only the
 * page's path and its campaign parameters are sent (common/campaign.ts), never the rest of the
 * address; a search page's own `keyword` is a search and is not sent on its own. The answer
 * does not matter to the visitor, so a failure is ignored.
 */
export function reportCampaignLanding(api: ApiClient, href: string): void {
  const url = campaignLanding(href);
  if (url) api.campaignLanding({ url }).catch(() => {}); // Ignored, as said above: the visit goes on.
}
