import { expect, test, type Page, type Request } from "@playwright/test";

// The browser runtime (client/entry.ts, client/runtime/): in-site navigation, the loading
// bar, prefetch, resilience, campaign and download tracking. Desktop only: none of it
// depends on the viewport, and the phone project runs the layout tests.

/** Marks the current document, so a test can tell an in-place navigation from a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
}
async function ready(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Records every data-state the loading bar takes, across full page loads too. */
async function recordBar(page: Page): Promise<string[]> {
  const states: string[] = [];
  await page.exposeFunction("barState", (s: string) => states.push(s));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.id === "loading-bar" && r.attributeName === "data-state") (window as unknown as { barState(s: string): void }).barState(el.dataset.state!);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
  });
  return states;
}

/** Page requests made by the runtime's fetch (navigations and prefetches), by path. */
function pageFetches(page: Page): { path: string; prefetch: boolean }[] {
  const seen: { path: string; prefetch: boolean }[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (req.resourceType() === "fetch" && !url.pathname.startsWith("/web_v1")) seen.push({ path: url.pathname + url.search, prefetch: req.headers()["purpose"] === "prefetch" });
  });
  return seen;
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Turns prefetching off (as a save-data connection does), so a test controls every fetch. */
async function noPrefetch(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
}

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
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(150);
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
    await page.waitForTimeout(500);
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
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), hash.slice(1))).toBeLessThan(130);

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
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target!.slice(1))).toBeLessThan(130);
  });

  test("modified clicks, new-tab links and downloads are left to the browser", async ({ page, context }) => {
    await page.goto("/help");
    await ready(page);
    const fetches = pageFetches(page);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML("afterbegin", '<a id="new-tab" href="/free" target="_blank">free</a><a id="file" href="/free" download>file</a>');
    });
    const [popup] = await Promise.all([context.waitForEvent("page"), page.locator("#new-tab").click()]);
    await popup.close();
    const [ctrl] = await Promise.all([context.waitForEvent("page"), page.locator(".site-header nav a", { hasText: "Blog" }).click({ modifiers: ["ControlOrMeta"] })]);
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

  test("when the network fails during a navigation, the visitor stays on the page with the bar red and a way to try again", async ({ page }) => {
    await noPrefetch(page);
    const states = await recordBar(page);
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    let failing = true;
    await page.route("**/servers", (route) => (failing && route.request().resourceType() === "fetch" ? route.abort("internetdisconnected") : route.continue()));
    await page.locator(".site-header nav a", { hasText: "Servers" }).click();
    const notice = page.locator("#nav-error");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("role", "alert");
    await expect(page.locator("#loading-bar")).toHaveAttribute("data-state", "error");
    expect(states).toContain("error");
    await expect(page).toHaveURL(/\/help$/);
    expect(await sameDocument(page)).toBe(true);
    // Try again, once the network is back: the page opens in place and the notice goes.
    failing = false;
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(/\/servers$/);
    await expect(notice).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
  });

  test("a server error during a navigation still loads the page normally", async ({ page }) => {
    await noPrefetch(page);
    await page.goto("/help");
    await ready(page);
    await markDocument(page);
    await page.route("**/servers", (route) => (route.request().resourceType() === "fetch" ? route.fulfill({ status: 503, body: "down" }) : route.continue()));
    await page.locator(".site-header nav a", { hasText: "Servers" }).click();
    await expect(page).toHaveURL(/\/servers$/);
    expect(await sameDocument(page)).toBe(false);
  });
});

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

