import { expect, test } from "@playwright/test";

// /servers on a phone: jump links to each continent, continents that fold, and the filter.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "phone", "a phone layout");
});

test("a jump link opens its continent and lands on it", async ({ page }) => {
  await page.goto("/servers");
  const last = page.locator("details.continent").last();
  await expect(last).not.toHaveAttribute("open");
  const id = await last.locator("h2").getAttribute("id");
  await page.locator(`.continent-jump a[href="#${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(last).toHaveAttribute("open");
  await expect(last.locator("h2")).toBeInViewport();
  await expect(last.locator("li[data-search]").first()).toBeVisible();
});

test("a continent folds and unfolds by its heading", async ({ page }) => {
  await page.goto("/servers");
  const first = page.locator("details.continent").first();
  const country = first.locator("li[data-search]").first();
  await expect(country).toBeVisible();
  await first.locator("summary").click();
  await expect(country).toBeHidden();
  await first.locator("summary").click();
  await expect(country).toBeVisible();
});

test("the filter opens a folded continent that has a match", async ({ page }) => {
  await page.goto("/servers");
  const brazil = page.locator("#server-BR");
  const southAmerica = page.locator("details.continent", { has: brazil });
  await expect(southAmerica).not.toHaveAttribute("open");
  await expect(brazil).toBeHidden();
  await page.locator("#server-filter").fill("sao paulo");
  await expect(brazil).toBeVisible();
  await expect(page.locator("li[data-search]:visible")).toHaveCount(1);
});
