import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";
import { I18nProvider } from "@lingui/react";
import { LOCALES } from "../../common/locales";
import type { DownloadList } from "../../common/schemas/api";
import { getI18n } from "../../worker/i18n/instances";
import { PageContext, type PageInfo } from "../../worker/ui/components/PageContext";
import HomePage from "../../worker/ui/pages/HomePage";
import Layout from "../../worker/ui/components/Layout";
import { homeParts } from "../../worker/render/home-parts";
import { layoutParts } from "../../worker/render/layout-parts";
import { request } from "./helpers";

// Parts of pages the same for every visitor in a language are rendered once per isolate and
// inserted as markup (worker/render/prerendered.tsx). A visitor must get exactly what React
// renders live, in every language, so these compare the two byte for byte.

const DOWNLOADS: DownloadList = {
  windows: { download_url: "https://example.com/w.exe", version: "5.2.1", min_os: "Windows 10" },
  android: { download_url: "https://example.com/a.apk", version: "4.8.0", min_os: "Android 8" },
  ios: { download_url: "https://example.com/i", version: "4.7.2", min_os: "iOS 15" },
};

function render(page: PageInfo, node: ReactNode): string {
  return renderToString(
    <I18nProvider i18n={getI18n(page.locale)}>
      <PageContext value={page}>{node}</PageContext>
    </I18nProvider>,
  );
}

describe("the home page's sections rendered ahead", () => {
  for (const locale of LOCALES) {
    it(`are the live sections in ${locale}`, () => {
      const page = { locale, path: "/", platform: "android" as const };
      const live = render(page, <HomePage downloads={DOWNLOADS} />);
      expect(live).toContain('id="compare-title"');
      expect(render(page, <HomePage downloads={DOWNLOADS} parts={homeParts(getI18n(locale), locale)} />)).toBe(live);
    });
  }

  it("are kept per language: German after English is German", () => {
    const english = homeParts(getI18n("en"), "en").compare.__html;
    const german = homeParts(getI18n("de"), "de").compare.__html;
    expect(german).not.toBe(english);
    expect(german).toBe(homeParts(getI18n("de"), "de").compare.__html);
  });
});

// Pages in every kind of place: the home page, a navigation link's own page, a page under one,
// a page in no menu, an article in a few languages only, a path with characters React escapes,
// and error pages (nothing marked current).
const PLACES: PageInfo[] = [
  { locale: "en", path: "/", platform: "windows" },
  { locale: "ar", path: "/", platform: "ios" },
  { locale: "de", path: "/servers", platform: "windows" },
  { locale: "ja", path: "/ip", platform: "android" },
  { locale: "en", path: "/privacy", platform: "windows" },
  { locale: "fr", path: "/help/faq", platform: "windows" },
  { locale: "th", path: "/help/detail/install-windows", platform: "windows", locales: ["en", "fr", "th"] },
  { locale: "vn", path: "/blog/public-wifi-safety", platform: "windows" },
  { locale: "en", path: "/a'b&c=%22", platform: "windows", error: true },
  { locale: "zh", path: "/ip", platform: "windows", error: true },
  { locale: "in", path: "/", platform: "windows", error: true },
];

describe("the page frame's parts rendered ahead", () => {
  for (const page of PLACES) {
    it(`are the live header and footer in ${page.locale} on ${page.path}${page.error ? " (an error page)" : ""}`, () => {
      const live = render(page, <Layout>main</Layout>);
      expect(live).toContain('class="lang-switcher"');
      expect(render(page, <Layout parts={layoutParts(getI18n(page.locale), page)}>main</Layout>)).toBe(live);
    });
  }

  it("marks the page's own links as the current page", () => {
    const { header, footer } = layoutParts(getI18n("en"), { locale: "en", path: "/privacy", platform: "windows" });
    expect(footer.__html).toMatch(/<a href="\/privacy" aria-current="page"/);
    expect(header.languages.__html).toContain('href="/de/privacy?');
    const error = layoutParts(getI18n("en"), { locale: "en", path: "/privacy", platform: "windows", error: true });
    expect(error.footer.__html).not.toContain('aria-current="page"');
  });
});

describe("pages with parts rendered ahead", () => {
  it("serve the home page with its comparison and footer in the visitor's language", async () => {
    const res = await request("/de");
    const html = await res.text();
    expect(html).toContain(homeParts(getI18n("de"), "de").compare.__html);
    expect(html).toContain(layoutParts(getI18n("de"), { locale: "de", path: "/", platform: "windows" }).footer.__html);
    expect(html).toMatch(/<section class="section " id="compare" aria-labelledby="compare-title"><div class="container">/);
  });
});
