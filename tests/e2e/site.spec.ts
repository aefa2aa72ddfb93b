import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { watchErrors } from "./support/page-errors";

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [locale, path] of [
  ["en", "/"],
  ["ar", "/ar"],
] as const) {
  test(`home page in ${locale} renders, hydrates and has no console errors`, async ({ page }) => {
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await page.context().addCookies([{ name: "i18n_redirected", value: locale, domain: "127.0.0.1", path: "/" }]);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page.locator("main h1")).toBeVisible();
    await noHorizontalScroll(page);
    // No island on the home page: only the small runtime, no React.
    expect(scripts).toEqual(["/app.js"]);
    expect(errors).toEqual([]);
  });
}

test("Arabic mirrors the layout: the brand sits on the right", async ({ page }) => {
  await page.goto("/ar/gaming");
  const brand = await page.locator(".site-header .brand").boundingBox();
  const viewport = page.viewportSize()!;
  expect(brand!.x + brand!.width / 2).toBeGreaterThan(viewport.width / 2);
});

test("the language switcher moves to the same page in another language and remembers it", async ({ page, isMobile }) => {
  await page.goto("/help/faq");
  if (isMobile) await page.locator(".menu-button").click();
  await page.locator(".lang-switcher summary").click();
  await page.locator('.lang-switcher a[data-locale="de"]').click();
  await expect(page).toHaveURL(/\/de\/help\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "i18n_redirected")?.value).toBe("de");
  // The stored choice now decides where "/" goes.
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu, the dropdowns and the language switcher still work", async ({ page, isMobile }) => {
    await page.goto("/servers");
    if (isMobile) {
      await expect(page.locator("#site-menu")).toBeHidden();
      await page.locator(".menu-button").click();
      await expect(page.locator("#site-menu")).toBeVisible();
    }
    await page.locator(".nav-group summary", { hasText: "Product" }).click();
    await page.locator(".nav-group a", { hasText: "iOS" }).click();
    await expect(page).toHaveURL(/\/product\/ios$/);
    if (isMobile) await page.locator(".menu-button").click();
    await page.locator(".lang-switcher summary").click();
    await page.locator('.lang-switcher a[data-locale="ja"]').click();
    await expect(page).toHaveURL(/\/ja\/product\/ios$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });
});

test("an island hydrates with the page's catalog and keeps its answer", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/es/help/detail/install-windows");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const vote = page.locator(".helpful");
  const yes = vote.locator("button").first();
  await expect(yes).toBeEnabled();
  await yes.click();
  await expect(vote.getByRole("status")).toBeVisible();
  const thanks = await vote.getByRole("status").textContent();
  expect(thanks).not.toBe("Thanks for your feedback.");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // The island wakes as the visitor scrolls to it, and shows the answer kept in the browser.
  await page.evaluate(() => scrollTo(0, 0)); // (the reload may have restored the scroll position)
  await vote.scrollIntoViewIfNeeded();
  await expect(vote.getByRole("status")).toHaveText(thanks!);
  expect(errors).toEqual([]);
});

test("the search box island submits as a normal form and offers a clear button", async ({ page }) => {
  await page.goto("/help");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const input = page.locator("#search-q");
  await input.fill("windows");
  await expect(page.locator(".search-clear")).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/help\/search\?q=windows$/);
  await expect(page.locator("#search-q")).toHaveValue("windows");
  // The new page's box wakes when the visitor goes back to it.
  await page.locator("#search-q").focus();
  await expect(page.locator(".search-clear")).toBeVisible();
  await page.locator(".search-clear").click();
  await expect(page.locator("#search-q")).toHaveValue("");
});

test("an unknown page shows the localized 404 page", async ({ page }) => {
  const res = await page.goto("/fr/nothing-here");
  expect(res?.status()).toBe(404);
  await expect(page.locator("main h1")).not.toHaveText("This page could not be found");
  await page.locator("main a.button").click();
  await expect(page).toHaveURL(/\/fr$/);
});

test("the help search box shows matching articles as you type", async ({ page }) => {
  await page.goto("/es/help");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.locator("#search-q").pressSequentially("velocid", { delay: 30 });
  const results = page.locator("#live-results a");
  await expect(results.first()).toBeVisible();
  // A guide, or a troubleshooting or FAQ entry on its list (the help search covers all three).
  expect(await results.first().getAttribute("href")).toMatch(/^\/es\/help\/(detail\/|issues#|faq#)/);
  await page.locator("#search-q").fill("zzzqqqxx");
  await expect(page.locator("#live-results p")).toBeVisible();
});

test.describe("dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  // One test per page: each runs axe once, far from the timeout even on a busy machine.
  for (const path of ["/", "/servers", "/product/android", "/ip", "/help/faq", "/blog"]) {
    test(`keeps text contrast and passes axe on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      expect(await seriousViolations(page), `${path} accessibility in dark mode`).toEqual([]);
    });
  }
});
