import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import templates from "../templates.json" with { type: "json" };
import { watchErrors } from "./support/page-errors";

// Every page template (tests/templates.json, one page of each kind; the benchmark's Lighthouse run
// uses the same list) in English and in Arabic, right to left: it fits the screen, logs no error and
// passes axe. One test per page, so a slow machine slows one test instead of failing a loop.

for (const locale of ["en", "ar"] as const) {
  for (const path of templates) {
    const url = locale === "en" ? path : `/ar${path === "/" ? "" : path}`;
    test(`${url} fits the screen, has no console errors and passes axe`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), `${url} accessibility`).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
