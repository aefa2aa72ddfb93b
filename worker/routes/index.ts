import type { PageRoute } from "../render/page-types";
import { MARKETING_ROUTES } from "./marketing";
import { SERVERS_ROUTES } from "./servers";
import { IP_ROUTES } from "./ip";
import { LEGAL_ROUTES } from "./legal";
import { HELP_ROUTES } from "./help";
import { BLOG_ROUTES } from "./blog";
import { OFFLINE_ROUTES } from "./offline";

/**
 * Every page of the site, as unprefixed paths (each also exists under the 24 language prefixes),
 * by area. The app registers these, the sitemap lists the ones without parameters that are the
 * same in every language, and the tests derive their lists from here.
 */
export const PAGE_ROUTES: PageRoute[] = [
  ...MARKETING_ROUTES,
  ...SERVERS_ROUTES,
  ...IP_ROUTES,
  ...LEGAL_ROUTES,
  ...HELP_ROUTES,
  ...BLOG_ROUTES,
  ...OFFLINE_ROUTES,
];

/** Pages the sitemap lists in every language: no parameter, indexable, not an article. */
export const STATIC_PATHS: string[] = PAGE_ROUTES.filter((r) => !r.path.includes(":") && r.sitemap !== false).map((r) => r.path);
