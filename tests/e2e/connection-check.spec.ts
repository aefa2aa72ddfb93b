import { expect, test, type Page } from "@playwright/test";

/** Counts WebRTC peer connections the page creates, from before its first script runs. */
async function countPeers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { peers: number; RTCPeerConnection: typeof RTCPeerConnection };
    w.peers = 0;
    const Original = w.RTCPeerConnection;
    w.RTCPeerConnection = class extends Original {
      constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
        super(...args);
        w.peers++;
      }
    } as typeof RTCPeerConnection;
  });
  return () => page.evaluate(() => (window as unknown as { peers: number }).peers);
}

for (const [locale, path] of [
  ["en", "/ip"],
  ["ar", "/ar/ip"],
] as const) {
  test.describe(`the connection check in ${locale}`, () => {
    test("shows the IPv4 and the IPv6 address side by side", async ({ page }) => {
      await page.goto(path);
      const v4 = page.locator('[data-family="4"]');
      const v6 = page.locator('[data-family="6"]');
      await expect(v4.locator('[data-field="ip"]')).toHaveText("127.0.0.1");
      await expect(v6.locator('[data-field="ip"]')).toHaveText("::1");
      await expect(v4.locator('[data-state="none"]')).toBeHidden();
    });

    test("runs the WebRTC test only when asked, and says what it found", async ({ page }) => {
      const peers = await countPeers(page);
      await page.goto(path);
      const button = page.locator("[data-webrtc-check]");
      await expect(button).toBeVisible();
      await expect(page.locator("[data-needs-js]")).toBeHidden();
      expect(await peers()).toBe(0);
      await button.click();
      await expect(page.locator("[data-webrtc-result]")).toBeVisible({ timeout: 10_000 });
      await expect(page.locator("[data-verdict]:visible")).toHaveCount(1);
      expect(await peers()).toBe(1);
    });
  });
}

test("the header's status line appears once per session, without moving the page", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/web_v1/ip/v3") && asked.push(r.url()));
  await page.goto("/help");
  const heading = page.locator("main h1");
  const before = await heading.boundingBox();
  const line = page.locator("[data-ip-status]");
  await expect(line).toBeVisible();
  await expect(line.locator("[data-ip-value]")).toHaveText(/^(127\.0\.0\.1|::1)$/);
  await expect(line).toHaveAttribute("href", "/ip");
  expect(await heading.boundingBox()).toEqual(before);
  await page.goto("/blog");
  await expect(page.locator("[data-ip-status]")).toBeVisible();
  expect(asked).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the status line and the WebRTC button are absent, and a sentence says why", async ({ page }) => {
    await page.goto("/ip");
    await expect(page.locator("[data-ip-status]")).toBeHidden();
    await expect(page.locator("[data-webrtc-check]")).toBeHidden();
    await expect(page.locator("[data-needs-js]")).toBeVisible();
    await expect(page.locator(".ip-address").first()).toHaveText("127.0.0.1");
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 720 } });
  for (const path of ["/", "/ar", "/help", "/ip", "/servers"]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the comparison table shows every column of every feature on screen", async ({ page }) => {
    await page.goto("/");
    // On a phone each feature is a block with one labelled cell per column (CompareTable).
    const rows = page.locator(".compare tbody tr");
    const columns = (await page.locator(".compare thead th").count()) - 1;
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const cells = row.locator("td");
      expect(await cells.count()).toBe(columns);
      for (const cell of await cells.all()) {
        await expect(cell.locator(".compare-cell-label")).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    }
  });
});
