import { expect, test, type Page } from "@playwright/test";

// The site header's navigation marks the item the page belongs to.

/** The main navigation's current items: links marked aria-current and groups marked current. */
async function currentNav(page: Page) {
  return page.locator(".site-header nav").evaluate((nav) => ({
    links: Array.from(
      nav.querySelectorAll(":scope > ul > li > a[aria-current]"),
      (a) => `${a.textContent}=${a.getAttribute("aria-current")}`,
    ),
    groups: Array.from(nav.querySelectorAll(".nav-group[data-current] > summary"), (s) => s.textContent),
    inGroups: Array.from(nav.querySelectorAll(".nav-group a[aria-current]"), (a) => `${a.textContent}=${a.getAttribute("aria-current")}`),
  }));
}

test.describe("the navigation marks the part of the site the page is in", () => {
  test("nothing on the 404 page", async ({ page }) => {
    const res = await page.goto("/this-page-does-not-exist");
    expect(res!.status()).toBe(404);
    expect(await currentNav(page)).toEqual({ links: [], groups: [], inGroups: [] });
    await expect(page.locator('.site-header [aria-current="page"], main [aria-current="page"]')).toHaveCount(0);
  });

  test("Help on /help itself, as the page", async ({ page }) => {
    await page.goto("/help");
    expect(await currentNav(page)).toEqual({ links: ["Help=page"], groups: [], inGroups: [] });
  });

  for (const path of [
    "/help/faq",
    "/help/issues",
    "/help/message",
    "/help/search?q=speed",
    "/help/detail",
    "/help/detail/install-windows",
  ]) {
    test(`Help on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await currentNav(page)).toEqual({ links: ["Help=true"], groups: [], inGroups: [] });
    });
  }

  test("Blog on a blog post", async ({ page }) => {
    await page.goto("/blog/public-wifi-safety");
    expect(await currentNav(page)).toEqual({ links: ["Blog=true"], groups: [], inGroups: [] });
  });

  test("Product, and its platform, on a product page", async ({ page }) => {
    await page.goto("/product/ios");
    expect(await currentNav(page)).toEqual({ links: [], groups: ["Product"], inGroups: ["iOS=page"] });
  });

  test("Resources on the free plan's page", async ({ page }) => {
    await page.goto("/fr/free");
    expect(await currentNav(page)).toEqual({ links: [], groups: ["Ressources"], inGroups: ["VPN gratuit=page"] });
  });

  test("Home on the home page only", async ({ page }) => {
    await page.goto("/servers");
    expect(await currentNav(page)).toEqual({ links: ["Servers=page"], groups: [], inGroups: [] });
    await page.goto("/");
    expect(await currentNav(page)).toEqual({ links: ["Home=page"], groups: [], inGroups: [] });
  });
});
