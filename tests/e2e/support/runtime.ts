import { expect, type Page, type Request } from "@playwright/test";

// Helpers of the browser runtime's tests (tests/e2e/runtime/).

/** Marks the current document, so a test can tell an in-place navigation from a reload. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
}
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
}
export async function ready(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Records every data-state the loading bar takes, across full page loads too. */
export async function recordBar(page: Page): Promise<string[]> {
  const states: string[] = [];
  await page.exposeFunction("barState", (s: string) => states.push(s));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.id === "loading-bar" && r.attributeName === "data-state")
          (window as unknown as { barState(s: string): void }).barState(el.dataset.state!);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
  });
  return states;
}

/** Page requests made by the runtime's fetch (navigations and prefetches), by path. */
export function pageFetches(page: Page): { path: string; prefetch: boolean }[] {
  const seen: { path: string; prefetch: boolean }[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (req.resourceType() === "fetch" && !url.pathname.startsWith("/web_v1"))
      seen.push({ path: url.pathname + url.search, prefetch: req.headers().purpose === "prefetch" });
  });
  return seen;
}

/** Turns prefetching off (as a save-data connection does), so a test controls every fetch. */
export async function noPrefetch(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
}

/**
 * Resolves once whatever the runtime had begun has reached the network, so a test can then assert
 * that something did not happen. A timer longer than the runtime's hover delay (65 ms) and an idle
 * callback, both queued after the runtime's own, run after them; a control request sent from there
 * reaches Playwright after any request they made.
 */
export async function runtimeCaughtUp(page: Page): Promise<void> {
  const control = page.waitForRequest((r) => r.url().endsWith("/favicon.svg?control"));
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestIdleCallback(() => resolve(void fetch("/favicon.svg?control")), { timeout: 2000 }), 100),
      ),
  );
  await control;
}
