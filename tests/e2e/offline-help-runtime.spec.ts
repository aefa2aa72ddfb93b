import { expect, test } from "@playwright/test";
import { cacheNames, offlinePaths, savedNote, savedPaths, visitOnline } from "./offline-help-kit";

// Offline help with the in-place navigation runtime, /ip, and removing what is saved (English).
test.use({ serviceWorkers: "allow" });

const paths = offlinePaths("en");

test("offline, the runtime's notice offers the saved help and opens it in place", async ({ page, context }) => {
  await visitOnline(page, "en", [paths.issues]);
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await context.setOffline(true);
  const link = page.locator("#offline-notice .offline-saved");
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.locator("main h1")).toHaveText("You are offline");
  await expect(page.locator(`#saved-help a[href="${paths.issues}"]`)).toHaveCount(1);
  // Loaded in place: the same document, not a full load.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("offline, a link followed in place opens the saved copy", async ({ page, context }) => {
  await visitOnline(page, "en", [paths.article, paths.issues]);
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  await context.setOffline(true);
  await page.evaluate((href) => {
    const a = document.createElement("a");
    a.href = href;
    a.id = "to-saved";
    a.textContent = "saved";
    document.querySelector("main")!.prepend(a);
  }, paths.article);
  await page.locator("#to-saved").click();
  await expect(page).toHaveURL(new RegExp(`${paths.article}$`));
  await expect(savedNote(page)).toBeVisible();
  await expect(page.locator("main h1")).not.toHaveText("You are offline");
});

test("/ip is never saved; offline it says the check needs a connection", async ({ page, context }) => {
  await visitOnline(page, "en", [paths.issues]);
  // Opened while the service worker answers: it still keeps nothing of it.
  await page.goto(paths.ip);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await savedPaths(page)).not.toContain(paths.ip);
  await context.setOffline(true);
  await page.goto(paths.ip);
  await expect(page.locator("#offline-ip")).toBeVisible();
  await expect(page.locator("#offline-ip")).toContainText("needs a connection");
});

test("Remove saved help deletes every saved page and the service worker", async ({ page, context }) => {
  await visitOnline(page, "en", [paths.issues, paths.article]);
  await context.setOffline(true);
  await page.goto(paths.neverVisited);
  await page.getByRole("button", { name: "Remove saved help" }).click();
  await expect(page.locator("#saved-removed")).toBeVisible();
  await expect(page.locator("#saved-help li")).toHaveCount(0);
  expect(await cacheNames(page)).toEqual([]);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
