import { expect, test, type Page } from "@playwright/test";
import { LOCALES, localePath, type Locale } from "../../common/locales.ts";
import templates from "../templates.json" with { type: "json" };

/**
 * Layout in every language (issue 20): no word of a heading, button, navigation link or table
 * header is split across two lines, at a phone's width and a desktop's; no page scrolls sideways
 * at 320 and 390 px. Words are what `Intl.Segmenter` finds in the text's own language, so a
 * Japanese heading broken inside "プライベート" fails as "Kostenlo|se" does.
 *
 * One test per locale and page, each at every width it checks. Desktop project only: the widths
 * are set here, and the phone project would run the same pages a second time.
 */

/** The pages checked for split words in all 25 languages. */
const WORD_PAGES = ["/", "/help", "/free", "/ip", "/help/detail/install-windows"];
/** Languages in which every template is also checked for sideways scrolling. */
const ALL_TEMPLATE_LOCALES: Locale[] = ["en", "de", "ar", "ja", "th"];

/** Text a visitor reads as a label: headings, buttons, navigation links, table headers. */
const LABELS = "h1, h2, h3, h4, h5, h6, .button, button, nav a, th";

/** Each word-like segment of a label that the browser laid out over more than one line. */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const seen = new Set<Text>();
    const splits: string[] = [];
    const segmenters = new Map<string, Intl.Segmenter>();
    const hidden = (el: Element) =>
      el.closest(".visually-hidden, [hidden], [aria-hidden='true']") !== null || el.getClientRects().length === 0;
    for (const el of document.querySelectorAll(selector)) {
      if (hidden(el)) continue;
      // The label's text as one string, mapped back to its text nodes (a <wbr> or span splits
      // a word's text across nodes; a word is judged whole).
      const nodes: { node: Text; start: number }[] = [];
      let text = "";
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        if (seen.has(n) || !n.parentElement || hidden(n.parentElement)) continue;
        seen.add(n);
        nodes.push({ node: n, start: text.length });
        text += n.data;
      }
      if (!text.trim()) continue;
      const lang = el.closest("[lang]")?.getAttribute("lang") ?? "en";
      let segmenter = segmenters.get(lang);
      if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: "word" })));
      const at = (offset: number, end: boolean): [Text, number] => {
        let i = nodes.length - 1;
        while (i > 0 && (end ? nodes[i]!.start >= offset : nodes[i]!.start > offset)) i--;
        return [nodes[i]!.node, offset - nodes[i]!.start];
      };
      for (const s of segmenter.segment(text)) {
        if (!s.isWordLike || [...s.segment].length < 2) continue;
        const range = document.createRange();
        range.setStart(...at(s.index, false));
        range.setEnd(...at(s.index + s.segment.length, true));
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        // Two boxes of one word that do not overlap vertically lie on two lines.
        const lines = rects.some((a) => rects.some((b) => b.top >= a.bottom - 1));
        if (lines) {
          const before = text.slice(0, s.index);
          splits.push(
            `<${el.tagName.toLowerCase()}> "${s.segment}" in "${(before.slice(-20) + s.segment + text.slice(s.index + s.segment.length, s.index + s.segment.length + 20)).trim()}"`,
          );
        }
      }
    }
    return splits;
  }, LABELS);
}

/** How far the page scrolls sideways (0 when it fits). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.evaluate(() => document.fonts.ready);
}

async function checkWords(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(await splitWords(page), `words split across lines at ${width} px`).toEqual([]);
}

async function checkScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
}

test.describe("words stay whole and pages fit", () => {
  for (const locale of LOCALES) {
    for (const path of WORD_PAGES) {
      const url = localePath(locale, path);
      test(`${locale} ${path}`, async ({ page }) => {
        await open(page, url);
        await checkWords(page, 1440);
        await checkWords(page, 390);
        await checkScroll(page, 390);
        await checkScroll(page, 320);
      });
    }
  }
});

test.describe("every template fits a phone", () => {
  for (const locale of ALL_TEMPLATE_LOCALES) {
    for (const path of templates.filter((p) => !WORD_PAGES.includes(p))) {
      const url = localePath(locale, path);
      test(`${locale} ${path}`, async ({ page }) => {
        await open(page, url);
        await checkScroll(page, 390);
        await checkScroll(page, 320);
      });
    }
  }
});
