import { expect, test, type Page } from "@playwright/test";

// The comparison tables change shape on a phone instead of squeezing their columns until words
// break (issue 20: "Quietwa / y VPN", "Kostenlo / se", "Бесплатн / ые").
test.use({ viewport: { width: 390, height: 844 } });

/** Words (Intl.Segmenter in the page's language) of the table's cells that the layout split across two lines. */
function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const table = document.querySelector(sel)!;
    const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: "word" });
    const split: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      // Only what is drawn: the visually hidden header row and screen-reader words are not.
      if (el.closest(".visually-hidden, thead") || !el.getClientRects().length) continue;
      for (const { segment, index, isWordLike } of segmenter.segment(node.textContent ?? "")) {
        if (!isWordLike) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(segment);
      }
    }
    // "Quietway VPN" is one name: its two words must share a line too.
    for (const brand of table.querySelectorAll<HTMLElement>(".brand-name")) {
      if (brand.getClientRects().length && new Set([...brand.getClientRects()].map((r) => Math.round(r.top))).size > 1)
        split.push(brand.textContent!);
    }
    return split;
  }, selector);
}

async function fitsWithoutSidewaysScroll(page: Page, selector: string) {
  const overflow = await page.evaluate((sel) => {
    const scroller = document.querySelector(sel)!.closest(".table-scroll")!;
    return [document.documentElement.scrollWidth - document.documentElement.clientWidth, scroller.scrollWidth - scroller.clientWidth];
  }, selector);
  expect(overflow).toEqual([0, 0]);
}

test("the home page's comparison fits a phone in German without splitting a word", async ({ page }) => {
  await page.goto("/de");
  await page.locator("#compare .compare").scrollIntoViewIfNeeded();
  await fitsWithoutSidewaysScroll(page, "#compare .compare");
  expect(await splitWords(page, "#compare .compare")).toEqual([]);
  // Every column is named above its cell, in German, with the brand whole.
  await expect(page.locator("#compare tbody tr").first().locator(".compare-cell-label")).toHaveText([
    "Quietway VPN",
    "Kostenlose VPNs",
    "Ohne VPN",
  ]);
});

test("the home page's comparison fits a phone in Russian without splitting a word", async ({ page }) => {
  await page.goto("/ru");
  await page.locator("#compare .compare").scrollIntoViewIfNeeded();
  await fitsWithoutSidewaysScroll(page, "#compare .compare");
  expect(await splitWords(page, "#compare .compare")).toEqual([]);
});

test("the free plan's comparison with Premium fits a phone in German without splitting a word", async ({ page }) => {
  await page.goto("/de/free");
  await fitsWithoutSidewaysScroll(page, "#plans .compare");
  expect(await splitWords(page, "#plans .compare")).toEqual([]);
});