test.describe("loading bar", () => {
  /** Holds matching requests until the test opens the gate, so no assertion races the network. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  }

  /** Records, in the page, when the bar became visible (and when it entered "loading"). */
  async function timeBar(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { barTimes: { loading?: number; shown?: number } };
      w.barTimes = {};
      new MutationObserver(() => {
        const el = document.getElementById("loading-bar");
        if (!el) return;
        if (el.dataset.state === "loading" && w.barTimes.loading === undefined) w.barTimes.loading = performance.now();
        if (!el.hidden && w.barTimes.shown === undefined) w.barTimes.shown = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state", "hidden"] });
    });
    return () => page.evaluate(() => (window as unknown as { barTimes: { loading: number; shown: number } }).barTimes);
  }

  test("appears 200 ms into a slow navigation, advances, and goes when the page is in place", async ({ page }) => {
    await noPrefetch(page);
    const times = await timeBar(page);
    await page.goto("/help");
    await ready(page);
    const slow = gate();
    await page.route("**/blog", async (route) => {
      await slow.opened;
      await route.continue();
    });
    const bar = page.locator("#loading-bar");
    await expect(bar).toBeHidden();
    // Time this navigation only (an API call of the page load may have used the bar before), from
    // a moment before the click: the navigation starts after it, and an observer only reports
    // late, so the difference can only come out longer than the real one, never shorter.
    const clickedAt = await page.evaluate(() => {
      (window as unknown as { barTimes: object }).barTimes = {};
      return performance.now();
    });
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "loading");
    await expect(bar).toHaveRole("progressbar");
    const { shown } = await times();
    expect(shown - clickedAt).toBeGreaterThanOrEqual(200);
    const first = Number(await bar.getAttribute("aria-valuenow"));
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(first);
    await expect(page).toHaveURL(/\/help$/);
    slow.open();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(bar).toHaveAttribute("data-state", "done");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(bar).toBeHidden();
  });

  test("a fast page never shows it", async ({ page }) => {
    await noPrefetch(page);
    const states = await recordBar(page);
    const times = await timeBar(page);
    await page.goto("/help");
    await ready(page);
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await ready(page);
    const { loading, shown } = await times();
    expect(loading).toBeGreaterThan(0);
    // Shown only if the page took longer than the 200 ms throttle (a slow machine): never before.
    if (shown !== undefined) expect(shown - loading).toBeGreaterThanOrEqual(195);
    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(["loading", "done"]);
  });

  test("follows API calls in flight and shows when one fails", async ({ page }) => {
    await noPrefetch(page);
    await page.goto("/help");
    await ready(page);
    const bar = page.locator("#loading-bar");
    const slow = gate();
    await page.route("**/web_v1/article/search**", async (route) => {
      await slow.opened;
      await route.continue();
    });
    await page.locator("#search-q").pressSequentially("speed", { delay: 20 });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "loading");
    slow.open();
    await expect(page.locator("#live-results a").first()).toBeVisible();
    await expect(bar).toHaveAttribute("data-state", "done");
    await expect(bar).toBeHidden();

    await page.unroute("**/web_v1/article/search**");
    await page.route("**/web_v1/article/search**", (route) => route.abort());
    await page.locator("#search-q").fill("router");
    await expect(bar).toHaveAttribute("data-state", "error");
    await expect(bar).toBeVisible();
  });
});

