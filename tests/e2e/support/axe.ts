import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's findings on the whole page as a visitor sees it once scrolled. Sections below the fold
 * are laid out only near the viewport (`content-visibility: auto`, client/styles/pages/quiet.css);
 * until then the browser skips their rendering, and axe, which reads what is painted for colour
 * contrast, would judge them against no background at all. So every part is rendered first.
 */
async function axeViolations(page: Page) {
  // Through the CSSOM: the site's CSP allows no inline style sheet.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("*")) el.style.contentVisibility = "visible";
  });
  // Colour contrast is read from what is painted: let any transition a newly drawn section starts
  // (a button's background eases in over 0.15 s) end, and the next frame paint, first.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations;
}

/** The serious and critical findings, each as "rule: its first three targets", so a failing test names what to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
