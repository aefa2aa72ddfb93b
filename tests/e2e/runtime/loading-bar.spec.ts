import { expect, test, type Page } from "@playwright/test";
import { ready, recordBar, noPrefetch } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): the loading bar.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

test.describe("loading bar", () => {
  /** Holds matching requests until the test opens the gate, so no assertion races the network. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  }

  /** Records, in the page, when the bar became visible (and when it entered "loading"). */
  async function timeBar(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { barTimes: { loading?: number; shown?: number } };
      w.barTimes = {};
      new MutationObserver(() => {
        const el = document.getElementById("loading-bar");
        if (!el) return;
        if (el.dataset.state === "loading" && w.barTimes.loading === undefined) w.barTimes.loading = performance.now();
        if (!el.hidden && w.barTimes.shown === undefined) w.barTimes.shown = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state", "hidden"] });
    });
    return () => page.evaluate(() => (window as unknown as { barTimes: { loading: number; shown: number } }).barTimes);
  }

  test("appears 200 ms into a slow navigation, advances, and goes when the page is in place", async ({ page }) => {
    await noPrefetch(page);
    const times = await timeBar(page);
    await page.goto("/help");
    await ready(page);
    const slow = gate();
    await page.route("**/blog", async (route) => {
      await slow.opened;
      await route.continue();
    });
    const bar = page.locator("#loading-bar");
    await expect(bar).toBeHidden();
    // Time this navigation only (an API call of the page load may have used the bar before), from
    // a moment before the click: the navigation starts after it, and an observer only reports
    // late, so the difference can only come out longer than the real one, never shorter.
    const clickedAt = await page.evaluate(() => {
      (window as unknown as { barTimes: object }).barTimes = {};
      return performance.now();
    });
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "loading");
    await expect(bar).toHaveRole("progressbar");
    const { shown } = await times();
    expect(shown - clickedAt).toBeGreaterThanOrEqual(200);
    const first = Number(await bar.getAttribute("aria-valuenow"));
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(first);
    await expect(page).toHaveURL(/\/help$/);
    slow.open();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(bar).toHaveAttribute("data-state", "done");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(bar).toBeHidden();
  });

  test("a fast page never shows it", async ({ page }) => {
    await noPrefetch(page);
    const states = await recordBar(page);
    const times = await timeBar(page);
    await page.goto("/help");
    await ready(page);
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await ready(page);
    const { loading, shown } = await times();
    expect(loading).toBeGreaterThan(0);
    // Shown only if the page took longer than the 200 ms throttle (a slow machine): never before.
    if (shown !== undefined) expect(shown - loading).toBeGreaterThanOrEqual(195);
    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(["loading", "done"]);
  });

  test("follows API calls in flight and shows when one fails", async ({ page }) => {
    await noPrefetch(page);
    await page.goto("/help");
    await ready(page);
    const bar = page.locator("#loading-bar");
    const slow = gate();
    await page.route("**/web_v1/article/search**", async (route) => {
      await slow.opened;
      await route.continue();
    });
    await page.locator("#search-q").pressSequentially("speed", { delay: 20 });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "loading");
    slow.open();
    await expect(page.locator("#live-results a").first()).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "done");
    await expect(bar).toBeHidden();

    await page.unroute("**/web_v1/article/search**");
    await page.route("**/web_v1/article/search**", (route) => route.abort());
    await page.locator("#search-q").fill("router");
    await expect(bar).toHaveAttribute("data-state", "error");
    await expect(bar).toBeVisible();
  });
});
