import { describe, expect, it } from "vitest";
import { LOCALES, dir, hreflang, htmlLang, localeFromPath, localePath, negotiateLocale, stripLocale } from "../../common/locales";

describe("locales", () => {
  it("has 25 locales with English first", () => {
    expect(LOCALES).toHaveLength(25);
    expect(LOCALES[0]).toBe("en");
  });

  it("advertises vn as vi and in as hi", () => {
    expect(htmlLang("vn")).toBe("vi");
    expect(hreflang("in")).toBe("hi");
    expect(htmlLang("de")).toBe("de");
  });

  it("renders only Arabic right to left", () => {
    expect(LOCALES.filter((l) => dir(l) === "rtl")).toEqual(["ar"]);
  });

  it("reads and writes path prefixes", () => {
    expect(localeFromPath("/de/help")).toBe("de");
    expect(localeFromPath("/help")).toBe("en");
    expect(localeFromPath("/xx/help")).toBe("en");
    expect(localeFromPath("/en/help")).toBe("en");
    expect(stripLocale("/de/help/faq")).toBe("/help/faq");
    expect(stripLocale("/de")).toBe("/");
    expect(localePath("de", "/")).toBe("/de");
    expect(localePath("en", "/help")).toBe("/help");
    expect(localePath("ar", "/blog/x")).toBe("/ar/blog/x");
  });
});

describe("negotiateLocale", () => {
  it.each([
    ["pt-BR,pt;q=0.9,en;q=0.8", "pt"],
    ["zh-TW,zh;q=0.9", "zh"],
    ["vi-VN", "vn"],
    ["hi", "in"],
    ["en-US,en;q=0.9", "en"],
    ["xx,fr;q=0.5", "fr"],
    ["de;q=0.2,ja;q=0.8", "ja"],
    ["sv,da", undefined],
    ["*", undefined],
    ["fr;q=0", undefined],
    ["", undefined],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it("does not read the site's own codes as language tags", () => {
    expect(negotiateLocale("in,vn")).toBeUndefined();
  });
});
