import { expect, test } from "@playwright/test";

// The browser runtime (client/entry.ts, client/runtime/): the server list's filter.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

test.describe("server list filter", () => {
  test("narrows the list as you type, ignoring accents and case, and says when nothing matches", async ({ page }) => {
    await page.goto("/servers");
    const filter = page.locator("#server-filter");
    await expect(filter).toBeVisible();
    const visible = page.locator("li[data-search]:visible");
    // The first continent is open, the others folded.
    const before = await visible.count();
    expect(before).toBeGreaterThan(5);
    expect(await page.locator("li[data-search]").count()).toBeGreaterThan(100);
    await filter.fill("sao paulo");
    await expect(visible).toHaveCount(1);
    await expect(visible.first()).toContainText("Brazil");
    await expect(page.locator(".continent:visible")).toHaveCount(1);
    await filter.fill("TOKYO");
    await expect(visible.first()).toContainText("Japan");
    await filter.fill("atlantis");
    await expect(visible).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "No server location" })).toBeVisible();
    // Cleared, the list is as it was: the continents the filter opened fold again.
    await filter.fill("");
    await expect(visible).toHaveCount(before);
  });

  test("filters countries that arrive after the filter started, as a slowly streamed list does", async ({ page }) => {
    await page.goto("/servers");
    const filter = page.locator("#server-filter");
    await expect(filter).toBeVisible();
    // A country the runtime did not see when it started, as if it had streamed in later.
    await page.evaluate(() => {
      const list = document.querySelector(".countries")!;
      const late = document.createElement("li");
      late.dataset.search = "atlantis at poseidonia";
      late.textContent = "Atlantis";
      list.append(late);
    });
    await filter.fill("sao paulo");
    const visible = page.locator("li[data-search]:visible");
    await expect(visible).toHaveCount(1);
    await filter.fill("poseidonia");
    await expect(visible).toHaveCount(1);
    await expect(visible.first()).toContainText("Atlantis");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows the whole list, each continent opening by its heading, and no filter box", async ({ page }) => {
      await page.goto("/servers");
      await expect(page.locator("#server-filter")).toBeHidden();
      expect(await page.locator("li[data-search]").count()).toBeGreaterThan(100);
      const last = page.locator("details.continent").last();
      await expect(last.locator("li[data-search]").first()).toBeHidden();
      await last.locator("summary").click();
      await expect(last.locator("li[data-search]").first()).toBeVisible();
    });
  });
});
