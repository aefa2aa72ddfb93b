import type { I18n } from "@lingui/core";
import type { Locale } from "../../common/locales";
import Footer, { footerYear } from "../ui/components/Footer";
import type { LayoutParts } from "../ui/components/Layout";
import type { PageInfo } from "../ui/components/PageContext";
import { headerParts } from "./header-parts";
import { FOOTER_GROUPS } from "../ui/components/site-links";
import { languageOnly, prerenderedInner } from "./prerendered";
import type { Markup } from "../ui/components/markup";

// The pages the footer links to (the brand to "/"; a link with a query or hash is never marked current).
const FOOTER_PAGES = new Set([
  "/",
  ...FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.to)).filter((to) => !/[?#]/.test(to)),
]);

/**
 * The footer's content in this language, rendered once per isolate for each of its few
 * variants: the year, and which of its links is the page's own (marked aria-current), if any.
 * The key holds one of the footer's own paths or none, never the page's path itself.
 */
function footerMarkup(i18n: I18n, locale: Locale, path: string, error: boolean): Markup {
  const own = !error && FOOTER_PAGES.has(path) ? path : "";
  const year = footerYear();
  // An error page marks nothing; a page that is none of the footer's marks nothing either.
  return prerenderedInner(`footer ${year} ${own}`, i18n, languageOnly(locale, { path: own || "/", error: !own }), () => <Footer />);
}

/** The page frame's parts rendered ahead: the header's and the footer's (see each). */
export function layoutParts(i18n: I18n, page: PageInfo): LayoutParts {
  return { header: headerParts(i18n, page), footer: footerMarkup(i18n, page.locale, page.path, Boolean(page.error)) };
}
