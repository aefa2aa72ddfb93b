// Lighthouse (mobile, default throttling) for every page template in en and ar, in Debian's chromium.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import templates from "../tests/templates.json" with { type: "json" };

/** Debian chromium on these machines: no sandbox as root, and no background calls to a network it cannot reach. */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** One template per kind of page, shared with the browser tests. */
export const LIGHTHOUSE_TEMPLATES = templates;

/** Scores (0–100) and Total Blocking Time per template and locale, from one Chrome session; `target` marks performance against 100. */
export async function lighthouseTable(base, locales = ["en", "ar"], paths = LIGHTHOUSE_TEMPLATES) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    for (const locale of locales) {
      for (const path of paths) {
        const url = base + (locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`);
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", extraHeaders: { Cookie: `i18n_redirected=${locale}` } },
          undefined,
        );
        const c = result.lhr.categories;
        const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
        rows.push({
          page: url.slice(base.length) || "/",
          performance: score("performance"),
          target: score("performance") >= 100 ? "✓" : "✗",
          "TBT ms": Math.round(result.lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
          accessibility: score("accessibility"),
          "best practices": score("best-practices"),
          seo: score("seo"),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
