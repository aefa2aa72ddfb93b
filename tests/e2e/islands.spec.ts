import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

// Islands load React and their code when the visitor reaches for them, not before
// (client/runtime/islands.ts), and nothing the visitor does before then is lost.

const ISLAND_CODE = /\/assets\/(hydrate|HelpfulVote|SearchBox|messages)-[\w-]+\.js$/;

/** The JavaScript files a page asks for (modulepreload links included), and their total size gzipped. */
function scriptsOf(page: Page): { paths: string[]; gz: () => Promise<number> } {
  const paths: string[] = [];
  const sizes: Promise<number>[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith(".js")) paths.push(url.pathname);
  });
  page.on("response", (res) => {
    // A revalidated file (304) has no body here: it was counted when it was first downloaded.
    if (new URL(res.url()).pathname.endsWith(".js") && res.status() === 200) sizes.push(res.body().then((b) => gzipSync(b).length));
  });
  return { paths, gz: async () => (await Promise.all(sizes)).reduce((n, s) => n + s, 0) };
}

/** Holds the React chunk back until `release()`, so a test can act before the island hydrates. */
async function holdReact(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  let requested!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { requested: asked, release };
}

for (const path of ["/help", "/help/search?q=vpn", "/help/detail/install-windows", "/blog", "/ar/help"]) {
  test(`${path} downloads at most 10 KB of JavaScript before the visitor interacts, prefetching included`, async ({ page }) => {
    const scripts = scriptsOf(page);
    const pageFetches: string[] = [];
    page.on("request", (req) => {
      if (req.headers().purpose === "prefetch") pageFetches.push(req.url());
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // Links in view are prefetched at idle time: wait for that, then for the network to settle.
    await expect.poll(() => pageFetches.length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(scripts.paths).toEqual(["/app.js"]);
    expect(await scripts.gz()).toBeLessThanOrEqual(10 * 1024);
  });
}

test("typing into the help search right after load keeps every character and shows results as you type", async ({ page }) => {
  const scripts = scriptsOf(page);
  const react = await holdReact(page);
  await page.goto("/help");
  const box = page.locator("#search-q");
  await box.focus();
  await react.requested; // Focusing the box asked for the island: React is on its way, not there yet.
  // data-hydrated means every island asked for is live: not while this one is on its way.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await box.pressSequentially("kill switch", { delay: 15 });
  react.release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(box).toHaveValue("kill switch");
  const results = page.locator("#live-results a");
  await expect(results.first()).toBeVisible();
  expect(await results.first().getAttribute("href")).toBe("/help/detail/kill-switch");
  // And it goes on as you type.
  await box.fill("zzzqqqxx");
  await expect(page.locator("#live-results p")).toBeVisible();
  expect(scripts.paths.some((p) => ISLAND_CODE.test(p))).toBe(true);
});

test("typing into the search box without waiting at all keeps every character", async ({ page }) => {
  await page.goto("/help/search?q=vpn", { waitUntil: "commit" });
  const box = page.locator("#search-q");
  await box.fill("");
  await box.pressSequentially("router");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(box).toHaveValue("router");
  await expect(page.locator("#live-results a").first()).toBeVisible();
});

test("a vote clicked before the island hydrates counts, once", async ({ page }) => {
  const votes: unknown[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/web_v1/article/feedback") && req.method() === "POST") votes.push(req.postDataJSON());
  });
  const react = await holdReact(page);
  await page.goto("/help/detail/install-windows");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const yes = page.locator(".helpful button").first();
  await yes.click();
  await react.requested;
  expect(votes).toEqual([]);
  react.release();
  await expect(page.locator(".helpful [role=status]")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // The answer shows as soon as the vote is taken; its request may leave a moment later.
  await expect.poll(() => votes).toEqual([{ id: "install-windows", lang: "en", helpful: true }]);
  await page.waitForLoadState("networkidle");
  expect(votes).toHaveLength(1);
});

test("an island below the fold wakes as it comes near the viewport, and shows a stored answer", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto("/help/detail/install-windows");
  await page.evaluate(() => localStorage.setItem("helpful:install-windows", "no"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.waitForLoadState("networkidle");
  expect(scripts.paths.filter((p) => ISLAND_CODE.test(p))).toEqual([]);
  await page.locator(".helpful").scrollIntoViewIfNeeded();
  await expect(page.locator(".helpful [role=status]")).toBeVisible();
  expect(scripts.paths.some((p) => /\/assets\/HelpfulVote-/.test(p))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form still searches, and the vote that could not be sent is not offered", async ({ page }) => {
    await page.goto("/help/detail/install-windows");
    await expect(page.locator(".helpful")).toBeHidden();
    await page.goto("/help");
    await page.locator("#search-q").fill("router");
    await page.locator("#search-q").press("Enter");
    await expect(page).toHaveURL(/\/help\/search\?q=router$/);
    await expect(page.locator("main h1")).toBeVisible();
  });
});
