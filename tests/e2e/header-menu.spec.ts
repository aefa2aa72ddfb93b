import { expect, test } from "@playwright/test";
import { phoneOnly } from "./support/projects";

// The site header's phone menu, a sheet over the page, and the language list in order of the
// languages' own names.

test.describe("the phone menu", () => {
  test("opens as a sheet over the page, says Close while open, and Escape closes it", async ({ page }) => {
    phoneOnly();
    await page.goto("/de/help/faq");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const main = page.locator("main");
    const toggle = page.locator("#menu-toggle");
    const button = page.locator(".menu-button");
    const label = button.locator("span:visible");
    const sheet = page.locator("#site-menu");
    const mainTop = (await main.boundingBox())!.y;
    await expect(label).toHaveText("Menü");
    await expect(toggle).toHaveAccessibleName("Menü");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await expect(sheet).toBeVisible();
    await expect(label).toHaveText("Schließen");
    await expect(toggle).toHaveAccessibleName("Schließen");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Over the page, not in its flow: the content below has not moved.
    expect((await main.boundingBox())!.y).toBe(mainTop);
    // The sheet slides in (160 ms): measure where it comes to rest, once its animation has finished.
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const header = (await page.locator(".site-header").boundingBox())!;
    const panel = (await sheet.boundingBox())!;
    expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(panel.y + panel.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
    // The page behind does not scroll while the sheet is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe("hidden");
    // It lies on top: a point in the middle of the screen is the sheet's.
    expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight - 40)?.closest("#site-menu") !== null)).toBe(
      true,
    );

    await toggle.focus();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(label).toHaveText("Menü");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe("hidden");
  });

  test("opens from the keyboard with Enter", async ({ page }) => {
    phoneOnly();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.locator("#menu-toggle").focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(page.locator("#menu-toggle")).toHaveAccessibleName("Close");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still opens over the page and says Close", async ({ page }) => {
      phoneOnly();
      await page.goto("/ja/help");
      const mainTop = (await page.locator("main").boundingBox())!.y;
      await page.locator(".menu-button").click();
      await expect(page.locator("#site-menu")).toBeVisible();
      await expect(page.locator(".menu-button span:visible")).toHaveText("閉じる");
      expect((await page.locator("main").boundingBox())!.y).toBe(mainTop);
      // Nothing to fill the status strip: it takes no room.
      await expect(page.locator(".header-status")).toBeHidden();
    });
  });
});

test("the language list is in the order of each language's own name, the current one marked", async ({ page, isMobile }) => {
  await page.goto("/el/help/faq");
  if (isMobile) await page.locator(".menu-button").click();
  await page.locator(".lang-switcher summary").click();
  const links = page.locator(".lang-list a");
  await expect(links.first()).toBeVisible();
  await expect(links).toHaveText([
    "Bahasa Indonesia",
    "Bahasa Melayu",
    "Basa Jawa",
    "Čeština",
    "Deutsch",
    "English",
    "Español",
    "Français",
    "Italiano",
    "Magyar",
    "Nederlands",
    "Polski",
    "Português",
    "Română",
    "Tiếng Việt",
    "Türkçe",
    "Ελληνικά",
    "Русский",
    "Українська",
    "العربية",
    "हिन्दी",
    "ไทย",
    "한국어",
    "日本語",
    "简体中文",
  ]);
  const current = page.locator('.lang-list a[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("Ελληνικά");
  await expect(current.locator(".lang-check")).toBeVisible();
  // Read down the columns: each name is below the one before it, or at the top of the next column.
  const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    expect(b.y > a.y || b.y === boxes[0]!.y, `item ${i + 1}`).toBe(true);
  }
});
