import type { ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import type { Locale } from "../../common/locales";
import { PageContext, type PageInfo } from "../ui/components/PageContext";
import type { Markup } from "../ui/components/markup";

// Per isolate: one entry per part and language (a few dozen parts × 25 languages at most).
const kept = new Map<string, Markup>();

/**
 * The HTML of a part of a page that is the same on every visit in a language (and the build),
 * rendered once per isolate with that language's catalog and kept, for the page to insert as
 * the content of its host element. React's edge build turns every text and attribute of a
 * rendered tree into a chunk of its own (a TextEncoder call each), which made these parts most
 * of an uncached page's render CPU; inserted, each is one chunk (docs/decisions/012).
 *
 * `renderToString`, not `renderToStaticMarkup`: it separates adjacent texts with `<!-- -->` as
 * the page's streamed render does, so the page's HTML is byte for byte what rendering the part
 * in place gives (tests/integration/prerendered.test.tsx). `key` names the part and everything
 * it depends on besides the language; it never holds anything of the visitor or the request.
 * The part reads only the language's catalog and `page` (fixed by the key): no path-dependent
 * link state, no island, no `useId`.
 */
function prerendered(key: string, i18n: I18n, page: PageInfo, render: () => ReactNode): Markup {
  const id = `${key} ${page.locale}`;
  let markup = kept.get(id);
  if (!markup) {
    markup = {
      __html: renderToString(
        <I18nProvider i18n={i18n}>
          <PageContext value={page}>{render()}</PageContext>
        </I18nProvider>,
      ),
    };
    kept.set(id, markup);
  }
  return markup;
}

/**
 * The content of the one element `render` renders (its markup without the element's own tags),
 * for a component that takes it back as its element's content (Section's `inner`), kept as
 * `prerendered` keeps it. React escapes every ">" in attribute values, so the start tag ends at the first one.
 */
export function prerenderedInner(key: string, i18n: I18n, page: PageInfo, render: () => ReactNode): Markup {
  const id = `${key} ${page.locale}`;
  let markup = inners.get(id);
  if (!markup) {
    const { __html: html } = prerendered(key, i18n, page, render);
    const close = html.lastIndexOf("</");
    if (!html.startsWith("<") || close < 0) throw new Error(`prerendered part ${key} is not one element`);
    markup = { __html: html.slice(html.indexOf(">") + 1, close) };
    inners.set(id, markup);
    kept.delete(id);
  }
  return markup;
}

const inners = new Map<string, Markup>();

/** A page's context for a part that does not depend on the path: the home page's, in `locale`. */
export function languageOnly(locale: Locale, extra: Partial<PageInfo> = {}): PageInfo {
  return { locale, path: "/", platform: "windows", ...extra };
}
