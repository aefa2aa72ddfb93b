import { expect, test, type Page } from "@playwright/test";

// The help centre's live search covers troubleshooting entries too (issue 23): a symptom typed
// as a visitor types it, in a language written without spaces or right to left, puts the entry
// that fixes it first, labelled as troubleshooting.

/** Types into the /help search box of a language and returns the first live result's link. */
async function firstLiveResult(page: Page, locale: string, typed: string) {
  await page.goto(`/${locale}/help`);
  const box = page.locator("#search-q");
  await box.fill(typed);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(box).toHaveValue(typed);
  const first = page.locator("#live-results li a").first();
  await expect(first).toBeVisible();
  return first;
}

test("Thai: typing “vpn ต่อไม่ติด” (can't connect) shows the troubleshooting entry first, labelled", async ({ page }) => {
  const first = await firstLiveResult(page, "th", "vpn ต่อไม่ติด");
  await expect(first).toHaveAttribute("href", "/th/help/issues#app-will-not-connect");
  await expect(first.locator(".result-type")).toHaveText("การแก้ไขปัญหา");
});

test("Japanese: typing “vpn 繋がらない” (won't connect) shows the troubleshooting entry first, labelled", async ({ page }) => {
  const first = await firstLiveResult(page, "ja", "vpn 繋がらない");
  await expect(first).toHaveAttribute("href", "/ja/help/issues#app-will-not-connect");
  await expect(first.locator(".result-type")).toHaveText("トラブルシューティング");
});

test("Arabic: typing “vpn لا يتصل” (does not connect) shows the troubleshooting entry first, labelled", async ({ page }) => {
  const first = await firstLiveResult(page, "ar", "vpn لا يتصل");
  await expect(first).toHaveAttribute("href", "/ar/help/issues#app-will-not-connect");
  await expect(first.locator(".result-type")).toHaveText("حل المشكلات");
});

test("a FAQ result opens its answer on the FAQ page", async ({ page }) => {
  await page.goto("/help/search?q=how+many+devices");
  const faq = page.locator(".result", { has: page.locator(".result-type", { hasText: "FAQ" }) }).first();
  await expect(faq).toBeVisible();
  const link = faq.locator(".result-title a");
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/help\/faq#/);
  await link.click();
  await expect(page.locator(`details${href.slice(href.indexOf("#"))}`)).toHaveAttribute("open", "");
});
