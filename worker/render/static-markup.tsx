import type { ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Markup } from "../ui/components/markup";

/**
 * The HTML of a part of a page that is the same on every visit in a language, rendered once
 * with that language's catalog, for the page to insert as is (`dangerouslySetInnerHTML`):
 * React escapes it here as it would in the page. Only for parts that read no page context
 * (path, platform) and hold no island; the caller keeps the result per language.
 */
export function staticMarkup(i18n: I18n, node: ReactNode): Markup {
  return { __html: renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>) };
}
