import { expect, test, type Page } from "@playwright/test";
import { LOCALES, localePath } from "../../common/locales";

// The site header: one row on wide screens in every language, the status strip inside the header,
// the phone menu as a sheet over the page, the language list in order of the languages' own names,
// and the navigation item the page belongs to.

const desktopOnly = () => test.skip(test.info().project.name !== "desktop", "a wide-screen layout");
const phoneOnly = () => test.skip(test.info().project.name !== "phone", "a phone layout");

/** The visible items of the header's bar, as boxes, and the bar's own box. */
async function barLayout(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>(".header-bar")!;
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    const items = Array.from(bar.querySelectorAll<HTMLElement>(".brand, .nav-list > li, .lang-switcher > summary, .get-now"))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.textContent!.trim().slice(0, 30), top: r.top, middle: r.top + r.height / 2, left: r.left, right: r.right };
      });
    return {
      items,
      height: box.height,
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
      rowHeight: parseFloat(getComputedStyle(document.documentElement).fontSize) * 4,
    };
  });
}

test.describe("on wide screens the header is one row", () => {
  for (const locale of LOCALES) {
    test(`in ${locale} at 1024, 1280 and 1440 px`, async ({ page }) => {
      desktopOnly();
      // /free: the Resources group is current there, in bold, the widest state of the row.
      await page.goto(localePath(locale, "/free"));
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const bar = await barLayout(page);
        // Brand, five navigation items, the language button and Get Now.
        expect(bar.items.length, `${locale} at ${width}px`).toBeGreaterThanOrEqual(8);
        const middles = bar.items.map((i) => i.middle);
        expect(Math.max(...middles) - Math.min(...middles), `${locale} at ${width}px: items on one line`).toBeLessThanOrEqual(3);
        expect(bar.height, `${locale} at ${width}px: the bar is one row high`).toBeLessThanOrEqual(bar.rowHeight + 1);
        for (const item of bar.items) {
          expect(item.left, `${locale} at ${width}px: "${item.name}" inside the bar`).toBeGreaterThanOrEqual(bar.left - 1);
          expect(item.right, `${locale} at ${width}px: "${item.name}" inside the bar`).toBeLessThanOrEqual(bar.right + 1);
        }
        // In order along the line, none over another.
        const sorted = [...bar.items].sort((a, b) => a.left - b.left);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.left, `${locale} at ${width}px`).toBeGreaterThanOrEqual(sorted[i - 1]!.right);
      }
    });
  }
});

/** Scrolls the window to `y` and resolves once the scroll has happened and been painted. */
async function scrollToY(page: Page, y: number): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        const done = () => requestAnimationFrame(() => resolve(scrollY));
        if (Math.abs(scrollY - target) < 1) return done();
        addEventListener("scroll", done, { once: true });
        scrollTo(0, target);
      }),
    y,
  );
}

for (const path of ["/help/faq", "/ip"]) {
  test(`on a phone, scrolling ${path}, the status line stays inside the header`, async ({ page }) => {
    phoneOnly();
    await page.goto(path);
    const line = page.locator("[data-ip-status]");
    await expect(line).toBeVisible();
    const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(end, "the page is long enough to scroll").toBeGreaterThan(800);
    for (let y = 0; ; y = Math.min(end, y + 350)) {
      const at = await scrollToY(page, y);
      const header = (await page.locator(".site-header").boundingBox())!;
      const box = (await line.boundingBox())!;
      expect(box.y, `at ${at}px`).toBeGreaterThanOrEqual(header.y);
      expect(box.y + box.height, `at ${at}px`).toBeLessThanOrEqual(header.y + header.height);
      expect(box.x, `at ${at}px`).toBeGreaterThanOrEqual(header.x);
      expect(box.x + box.width, `at ${at}px`).toBeLessThanOrEqual(header.x + header.width);
      // The header stays at the top of the screen, so nothing else can be under the line.
      expect(header.y, `at ${at}px`).toBe(0);
      if (y === end) break;
    }
  });
}

test("the status line fills in without moving the page", async ({ page }) => {
  // Hold the address until the page has been measured; a new session, so it is asked for.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/web_v1/ip/v3**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/help/faq");
  const heading = page.locator("main h1");
  await expect(heading).toBeVisible();
  const before = { main: await heading.boundingBox(), header: await page.locator(".site-header").boundingBox() };
  await expect(page.locator("[data-ip-status]")).toBeHidden();
  release();
  await expect(page.locator("[data-ip-status]")).toBeVisible();
  expect({ main: await heading.boundingBox(), header: await page.locator(".site-header").boundingBox() }).toEqual(before);
});

test("when the address cannot be had, the strip links to the IP check instead", async ({ page }) => {
  await page.route("**/web_v1/ip/v3**", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/de/help");
  const fallback = page.locator("[data-ip-fallback]");
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute("href", "/de/ip");
  await expect(page.locator("[data-ip-status]")).toBeHidden();
});

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
    expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight - 40)?.closest("#site-menu") !== null)).toBe(true);

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

/** The main navigation's current items: links marked aria-current and groups marked current. */
async function currentNav(page: Page) {
  return page.locator(".site-header nav").evaluate((nav) => ({
    links: Array.from(nav.querySelectorAll(":scope > ul > li > a[aria-current]"), (a) => `${a.textContent}=${a.getAttribute("aria-current")}`),
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

  for (const path of ["/help/faq", "/help/issues", "/help/message", "/help/search?q=speed", "/help/detail", "/help/detail/install-windows"]) {
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
