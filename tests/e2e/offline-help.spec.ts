import { expect } from "@playwright/test";
import { cacheNames, offlinePaths, savedNote, savedPaths, test, visitOnline } from "./offline-help-kit";

// Help that opens offline (issue 25), in German, Arabic (right to left) and Japanese: the service
// worker is allowed here only (playwright.config.ts blocks it for the other specs).
test.use({ serviceWorkers: "allow" });

const WORDS = {
  de: { offline: "Du bist offline", saved: "Gespeicherte Kopie vom", pending: "Braucht eine Verbindung" },
  ar: { offline: "أنت غير متصل", saved: "نسخة محفوظة من", pending: "يحتاج إلى اتصال" },
  ja: { offline: "オフラインです", saved: "に保存したコピー", pending: "接続が必要です" },
} as const;

for (const locale of ["de", "ar", "ja"] as const) {
  const paths = offlinePaths(locale);
  const words = WORDS[locale];

  test.describe(`offline help in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await visitOnline(page, locale, [paths.issues, paths.entry, paths.article]);
    });

    test("the troubleshooting list opens offline with the saved-copy note", async ({ page, network }) => {
      await network.offline();
      await page.goto(paths.issues);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("details.entry").first()).toBeVisible();
      await expect(savedNote(page)).toBeVisible();
      await expect(savedNote(page)).toContainText(words.saved);
    });

    test("a troubleshooting entry opens offline by its address", async ({ page, network }) => {
      await network.offline();
      await page.goto(paths.entry);
      await expect(page.locator("#app-will-not-connect summary")).toBeVisible();
      await expect(savedNote(page)).toBeVisible();
    });

    test("the FAQ, never opened, is saved on the first visit and opens offline", async ({ page, network }) => {
      await network.offline();
      await page.goto(paths.faq);
      await expect(page.locator("details.entry").first()).toBeVisible();
      await expect(savedNote(page)).toBeVisible();
    });

    test("/ip, typed offline, opens its saved page saying the check needs a connection", async ({ page, network }) => {
      await network.offline();
      await page.goto(paths.ip);
      await expect(page.locator("main h1")).not.toHaveText(words.offline);
      await expect(page.locator("#ip-needs-connection")).toBeVisible();
      await expect(page.locator(".ip-facts dd")).toHaveText([words.pending, words.pending, words.pending]);
      await expect(page.locator("[data-seen-ip]")).toHaveCount(0);
      await expect(savedNote(page)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });

    test("a page never visited answers with the offline page, listing what is saved", async ({ page, network }) => {
      await network.offline();
      await page.goto(paths.neverVisited);
      await expect(page.locator("main h1")).toHaveText(words.offline);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator(`#saved-help a[href="${paths.issues}"]`)).toHaveCount(1);
      await expect(page.locator(`#saved-help a[href="${paths.article}"]`)).toHaveCount(1);
      await expect(page.locator(`.offline-links a[href="${paths.entry}"]`)).toHaveCount(1);
      await expect(page.locator("#saved-none")).toBeHidden();
      await expect(savedNote(page)).toBeHidden();
    });

    test("back online, a new deploy's pages replace the saved ones and its old cache goes", async ({ page, network }) => {
      const before = await cacheNames(page);
      expect(before).toHaveLength(1);
      // A new deploy registers the worker with a new build id: it saves the same pages again, in its own cache.
      // Registered from a page without the runtime, whose own registration (after idle) would race it.
      await page.goto("/robots.txt");
      await page.evaluate(() => navigator.serviceWorker.register("/sw.js?v=next-deploy", { scope: "/" }).then(() => undefined));
      await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual(["quietway-help-next-deploy"]);
      expect(await savedPaths(page)).toEqual(expect.arrayContaining([paths.issues, paths.article, paths.faq]));
      await network.offline();
      await page.goto(paths.issues);
      await expect(savedNote(page)).toHaveAttribute("data-version", "next-deploy");
    });
  });
}
