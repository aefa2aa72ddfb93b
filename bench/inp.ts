// Interaction to Next Paint of a page's first interactions, measured by Lighthouse user flows
// (a timespan per case) under Lighthouse's mobile emulation and throttling applied in the
// browser (4× slower CPU, slow 4G): the page is loaded, then the visitor acts at once, while
// React and the island's code are still on their way.
import puppeteer, { type Page } from "puppeteer-core";
import { startFlow } from "lighthouse";
import { CHROMIUM_FLAGS } from "./lighthouse.ts";

/** The INP a first interaction may take (issue 26). */
export const INP_TARGET_MS = 200;

interface Case {
  what: string;
  path: string;
  /** What the visitor does; resolves once the page has answered. */
  act(page: Page): Promise<void>;
}

/** Waits until the islands the visitor reached for are interactive (the runtime's own signal). */
const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });

export const INP_CASES: Case[] = [
  {
    what: "help search: focus, then typing",
    path: "/help",
    async act(page) {
      await page.focus("#search-q");
      await page.keyboard.type("vpn speed", { delay: 80 });
      await hydrated(page);
    },
  },
  {
    what: "help article: the first vote",
    path: "/help/detail/install-windows",
    async act(page) {
      await page.click(".helpful-buttons button");
      await hydrated(page);
    },
  },
  {
    what: "header: the language menu",
    path: "/",
    async act(page) {
      // On a phone the language list sits in the menu: the menu button is the first touch.
      const summary = await page.$(".lang-switcher summary");
      if (!(await summary?.isVisible())) await page.click(".menu-button");
      await page.click(".lang-switcher summary");
      await page.waitForSelector(".lang-switcher[open] .lang-list", { visible: true });
    },
  },
];

/** One row per case and locale: INP of the timespan, the interactions seen and the target. */
export async function inpTable(base: string, locales = ["en", "ar"]): Promise<Record<string, string | number>[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const locale of locales) {
      for (const c of INP_CASES) {
        const page = await browser.newPage();
        const flow = await startFlow(page, { flags: { throttlingMethod: "devtools", logLevel: "error" } });
        const url = base + (locale === "en" ? c.path : `/${locale}${c.path === "/" ? "" : c.path}`);
        await flow.navigate(url, { name: `load ${c.path}` });
        await flow.startTimespan({ name: c.what });
        await c.act(page);
        await flow.endTimespan();
        const steps = (await flow.createFlowResult()).steps;
        const audit = steps.at(-1)?.lhr.audits["interaction-to-next-paint"];
        const inp = Math.round(audit?.numericValue ?? NaN);
        rows.push({
          page: url.slice(base.length) || "/",
          interaction: c.what,
          "INP ms": Number.isNaN(inp) ? `- (${audit?.scoreDisplayMode ?? "no audit"})` : inp,
          target: `≤ ${INP_TARGET_MS} ${inp <= INP_TARGET_MS ? "✓" : "✗"}`,
          "load TBT ms": Math.round(steps[0]?.lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
        });
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
