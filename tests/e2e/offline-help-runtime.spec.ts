import { expect } from "@playwright/test";
import { cacheNames, offlinePaths, savedNote, savedText, test, visitOnline } from "./offline-help-kit";

// Offline help with the in-place navigation runtime, /ip, and removing what is saved (English).
test.use({ serviceWorkers: "allow" });

const paths = offlinePaths("en");

test("offline, the runtime's notice offers the saved help and opens it in place", async ({ page, network }) => {
  await visitOnline(page, "en", [paths.issues]);
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await network.offline();
  const link = page.locator("#offline-notice .offline-saved");
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.locator("main h1")).toHaveText("You are offline");
  await expect(page.locator(`#saved-help a[href="${paths.issues}"]`)).toHaveCount(1);
  // The page says it all: the notice that led here does not repeat it.
  await expect(page.locator("#offline-notice")).toBeHidden();
  // Loaded in place: the same document, not a full load.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("offline, a link followed in place opens the saved copy", async ({ page, network }) => {
  await visitOnline(page, "en", [paths.article, paths.issues]);
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  await network.offline();
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

test("/ip's answer is never saved; offline, /ip opens the saved shell saying the check needs a connection", async ({ page, network }) => {
  await visitOnline(page, "en", [paths.issues]);
  // Opened while the service worker answers: what it keeps under /ip is still the shell, not this answer.
  await page.goto(paths.ip);
  const address = (await page.locator("[data-seen-ip]").textContent())?.trim();
  expect(address).toBeTruthy();
  const kept = await savedText(page, paths.ip);
  expect(kept).toContain('id="ip-needs-connection"');
  expect(kept).not.toContain("data-seen-ip");
  expect(kept).not.toContain(`>${address}<`);
  await network.offline();
  await page.goto(paths.ip);
  await expect(page.locator("#ip-needs-connection")).toContainText("needs a connection");
  await expect(page.locator(".ip-facts dd").first()).toHaveText("Needs a connection");
  await expect(savedNote(page)).toBeVisible();
});

test("offline, a saved copy's notice says saved help still opens, not that pages wait for the connection", async ({ page, network }) => {
  await visitOnline(page, "en", [paths.issues]);
  await network.offline();
  await page.goto(paths.faq);
  await expect(savedNote(page)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  const notice = page.locator("#offline-notice");
  await expect(notice).toBeVisible();
  // What is shown (the notice's other texts are there, hidden, for the runtime to switch to).
  await expect(notice.getByText("Help saved on this device still opens")).toBeVisible();
  await expect(notice.getByText("Pages will open again")).toBeHidden();
});

test("offline, the offline page shows no notice saying it again", async ({ page, network }) => {
  await visitOnline(page, "en", [paths.issues]);
  await network.offline();
  await page.goto(paths.neverVisited);
  await expect(page.locator("main h1")).toHaveText("You are offline");
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  await expect(page.locator("#offline-notice")).toBeHidden();
});

test("Remove saved help deletes every saved page and the service worker", async ({ page, network }) => {
  await visitOnline(page, "en", [paths.issues, paths.article]);
  await network.offline();
  await page.goto(paths.neverVisited);
  await page.getByRole("button", { name: "Remove saved help" }).click();
  await expect(page.locator("#saved-removed")).toBeVisible();
  await expect(page.locator("#saved-help li")).toHaveCount(0);
  // Only the marker that keeps it removed (tests/e2e/offline-help-removal.spec.ts).
  expect(await cacheNames(page)).toEqual(["quietway-saving-off"]);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
