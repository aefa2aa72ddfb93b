import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's findings on the whole page as a visitor sees it once scrolled. Sections below the fold
 * are laid out only near the viewport (`content-visibility: auto`, client/styles/pages/quiet.css);
 * until then the browser skips their rendering, and axe, which reads what is painted for colour
 * contrast, would judge them against no background at all. So every part is rendered first.
 */
export async function axeViolations(page: Page) {
  // Through the CSSOM: the site's CSP allows no inline style sheet.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("*")) el.style.contentVisibility = "visible";
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations;
}
