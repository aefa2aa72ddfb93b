import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server.edge";
import { I18nProvider } from "@lingui/react";
import { getI18n } from "../../worker/i18n/instances";
import { PageContext } from "../../worker/ui/components/PageContext";
import LanguageSwitcher from "../../worker/ui/components/LanguageSwitcher";

function hreflangs(locales?: readonly ("en" | "fr" | "de")[]): Record<string, string | undefined> {
  const html = renderToString(
    <I18nProvider i18n={getI18n("de")}>
      <PageContext value={{ locale: "de", path: "/help/detail/x", platform: "windows", locales }}>
        <LanguageSwitcher />
      </PageContext>
    </I18nProvider>,
  );
  return Object.fromEntries(
    [...html.matchAll(/<a [^>]*>/g)].map((m) => [/data-locale="([^"]+)"/.exec(m[0])![1]!, /hrefLang="([^"]+)"/i.exec(m[0])?.[1]]),
  );
}

describe("language switcher", () => {
  it("announces a language with hreflang only where the page is written in it", () => {
    const links = hreflangs(["en", "fr"]);
    expect(Object.keys(links)).toHaveLength(25);
    expect(links.en).toBe("en");
    expect(links.fr).toBe("fr");
    expect(links.de).toBeUndefined();
    expect(links.vn).toBeUndefined();
  });

  it("announces all 25 on pages that exist in every language", () => {
    const links = hreflangs();
    expect(Object.values(links).filter(Boolean)).toHaveLength(25);
    expect(links.vn).toBe("vi");
  });
});