test.describe("prefetch", () => {
  test("a link the pointer rests on is fetched ahead, and the click reuses it", async ({ page }) => {
    // Without IntersectionObserver only the pointer can start a prefetch.
    await page.addInitScript(() => Object.defineProperty(window, "IntersectionObserver", { value: undefined }));
    const fetches = pageFetches(page);
    await page.goto("/help");
    await ready(page);
    await page.waitForTimeout(500);
    expect(fetches.filter((f) => f.prefetch)).toEqual([]);
    await markDocument(page);
    const link = page.locator(".site-header nav a", { hasText: "Blog" });
    await link.hover();
    await expect.poll(() => fetches.filter((f) => f.path === "/blog" && f.prefetch).length).toBe(1);
    await link.click();
    await expect(page).toHaveURL(/\/blog$/);
    await ready(page);
    expect(fetches.filter((f) => f.path === "/blog")).toEqual([{ path: "/blog", prefetch: true }]);
    expect(await sameDocument(page)).toBe(true);
  });

  test("links in view are prefetched at idle time, except the language switcher's", async ({ page }) => {
    const fetches = pageFetches(page);
    await page.goto("/help");
    await ready(page);
    await expect.poll(() => fetches.filter((f) => f.prefetch).length).toBeGreaterThan(3);
    expect(fetches.filter((f) => f.path.includes("set_lang"))).toEqual([]);
  });

  for (const [name, connection] of [
    ["save-data", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
    ["slow-2g", { saveData: false, effectiveType: "slow-2g" }],
  ] as const) {
    test(`nothing is prefetched on ${name}`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }), connection);
      const fetches = pageFetches(page);
      await page.goto("/help");
      await ready(page);
      await page.locator(".site-header nav a", { hasText: "Blog" }).hover();
      await page.waitForTimeout(800);
      expect(fetches.filter((f) => f.prefetch)).toEqual([]);
      // Navigation itself still works.
      await page.locator(".site-header nav a", { hasText: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }
});

test.describe("resilience", () => {
  test("a page whose island code cannot load reloads once, then stops", async ({ page }) => {
    let loads = 0;
    page.on("request", (req) => {
      if (req.isNavigationRequest() && new URL(req.url()).pathname === "/help/detail/kill-switch") loads++;
    });
    await page.route(/\/assets\/HelpfulVote-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/help/detail/kill-switch");
    // The island's code is asked for when the visitor reaches for it.
    await page.locator(".helpful button").first().click();
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState();
    await page.locator(".helpful button").first().click();
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    // The article itself is there, server-rendered.
    await expect(page.locator("main h1")).toBeVisible();
  });

  test("going offline shows a notice; a navigation offline says so; back online hides it", async ({ page, context }) => {
    await page.goto("/help");
    await ready(page);
    const notice = page.locator("#offline-notice");
    await expect(notice).toBeHidden();
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveRole("status");
    await expect(notice.locator(".offline-now")).toBeVisible();
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(notice.locator(".offline-blocked")).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await page.locator(".site-header nav a", { hasText: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("campaign landings", () => {
  for (const [query, expected] of [
    ["utm_source=newsletter", 1],
    ["utm_term=fast+vpn", 1],
    ["gclid=Cj0KCQ", 1],
    ["keyword=vpn", 1],
    ["utm_source=", 0],
    ["utm_medium=email&utm_campaign=autumn", 0],
    ["", 0],
  ] as const) {
    test(`${query || "no parameters"}: ${expected ? "reported once" : "not reported"}`, async ({ page }) => {
      const posts: unknown[] = [];
      page.on("request", (req) => {
        if (req.url().endsWith("/web_v1/thematic-activity/v2") && req.method() === "POST") posts.push(req.postDataJSON());
      });
      const url = `/help${query ? `?${query}` : ""}`;
      await page.goto(url);
      await ready(page);
      await page.waitForTimeout(300);
      expect(posts).toEqual(expected ? [{ url: new URL(url, page.url()).href }] : []);
    });
  }

  test("sends the page path and campaign parameters only, nothing else of the address", async ({ page }) => {
    const post = page.waitForRequest((r) => r.url().endsWith("/web_v1/thematic-activity/v2") && r.method() === "POST");
    await page.goto("/help?email=someone%40mail.example&utm_source=newsletter&token=9f8e7d#section");
    expect((await post).postDataJSON()).toEqual({ url: new URL("/help?utm_source=newsletter", page.url()).href });
  });

  test("a search on the help centre's search page is not a campaign landing", async ({ page }) => {
    const posts: unknown[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/web_v1/thematic-activity/v2") && req.method() === "POST") posts.push(req.postDataJSON());
    });
    await page.goto("/help/search?keyword=my+private+words");
    await ready(page);
    // The control: a real landing loaded after it. Once its report has been sent, the search
    // page's would have been too, had it counted as one.
    const control = page.waitForRequest((r) => r.url().endsWith("/web_v1/thematic-activity/v2") && r.method() === "POST");
    await page.goto("/help?utm_source=control");
    await control;
    expect(posts).toEqual([{ url: new URL("/help?utm_source=control", page.url()).href }]);
  });

  test("is not reported again after navigating in the site, and a failure is silent", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    let posts = 0;
    await page.route("**/web_v1/thematic-activity/v2", (route) => {
      posts++;
      return route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"unavailable","message":"down"}}' });
    });
    const states = await recordBar(page);
    await page.goto("/help?utm_source=ad");
    await ready(page);
    await expect.poll(() => posts).toBe(1);
    await page.evaluate(() => {
      document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<a id="tagged" href="/blog?utm_source=ad">blog</a>');
    });
    await page.locator("#tagged").click();
    await expect(page).toHaveURL(/\/blog\?utm_source=ad$/);
    await ready(page);
    await page.waitForTimeout(300);
    expect(posts).toBe(1);
    expect(states).not.toContain("error");
    expect(errors).toEqual([]);
  });
});

test.describe("downloads", () => {
  test("the list is fetched once per session and kept in session storage", async ({ page }) => {
    let gets = 0;
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/web_v1/download") gets++;
    });
    await page.goto("/");
    await ready(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("downloads"))).not.toBeNull();
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem("downloads")))!).windows.download_url)
      .toMatch(/^https:\/\//);
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("downloads")))!);
    for (const platform of ["windows", "android", "ios"]) {
      expect(stored[platform]).toEqual({ download_url: expect.stringMatching(/^https:\/\//), version: expect.stringMatching(/^\d+(\.\d+)+$/) });
    }
    await page.goto("/help");
    await ready(page);
    await page.goto("/product/ios");
    await ready(page);
    expect(gets).toBe(1);
  });

  test("before the list loads, every entry is empty", async ({ page }) => {
    await page.route("**/web_v1/download", async (route) => {
      await delay(1500);
      await route.continue();
    });
    await page.goto("/help");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("downloads"))).not.toBeNull();
    const early = JSON.parse((await page.evaluate(() => sessionStorage.getItem("downloads")))!);
    expect(early).toEqual({
      windows: { download_url: "", version: "" },
      android: { download_url: "", version: "" },
      ios: { download_url: "", version: "" },
    });
  });

  test("a click on a download button is recorded with keepalive", async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.fetch;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes("ajax-click-download")) {
          (window as unknown as { clickInit: RequestInit }).clickInit = init ?? {};
        }
        return original(input, init);
      };
    });
    await page.route("https://download.quietway.example/**", (route) =>
      route.fulfill({ status: 200, headers: { "Content-Type": "application/octet-stream", "Content-Disposition": "attachment; filename=setup.exe" }, body: "MZ" }),
    );
    await page.goto("/product/windows");
    await ready(page);
    const post = page.waitForRequest((r) => r.url().endsWith("/web_v1/download/ajax-click-download") && r.method() === "POST");
    // The hero's button; the page ends with a second one, the same link.
    const button = page.locator("a.download-button").first();
    const version = await button.getAttribute("data-version");
    await Promise.all([page.waitForEvent("download"), button.click()]);
    // The page's path only: never its query or fragment.
    expect((await post).postDataJSON()).toEqual({ platform: "windows", version, page: new URL(page.url()).pathname });
    expect(await page.evaluate(() => (window as unknown as { clickInit: RequestInit }).clickInit.keepalive)).toBe(true);
  });
});
