import { test as base, expect, type Page } from "@playwright/test";

/** Turns the network off and on for the page and for its service worker alike. */
export interface Network {
  offline(): Promise<void>;
  online(): Promise<void>;
}

const CONDITIONS = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * The offline specs' test. Call `network.offline()`, never `context.setOffline`; the reasons are in
 * docs/testing.md ("Offline with a service worker").
 *
 * - The service worker's requests fail because a route fails them. The route is installed before
 *   the first page loads, so it already sees the worker's requests when the switch turns.
 * - The page is told it is offline through its own DevTools session only, so `navigator.onLine`
 *   reads false and the `offline` event fires for the runtime.
 * - Nothing emulates the network on the worker's DevTools target. Chromium 156 crashes the whole
 *   browser, now and then, on a service worker's network handler after offline emulation.
 * - The page is set back online before its context closes, so no emulation is active at teardown.
 */
export const test = base.extend<{ network: Network }>({
  network: [
    async ({ context, page }, use) => {
      let offline = false;
      await context.route("**/*", (route) => (offline ? route.abort("internetdisconnected") : route.continue()));
      const devtools = await context.newCDPSession(page);
      const set = async (value: boolean) => {
        offline = value;
        await devtools.send("Network.emulateNetworkConditions", { offline: value, ...CONDITIONS });
      };
      await use({ offline: () => set(true), online: () => set(false) });
      if (offline) await set(false).catch(() => undefined);
      await devtools.detach().catch(() => undefined);
    },
    { auto: true },
  ],
});

/** Paths of offline help, by language: the troubleshooting list, one entry, the FAQ and a page never visited. */
export function offlinePaths(locale: string) {
  const p = (path: string) => (locale === "en" ? path : `/${locale}${path}`);
  return {
    issues: p("/help/issues"),
    entry: p("/help/issues#app-will-not-connect"),
    faq: p("/help/faq"),
    article: p("/help/detail/kill-switch"),
    offline: p("/offline"),
    // Linked from none of the help pages visited, so the runtime never prefetched it: a prefetched
    // page may answer from the browser's own cache for a few minutes, offline or not.
    neverVisited: p("/blog/inside-our-10-gbps-upgrade"),
    ip: p("/ip"),
  };
}

/** The paths the service worker has saved, in its caches (read in the page). */
export function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname + new URL(req.url).search);
    }
    return out;
  });
}

/** The text of what is kept under a path, in any of the caches (read in the page). */
export function savedText(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (p) => (await (await caches.match(p))?.text()) ?? null, path);
}

/** How many service workers are registered for the site. */
export const registrations = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Opens each path online, then waits until the service worker has saved them and the language's core pages. */
export async function visitOnline(page: Page, locale: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  }
  const { issues, faq, offline, ip } = offlinePaths(locale);
  // The /ip shell is kept under /ip's address.
  const expected = [...new Set([...paths.map((p) => p.split("#")[0]!), issues, faq, offline, ip])];
  await expect
    .poll(
      async () => {
        const saved = await savedPaths(page);
        return expected.filter((p) => !saved.includes(p));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}

/** The saved-copy note of the page on screen. */
export const savedNote = (page: Page) => page.locator("#saved-copy");
