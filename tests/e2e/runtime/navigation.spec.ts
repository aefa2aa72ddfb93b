import { expect, test } from "@playwright/test";
import { markDocument, sameDocument, ready, pageFetches, noPrefetch } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): in-site navigation.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

test.describe("in-site navigation", () => {
  test("a link loads the next page in place: head, body, focus and announcement", async ({ page }) => {
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await ready(page);
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/blog$/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    // Focus on the new page's heading, and its title read out by the live region.
    await expect(page.locator("main h1")).toBeFocused();
    await expect(page.locator("#route-announcer")).toHaveText(await page.title());
  });

  test("changing language swaps <html lang dir> and keeps the choice", async ({ page }) => {
    await page.goto("/servers");
    await ready(page);
    await markDocument(page);
    await page.locator(".lang-switcher summary").click();
    await page.locator('.lang-switcher a[data-locale="ar"]').click();
    await expect(page).toHaveURL(/\/ar\/servers$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await ready(page);
    expect(await sameDocument(page)).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "i18n_redirected")?.value).toBe("ar");
    // The new page's filter box works, in Arabic.
    await expect(page.locator("#server-filter")).toHaveAttribute("placeholder", /[\u0600-\u06FF]/);
    await page.locator("#server-filter").fill("اليابان");
    await expect(page.locator("li[data-search]:visible")).toHaveCount(1);
  });

  test("back and forward restore the page and its scroll position", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const homeTitle = await page.title();
    await markDocument(page);
    await page.locator(".site-header nav a", { hasText: "Servers" }).click();
    await expect(page).toHaveURL(/\/servers$/);
    await ready(page);
    // Scrolled once the scroll event has fired: the runtime records the position on it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo(0, 900);
        }),
    );
    // A click from script: Playwright's own click would scroll the link into view first.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>(".site-footer a[href='/ip']")!.click());
    await expect(page).toHaveURL(/\/ip$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/servers$/);
    await expect(page.locator("main h1")).toBeFocused();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(homeTitle);
    await page.goForward();
    await expect(page).toHaveURL(/\/servers$/);
    await expect(page).not.toHaveTitle(homeTitle);
    await ready(page);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a history move during a navigation wins: the page shown matches the address", async ({ page }) => {
    await noPrefetch(page);
    await page.goto("/help");
    await ready(page);
    const helpTitle = await page.title();
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await ready(page);
    // Going back is slow; going forward again before it arrives must leave the blog showing.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/help", async (route) => {
      await held;
      await route.continue();
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    release();
    // Every navigation has ended once the loading bar is done (it counts them), the slow one too:
    // had it not been dropped, it would have shown /help by then.
    await expect(page.locator("#loading-bar")).toHaveAttribute("data-state", "done");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).not.toHaveTitle(helpTitle);
    await expect(page.locator("main h1")).toBeVisible();
  });

  test("hash links scroll to their section, on this page and on the next", async ({ page }) => {
    await page.goto("/privacy");
    await ready(page);
    await markDocument(page);
    const second = page.locator(".toc a").nth(2);
    const hash = (await second.getAttribute("href"))!;
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), hash.slice(1)))
      .toBeLessThan(130);

    // From another page to a section of the terms.
    await page.goto("/services");
    await ready(page);
    const target = await page.locator(".toc a").nth(1).getAttribute("href");
    await page.goto("/privacy");
    await ready(page);
    await markDocument(page);
    await page.evaluate((href) => {
      const a = document.createElement("a");
      a.href = `/services${href}`;
      a.id = "to-terms";
      a.textContent = "terms";
      document.querySelector("main")!.prepend(a);
    }, target!);
    await page.locator("#to-terms").click();
    await expect(page).toHaveURL(new RegExp(`/services${target}$`));
    expect(await sameDocument(page)).toBe(true);
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target!.slice(1)))
      .toBeLessThan(130);
  });

  test("modified clicks, new-tab links and downloads are left to the browser", async ({ page, context }) => {
    await page.goto("/help");
    await ready(page);
    const fetches = pageFetches(page);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "afterbegin",
        '<a id="new-tab" href="/free" target="_blank">free</a><a id="file" href="/free" download>file</a>',
      );
    });
    const [popup] = await Promise.all([context.waitForEvent("page"), page.locator("#new-tab").click()]);
    await popup.close();
    const [ctrl] = await Promise.all([
      context.waitForEvent("page"),
      page.locator(".site-header nav a", { hasText: "Blog" }).click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await ctrl.close();
    await expect(page).toHaveURL(/\/help$/);
    expect(fetches.filter((f) => !f.prefetch && (f.path === "/free" || f.path === "/blog"))).toEqual([]);
  });

  test("the help search form submits in place", async ({ page }) => {
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    await page.locator("#search-q").fill("kill switch");
    await page.locator("#search-q").press("Enter");
    await expect(page).toHaveURL(/\/help\/search\?q=kill\+switch$/);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator("#search-q")).toHaveValue("kill switch");
  });

  test("islands of the new page hydrate and work; the old ones are gone", async ({ page }) => {
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    await page.locator('main a[href="/help/detail/kill-switch"]').first().click();
    await expect(page).toHaveURL(/\/help\/detail\/kill-switch$/);
    await ready(page);
    const feedback = page.waitForRequest((r) => r.url().endsWith("/web_v1/article/feedback") && r.method() === "POST");
    await page.locator(".helpful button").first().click();
    expect((await feedback).postDataJSON()).toEqual({ id: "kill-switch", lang: "en", helpful: true });
    await expect(page.locator(".helpful [role=status]")).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator("#search-q").count()).toBe(0);
  });

  test("the page transition is named page, and is skipped under reduced motion", async ({ page, browser }) => {
    const count = () => page.evaluate(() => (window as unknown as { transitions?: number }).transitions ?? 0);
    const wrap = () => {
      const d = Document.prototype as unknown as { startViewTransition?: (cb: () => void) => unknown };
      const original = d.startViewTransition;
      if (original)
        d.startViewTransition = function (this: Document, cb: () => void) {
          const w = window as unknown as { transitions?: number };
          w.transitions = (w.transitions ?? 0) + 1;
          return original.call(this, cb);
        };
    };
    await page.addInitScript(wrap);
    await page.goto("/help");
    await ready(page);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("main")!).viewTransitionName)).toBe("page");
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await count()).toBe(1);

    const calm = await browser.newPage({ reducedMotion: "reduce" });
    await calm.addInitScript(wrap);
    await calm.goto("/help");
    await expect(calm.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await calm.evaluate(() => getComputedStyle(document.querySelector("main")!).viewTransitionName)).toBe("none");
    await calm.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(calm).toHaveURL(/\/blog$/);
    expect(await calm.evaluate(() => (window as unknown as { transitions?: number }).transitions ?? 0)).toBe(0);
    await calm.close();
  });
});
