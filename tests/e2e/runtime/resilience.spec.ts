import { expect, test } from "@playwright/test";
import { ready, runtimeCaughtUp } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): resilience.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

test.describe("resilience", () => {
  test("a page whose island code cannot load reloads once, then stops", async ({ page }) => {
    let loads = 0;
    page.on("request", (req) => {
      if (req.isNavigationRequest() && new URL(req.url()).pathname === "/help/detail/kill-switch") loads++;
    });
    await page.route(/\/assets\/HelpfulVote-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/help/detail/kill-switch");
    // The island's code is asked for when the visitor reaches for it.
    await page.locator(".helpful button").first().click();
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState();
    // The runtime says it could not load the code, then reloads or (the guard) does not.
    const gaveUp = page.waitForEvent("console", (m) => m.text().includes("could not load page code"));
    await page.locator(".helpful button").first().click();
    await gaveUp;
    await runtimeCaughtUp(page);
    expect(loads).toBe(2);
    // The article itself is there, server-rendered.
    await expect(page.locator("main h1")).toBeVisible();
  });

  test("going offline shows a notice; a navigation offline says so; back online hides it", async ({ page, context }) => {
    await page.goto("/help");
    await ready(page);
    const notice = page.locator("#offline-notice");
    await expect(notice).toBeHidden();
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveRole("status");
    await expect(notice.locator(".offline-now")).toBeVisible();
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(notice.locator(".offline-blocked")).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
