import { expect, type Page } from "@playwright/test";
import { cacheNames, type Network, offlinePaths, registrations, savedPaths, test, visitOnline } from "./offline-help-kit";

// "Remove saved help" holds on this device until the visitor turns saving on again (decision 011).
test.use({ serviceWorkers: "allow" });

const paths = offlinePaths("en");

/** Saves help, then removes it from the offline page while offline, and comes back online. */
async function removeSavedHelp(page: Page, network: Network): Promise<void> {
  await visitOnline(page, "en", [paths.issues]);
  await network.offline();
  await page.goto(paths.neverVisited);
  await page.getByRole("button", { name: "Remove saved help" }).click();
  await expect(page.locator("#saved-removed")).toBeVisible();
  // Still styled offline: the page's files outlive the cache they came from.
  await expect(page.locator(".offline-saved-box")).toHaveCSS("border-style", "solid");
  await expect(page.getByRole("button", { name: "Save help on this device again" })).toBeVisible();
  await network.online();
}

test("after Remove saved help, later visits save nothing and register no service worker", async ({ page, network }) => {
  await removeSavedHelp(page, network);
  for (const path of [paths.issues, paths.article, paths.ip]) {
    await page.goto(path);
    // Set once the runtime has decided, after the page is idle, whether to register the worker.
    await expect(page.locator("html")).toHaveAttribute("data-saving-off", "");
    expect(await registrations(page)).toBe(0);
  }
  expect(await cacheNames(page)).toEqual(["quietway-saving-off"]);
  // Online, the offline page says saving is off, and how to turn it on, instead of "nothing is saved yet".
  await page.goto(paths.offline);
  await expect(page.locator("#saving-off")).toBeVisible();
  await expect(page.locator("#saved-none")).toBeHidden();
});

test("Save help on this device again turns saving back on", async ({ page, network }) => {
  await removeSavedHelp(page, network);
  await page.goto(paths.offline);
  await page.getByRole("button", { name: "Save help on this device again" }).click();
  await expect(page.locator("#saving-off")).toBeHidden();
  await expect(page.locator("#saved-none")).toBeVisible();
  await expect.poll(() => registrations(page)).toBe(1);
  await visitOnline(page, "en", [paths.article]);
  expect(await savedPaths(page)).toEqual(expect.arrayContaining([paths.issues, paths.article, paths.faq]));
  expect(await cacheNames(page)).not.toContain("quietway-saving-off");
  // And it stays on: the next visit keeps the worker.
  await page.goto(paths.issues);
  await expect(page.locator("html")).toHaveAttribute("data-offline-help", "");
  await expect(page.locator("html")).not.toHaveAttribute("data-saving-off", "");
});
