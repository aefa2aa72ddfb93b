import { describe, expect, it } from "vitest";
import { LOCALES, htmlLang } from "./locales";
import { formatPlace } from "./place";

describe("formatPlace", () => {
  it.each(LOCALES)("writes city, region and country as an address in %s", (locale) => {
    const country = new Intl.DisplayNames([htmlLang(locale)], { type: "region" }).of("US")!;
    const place = formatPlace({ city: "Austin", region: "Texas", country }, locale)!;
    // Every part is there once, kept apart by a separator: never run together, never joined with "and".
    const parts = ["zh", "ja", "ko"].includes(locale) ? [country, "Texas", "Austin"] : ["Austin", "Texas", country];
    const separator = ["zh", "ja", "ko"].includes(locale) ? " " : locale === "ar" ? "، " : ", ";
    expect(place).toBe(parts.join(separator));
  });

  it("drops missing and repeated parts", () => {
    expect(formatPlace({ city: "Singapore", region: "Singapore", country: "Singapore" }, "en")).toBe("Singapore");
    expect(formatPlace({ city: null, region: "", country: "France" }, "fr")).toBe("France");
    expect(formatPlace({ city: null, region: null, country: null }, "de")).toBeNull();
  });
});
