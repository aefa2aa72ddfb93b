// JavaScript and CSS each template makes chromium download before any interaction.
import templates from "../tests/templates.json" with { type: "json" };
import { gz, kb, TARGET } from "./common.ts";
import { CHROMIUM_FLAGS } from "./lighthouse.ts";
import { mark } from "./stats.ts";

/** One row per page; `_js` (bytes) is kept for the summary. */
export interface BytesRow {
  page: string;
  "JS files": number;
  "JS before interaction KB gz": string;
  target: string;
  "CSS KB gz": string;
  _js: number;
}

/** JavaScript and CSS each template makes chromium download before any interaction, gzipped. */
export async function bytesPerTemplate(base: string): Promise<BytesRow[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", ...CHROMIUM_FLAGS],
  });
  const rows: BytesRow[] = [];
  try {
    for (const path of new Set([...templates, "/help/search?q=vpn", "/help/detail/install-windows"])) {
      const page = await browser.newPage();
      // No prefetching: only what this page itself needs.
      await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
      const files = new Set<string>();
      page.on("response", (res) => {
        const url = new URL(res.url());
        if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      // Loaded, hydrated as far as it goes without a touch (islands that wait for one stay
      // unloaded), and nothing more on the wire.
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-hydrated]");
      await page.waitForLoadState("networkidle");
      const sum = (ext: string) => [...files].filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(`dist/client${f}`), 0);
      const js = sum(".js");
      rows.push({
        page: path,
        "JS files": [...files].filter((f) => f.endsWith(".js")).length,
        "JS before interaction KB gz": kb(js),
        target: `≤ ${TARGET.jsBeforeInteractionKb} ${mark(js <= TARGET.jsBeforeInteractionKb * 1024)}`,
        "CSS KB gz": kb(sum(".css")),
        _js: js,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
