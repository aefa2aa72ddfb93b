import { expect, test, type Page } from "@playwright/test";
import { LOCALES, localePath } from "../../common/locales";
import { desktopOnly, phoneOnly } from "./support/projects";

// The site header: one row on wide screens in every language, and the status strip inside the header.
// The phone menu and the language list: header-menu.spec.ts; the current navigation item: header-nav.spec.ts.

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
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.left, `${locale} at ${width}px`).toBeGreaterThanOrEqual(sorted[i - 1]!.right);
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
