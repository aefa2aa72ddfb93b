import type { I18n } from "@lingui/core";
import type { Locale } from "../../common/locales";
import type { Platform } from "../../common/platforms";
import { AppScreenDrawing } from "../ui/components/AppScreen";
import { PageContext } from "../ui/components/PageContext";
import { staticMarkup } from "./static-markup";
import type { Markup } from "../ui/components/markup";

// The app drawing's markup per language and platform (25 × 3 at most): the same for every
// visit, so React renders its some 150 elements once per isolate, not on every uncached home
// and product page (they were a third of the home page's render).
const drawings = new Map<string, Markup>();

/**
 * The content of the home and product pages' app drawing (client/components/AppScreen.tsx) in
 * this language and platform, rendered once with the language's catalog and kept.
 */
export function appDrawing(i18n: I18n, locale: Locale, platform: Platform): Markup {
  const key = `${locale} ${platform}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = staticMarkup(
      i18n,
      <PageContext.Provider value={{ locale, path: "/", platform }}>
        <AppScreenDrawing platform={platform} />
      </PageContext.Provider>,
    );
    drawings.set(key, drawing);
  }
  return drawing;
}
