import { describe, expect, it } from "vitest";
import { LOCALES, PREFIXED_LOCALES, dir, htmlLang, localePath } from "../../common/locales";
import { request, select, textOf } from "./helpers";

/** Every page route, with an example id where the route takes one. */
const PAGES = [
  "/",
  "/blog",
  "/blog/public-wifi-safety",
  "/free",
  "/gaming",
  "/help",
  "/help/faq",
  "/help/issues",
  "/help/message",
  "/help/search",
  "/help/detail",
  "/help/detail/install-windows",
  "/introduce",
  "/ip",
  "/privacy",
  "/services",
  "/servers",
  "/sport",
  "/stream",
  "/product/android",
  "/product/ios",
  "/product/windows",
];

async function page(path: string) {
  // A cookie for the page's own language keeps "/" from redirecting.
  const res = await request(path, { headers: { Cookie: "i18n_redirected=en" } });
  const html = await res.text();
  return { res, html };
}

describe("every route in every locale", () => {
  const englishTitles = new Map<string, string>();
  const englishDescriptions = new Map<string, string>();

  for (const path of PAGES) {
    it(`${path} renders in all 25 languages with its own title and heading`, async () => {
      for (const locale of LOCALES) {
        const url = localePath(locale, path);
        const { res, html } = await page(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
        const [root] = await select(html, "html");
        expect(root?.attrs.lang, url).toBe(htmlLang(locale));
        expect(root?.attrs.dir, url).toBe(dir(locale));
        const title = await textOf(html, "title");
        const h1 = await textOf(html, "main h1");
        const description = (await select(html, 'meta[name="description"]'))[0]?.attrs.content;
        expect(title, url).toBeTruthy();
        expect(h1, url).toBeTruthy();
        expect(description, url).toBeTruthy();
        expect(html.trimEnd().endsWith("</html>"), url).toBe(true);
        if (locale === "en") {
          englishTitles.set(path, title!);
          englishDescriptions.set(path, description!);
        } else if (!path.startsWith("/blog/") && !path.startsWith("/help/detail/") && path !== "/privacy" && path !== "/services") {
          // UI pages are translated in every locale (articles may fall back to English).
          expect(title, `${url} title is still in English`).not.toBe(englishTitles.get(path));
          expect(description, `${url} description is still in English`).not.toBe(englishDescriptions.get(path));
        }
      }
    });
  }

  it("has a language switcher linking to the same page in all 25 languages", async () => {
    const { html } = await page("/de/help/faq");
    const links = await select(html, ".lang-switcher a");
    // Every language once, in the order of their own names (LanguageSwitcher.tsx).
    expect(links.map((l) => l.attrs["data-locale"]).sort()).toEqual([...LOCALES].sort());
    expect(links.slice(0, 3).map((l) => l.text)).toEqual(["Bahasa Indonesia", "Bahasa Melayu", "Basa Jawa"]);
    expect(links.find((l) => l.attrs["data-locale"] === "ar")?.attrs.href).toBe("/ar/help/faq?set_lang=ar");
    expect(links.find((l) => l.attrs["data-locale"] === "en")?.attrs.href).toBe("/help/faq?set_lang=en");
    expect(links.find((l) => l.attrs["aria-current"] === "true")?.attrs["data-locale"]).toBe("de");
    expect(links.find((l) => l.attrs["data-locale"] === "ja")?.text).toBe("日本語");
  });

  it("points every navigation link at the current language", async () => {
    for (const locale of PREFIXED_LOCALES) {
      const { html } = await page(`/${locale}/servers`);
      const hrefs = (await select(html, "header nav a, footer a")).map((a) => a.attrs.href ?? "");
      expect(hrefs.length).toBeGreaterThan(15);
      for (const href of hrefs)
        expect(href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}#`), href).toBe(true);
    }
  });

  it("has the header and footer links the existing site has", async () => {
    const { html } = await page("/");
    const nav = (await select(html, "header nav a, header nav summary, .get-now")).map((a) => a.text);
    for (const label of [
      "Home",
      "What is VPN",
      "Blog",
      "Servers",
      "Product",
      "Windows",
      "iOS",
      "Android",
      "Help",
      "Get Now",
      "Resources",
    ]) {
      expect(nav).toContain(label);
    }
    const footer = (await select(html, "footer a")).map((a) => a.text);
    for (const label of [
      "About Us",
      "Terms of Service",
      "Privacy policy",
      "FAQ",
      "Contact Us",
      "What's My IP",
      "Learn More",
      "VPN for Gaming",
      "Best Streaming VPN",
      "VPN Stream Sports",
    ]) {
      // A link may add words for screen readers after its visible label.
      expect(
        footer.some((text) => text === label || text.startsWith(`${label}: `)),
        label,
      ).toBe(true);
    }
  });

  it("sends Get Now to the visitor's platform", async () => {
    const ios = await request("/", {
      headers: {
        Cookie: "i18n_redirected=en",
        "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      },
    });
    expect((await select(await ios.text(), ".get-now"))[0]?.attrs.href).toBe("/product/ios");
    const android = await request("/es", { headers: { "Sec-CH-UA-Platform": '"Android"' } });
    expect((await select(await android.text(), ".get-now"))[0]?.attrs.href).toBe("/es/product/android");
  });

  it("answers HEAD on every page without a body", async () => {
    for (const path of ["/", "/de/blog", "/ar/help/faq", "/ip"]) {
      const res = await request(path, { method: "HEAD", headers: { Cookie: "i18n_redirected=en" } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type"), path).toContain("text/");
      expect(await res.text(), path).toBe("");
    }
  });

  it("keeps concurrent requests in different languages apart", async () => {
    const locales = Array.from({ length: 40 }, (_, i) => LOCALES[i % LOCALES.length]!);
    const pages = await Promise.all(locales.map((l) => page(localePath(l, "/gaming"))));
    const titles = await Promise.all(pages.map((p) => textOf(p.html, "title")));
    const langs = await Promise.all(pages.map(async (p) => (await select(p.html, "html"))[0]?.attrs.lang));
    locales.forEach((locale, i) => {
      expect(langs[i]).toBe(htmlLang(locale));
      expect(titles[i]).toBe(titles[locales.indexOf(locale)]);
    });
    expect(new Set(titles).size).toBe(LOCALES.length);
  });
});
