import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server.edge";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "../../common/locales";
import type { Platform } from "../../common/platforms";
import { getI18n } from "../../worker/i18n/instances";
import { PageContext } from "../../worker/ui/components/PageContext";
import AppScreen from "../../worker/ui/components/AppScreen";
import { request } from "./helpers";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** The app drawing as React draws it live, in that language and platform. */
function live(locale: Locale, platform: Platform): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={getI18n(locale)}>
      <PageContext value={{ locale, path: "/", platform }}>
        <AppScreen platform={platform} />
      </PageContext>
    </I18nProvider>,
  );
}

/** The app drawing in a page's HTML, without React's text separators. */
async function served(path: string, userAgent?: string): Promise<string> {
  const res = await request(path, userAgent ? { headers: { "User-Agent": userAgent } } : {});
  expect(res.status).toBe(200);
  const html = await res.text();
  const drawing = /<svg class="app-screen [\s\S]*?<\/svg>(?=\s*<\/div>)/.exec(html)?.[0];
  expect(drawing, `no app drawing on ${path}`).toBeDefined();
  return drawing!.replaceAll("<!-- -->", "");
}

// The home and product pages insert the drawing rendered once per language and platform
// (worker/render/app-drawing.tsx): what a visitor gets must be what React draws live.
describe("the app drawing rendered ahead", () => {
  it("is the live drawing on the home page, in the visitor's platform (Windows, English)", async () => {
    expect(await served("/")).toBe(live("en", "windows"));
  });

  it("is the live drawing on the Arabic home page for an iPhone, mirrored and in Arabic", async () => {
    const drawing = await served("/ar", IPHONE_UA);
    expect(drawing).toContain('direction="rtl"');
    expect(drawing).toBe(live("ar", "ios"));
  });

  it("is the live drawing on a product page, whatever the visitor's own platform (Android, Japanese)", async () => {
    expect(await served("/ja/product/android", IPHONE_UA)).toBe(live("ja", "android"));
  });

  it("is kept per language: German after English shows German words", async () => {
    await served("/product/windows");
    const german = await served("/de/product/windows");
    expect(german).toBe(live("de", "windows"));
    expect(german).not.toBe(live("en", "windows"));
  });
});
