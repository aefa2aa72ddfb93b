import { expect, test } from "@playwright/test";
import { ready, recordBar, runtimeCaughtUp } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): campaign landings.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

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
      await runtimeCaughtUp(page);
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
    await runtimeCaughtUp(page);
    expect(posts).toBe(1);
    expect(states).not.toContain("error");
    expect(errors).toEqual([]);
  });
});
