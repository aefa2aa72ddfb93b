import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { select, textOf, request } from "./helpers";

const en = { headers: { Cookie: "i18n_redirected=en" } };

describe("document head", () => {
  it("carries canonical, 25 alternates and x-default, with vn as vi and in as hi", async () => {
    const html = await (await request("/vn/help/faq")).text();
    const canonical = (await select(html, 'link[rel="canonical"]'))[0]?.attrs.href;
    expect(canonical).toBe("http://localhost/vn/help/faq");
    const alternates = await select(html, 'link[rel="alternate"][hreflang]');
    expect(alternates).toHaveLength(26);
    const byLang = Object.fromEntries(alternates.map((a) => [a.attrs.hreflang, a.attrs.href]));
    expect(byLang.vi).toBe("http://localhost/vn/help/faq");
    expect(byLang.hi).toBe("http://localhost/in/help/faq");
    expect(byLang.en).toBe("http://localhost/help/faq");
    expect(byLang["x-default"]).toBe("http://localhost/help/faq");
    expect(byLang.vn).toBeUndefined();
    expect((await select(html, "html"))[0]?.attrs.lang).toBe("vi");
  });

  it("names og:locale as language_TERRITORY, with the page's other languages as alternates", async () => {
    const og = async (path: string, init?: RequestInit) => {
      const html = await (await request(path, init)).text();
      return {
        locale: (await select(html, 'meta[property="og:locale"]')).map((m) => m.attrs.content),
        alternates: (await select(html, 'meta[property="og:locale:alternate"]')).map((m) => m.attrs.content),
      };
    };
    const de = await og("/de/help/faq");
    expect(de.locale).toEqual(["de_DE"]);
    expect(de.alternates).toHaveLength(24);
    expect(de.alternates).not.toContain("de_DE");
    // The site's own codes become real language tags; Portuguese is written for Brazil.
    expect(de.alternates).toEqual(expect.arrayContaining(["en_GB", "vi_VN", "hi_IN", "pt_BR", "zh_CN", "jv_ID", "ms_MY", "ar_AR"]));
    for (const tag of de.alternates) expect(tag).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect((await og("/vn/help/faq")).locale).toEqual(["vi_VN"]);
    expect((await og("/in/help/faq")).locale).toEqual(["hi_IN"]);
    expect((await og("/pt/help/faq")).locale).toEqual(["pt_BR"]);
    expect((await og("/help/faq", en)).locale).toEqual(["en_GB"]);
  });

  it("uses SITE_URL for absolute links when it is set", async () => {
    const app = createApp();
    const res = await app.request(
      "/de/gaming",
      { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } },
      { ...env, SITE_URL: "https://www.quietway.example/" },
    );
    const html = await res.text();
    expect((await select(html, 'link[rel="canonical"]'))[0]?.attrs.href).toBe("https://www.quietway.example/de/gaming");
    // The page-type images carry English words: other languages get the wordless mark.
    expect((await select(html, 'meta[property="og:image"]'))[0]?.attrs.content).toBe("https://www.quietway.example/og/mark.png");
    const en = await (
      await app.request(
        "/blog",
        { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } },
        { ...env, SITE_URL: "https://www.quietway.example/" },
      )
    ).text();
    expect((await select(en, 'meta[property="og:image"]'))[0]?.attrs.content).toBe("https://www.quietway.example/og/blog.png");
  });

  it("has viewport, phone-number detection off, favicons, theme colour and social tags", async () => {
    const html = await (await request("/free", en)).text();
    const meta = async (sel: string) => (await select(html, sel))[0]?.attrs.content;
    expect(await meta('meta[name="viewport"]')).toBe("width=device-width, initial-scale=1");
    expect(await meta('meta[name="format-detection"]')).toBe("telephone=no");
    expect(await meta('meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/);
    expect(await meta('meta[name="keywords"]')).toContain("free VPN");
    expect(await meta('meta[property="og:title"]')).toBe(await textOf(html, "title"));
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    const icons = await select(html, 'link[rel="icon"]');
    expect(icons.map((i) => i.attrs.type)).toEqual(["image/svg+xml", "image/png"]);
    expect(await textOf(html, "title")).toBe("Free VPN: 100+ servers in 6 countries | Quietway VPN");
  });

  it("loads the browser runtime from one fixed same-site path with the response's nonce", async () => {
    const res = await request("/gaming");
    const html = await res.text();
    const scripts = await select(html, "script[src]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attrs.src).toBe("/app.js");
    expect(scripts[0]?.attrs.type).toBe("module");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(scripts[0]?.attrs.nonce).toBe(nonce);
  });

  it("renders the skip link, landmarks and a single h1", async () => {
    const html = await (await request("/ar/servers")).text();
    expect((await select(html, "a.skip-link"))[0]?.attrs.href).toBe("#main");
    expect(await select(html, "header")).toHaveLength(1);
    expect(await select(html, "main#main")).toHaveLength(1);
    expect(await select(html, "footer")).toHaveLength(1);
    expect(await select(html, "h1")).toHaveLength(1);
  });

  it("marks islands with their name and JSON props", async () => {
    const html = await (await request("/help/search?q=wifi")).text();
    const [island] = await select(html, "[data-island]");
    expect(island?.attrs["data-island"]).toBe("SearchBox");
    expect(JSON.parse(island?.attrs["data-props"] ?? "")).toMatchObject({ action: "/help/search", query: "wifi" });
  });

  it("escapes what the visitor typed wherever it is shown", async () => {
    const q = `"><script>alert(1)</script>`;
    const html = await (await request(`/help/search?q=${encodeURIComponent(q)}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const [island] = await select(html, "[data-island]");
    expect(JSON.parse(island?.attrs["data-props"] ?? "").query).toBe(q);
  });
});
