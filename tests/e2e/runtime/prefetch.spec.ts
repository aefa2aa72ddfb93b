import { expect, test } from "@playwright/test";
import { markDocument, sameDocument, ready, pageFetches, runtimeCaughtUp } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): prefetch.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

test.describe("prefetch", () => {
  test("a link the pointer rests on is fetched ahead, and the click reuses it", async ({ page }) => {
    // Without IntersectionObserver only the pointer can start a prefetch.
    await page.addInitScript(() => Object.defineProperty(window, "IntersectionObserver", { value: undefined }));
    const fetches = pageFetches(page);
    await page.goto("/help");
    await ready(page);
    await runtimeCaughtUp(page);
    expect(fetches.filter((f) => f.prefetch)).toEqual([]);
    await markDocument(page);
    const link = page.locator(".site-header nav a", { hasText: "Blog" });
    await link.hover();
    await expect.poll(() => fetches.filter((f) => f.path === "/blog" && f.prefetch).length).toBe(1);
    await link.click();
    await expect(page).toHaveURL(/\/blog$/);
    await ready(page);
    expect(fetches.filter((f) => f.path === "/blog")).toEqual([{ path: "/blog", prefetch: true }]);
    expect(await sameDocument(page)).toBe(true);
  });

  test("links in view are prefetched at idle time, except the language switcher's", async ({ page }) => {
    const fetches = pageFetches(page);
    await page.goto("/help");
    await ready(page);
    await expect.poll(() => fetches.filter((f) => f.prefetch).length).toBeGreaterThan(3);
    expect(fetches.filter((f) => f.path.includes("set_lang"))).toEqual([]);
  });

  for (const [name, connection] of [
    ["save-data", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
    ["slow-2g", { saveData: false, effectiveType: "slow-2g" }],
  ] as const) {
    test(`nothing is prefetched on ${name}`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }), connection);
      const fetches = pageFetches(page);
      await page.goto("/help");
      await ready(page);
      await page.locator(".site-header nav a", { hasText: "Blog" }).hover();
      await runtimeCaughtUp(page);
      expect(fetches.filter((f) => f.prefetch)).toEqual([]);
      // Navigation itself still works.
      await page.locator(".site-header nav a", { hasText: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }
});
