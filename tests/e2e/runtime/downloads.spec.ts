import { expect, test } from "@playwright/test";
import { ready } from "../support/runtime";

// The browser runtime (client/entry.ts, client/runtime/): download tracking.
// Desktop only: none of it depends on the viewport (playwright.config.ts).

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
      expect(stored[platform]).toEqual({
        download_url: expect.stringMatching(/^https:\/\//),
        version: expect.stringMatching(/^\d+(\.\d+)+$/),
      });
    }
    await page.goto("/help");
    await ready(page);
    await page.goto("/product/ios");
    await ready(page);
    expect(gets).toBe(1);
  });

  test("before the list loads, every entry is empty", async ({ page }) => {
    // The list is held until the test has read what the page keeps before it arrives.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/web_v1/download", async (route) => {
      await held;
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
    const arrived = page.waitForResponse("**/web_v1/download");
    release();
    await arrived;
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
      route.fulfill({
        status: 200,
        headers: { "Content-Type": "application/octet-stream", "Content-Disposition": "attachment; filename=setup.exe" },
        body: "MZ",
      }),
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
