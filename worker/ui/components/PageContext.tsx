import { createContext, useContext } from "react";
import type { Locale } from "../../../common/locales";
import type { Platform } from "../../../common/platforms";

/** Where the page is: its locale, its unprefixed path, the visitor's platform, and whether it is an error page. */
export interface PageInfo {
  locale: Locale;
  path: string;
  platform: Platform;
  /** The languages this page is written in (all 25 but for articles not yet translated). */
  locales?: readonly Locale[];
  /** An error page: it stands for no page of the site, so nothing in the navigation is current. */
  error?: boolean;
}

export const PageContext = createContext<PageInfo>({ locale: "en", path: "/", platform: "windows" });

/** The current page's locale, path and platform. */
export function usePage(): PageInfo {
  return useContext(PageContext);
}
