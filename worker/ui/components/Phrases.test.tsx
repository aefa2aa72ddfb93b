import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";
import { setupI18n } from "@lingui/core";
import { I18nProvider, Trans } from "@lingui/react";
import type { Locale } from "../../../common/locales";
import { PageContext } from "./PageContext";
import Phrases, { NoPhrases } from "./Phrases";

/** Server-renders `node` on a page in `locale`, with one catalog message "t". */
function render(locale: Locale, message: string, node: ReactNode): string {
  const i18n = setupI18n({ locale, messages: { [locale]: { t: message } } });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <PageContext.Provider value={{ locale, path: "/", platform: "windows" }}>{node}</PageContext.Provider>
    </I18nProvider>,
  );
}

describe("Phrases", () => {
  it("breaks a Japanese heading from the catalog only between phrases", () => {
    const html = render(
      "ja",
      "ワンタップでプライベートに接続",
      <Phrases>
        <h2>
          <Trans id="t" />
        </h2>
      </Phrases>,
    );
    expect(html).toBe("<h2>ワンタップで<wbr/>プライベートに<wbr/>接続</h2>");
  });

  it("sets plain strings too, inside elements", () => {
    const html = render(
      "zh",
      "",
      <Phrases>
        <p>
          <strong>{"免费下载"}</strong>
        </p>
      </Phrases>,
    );
    expect(html).not.toContain("下<wbr/>载");
  });

  it("keeps the brand on one line in every language, and leaves other text as it is", () => {
    expect(
      render(
        "de",
        "Quietway VPN für Windows",
        <Phrases>
          <h1>
            <Trans id="t" />
          </h1>
        </Phrases>,
      ),
    ).toBe('<h1><span class="nowrap">Quietway VPN</span> für Windows</h1>');
    expect(
      render(
        "de",
        "Kostenlose VPNs",
        <Phrases>
          <h2>
            <Trans id="t" />
          </h2>
        </Phrases>,
      ),
    ).toBe("<h2>Kostenlose VPNs</h2>");
  });

  it("leaves what NoPhrases holds (islands) exactly as the browser renders it", () => {
    const inside = render(
      "ja",
      "ワンタップでプライベートに接続",
      <Phrases>
        <NoPhrases>
          <h2>
            <Trans id="t" />
          </h2>
        </NoPhrases>
      </Phrases>,
    );
    const alone = render(
      "ja",
      "ワンタップでプライベートに接続",
      <h2>
        <Trans id="t" />
      </h2>,
    );
    expect(inside).toBe(alone);
  });
});
