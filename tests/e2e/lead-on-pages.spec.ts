import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";

// The pages that lead on (issue 20), each checked once: it fits the screen and passes axe.
const PAGES: [path: string, status: number, scheme: "light" | "dark"][] = [
  ["/nope", 404, "light"],
  ["/ar/nope", 404, "dark"],
  ["/about", 200, "light"],
  ["/ar/about", 200, "dark"],
  ["/de/free", 200, "dark"],
  ["/th/help/search?q=VPN", 200, "light"],
];

for (const [path, status, scheme] of PAGES) {
  test.describe(`${path} in ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`${path} (${scheme}) fits the screen and passes axe`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(status);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
