import { expect, test } from "@playwright/test";
import { markDocument, sameDocument, ready, recordBar, noPrefetch } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): in-site navigation when the network or the server fails.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

test.describe("in-site navigation", () => {
  test("when the network fails during a navigation, the visitor stays on the page with the bar red and a way to try again", async ({
    page,
  }) => {
    await noPrefetch(page);
    const states = await recordBar(page);
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    let failing = true;
    await page.route("**/servers", (route) =>
      failing && route.request().resourceType() === "fetch" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.locator(".site-header nav a", { hasText: "Servers" }).click();
    const notice = page.locator("#nav-error");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("role", "alert");
    await expect(page.locator("#loading-bar")).toHaveAttribute("data-state", "error");
    expect(states).toContain("error");
    await expect(page).toHaveURL(/\/help$/);
    expect(await sameDocument(page)).toBe(true);
    // Try again, once the network is back: the page opens in place and the notice goes.
    failing = false;
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(/\/servers$/);
    await expect(notice).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
  });

  test("a server error during a navigation still loads the page normally", async ({ page }) => {
    await noPrefetch(page);
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    await page.route("**/servers", (route) =>
      route.request().resourceType() === "fetch" ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
    );
    await page.locator(".site-header nav a", { hasText: "Servers" }).click();
    await expect(page).toHaveURL(/\/servers$/);
    expect(await sameDocument(page)).toBe(false);
  });
});
