import { expect, type Page } from "@playwright/test";

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
