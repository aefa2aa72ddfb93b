import { describe, expect, it } from "vitest";
import { BROWSER_UA, request, select, textOf } from "./helpers";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

async function page(path: string, userAgent = BROWSER_UA): Promise<string> {
  const res = await request(path, { headers: { "User-Agent": userAgent } });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The setup steps as a visitor reads them, and the drawing beside each. */
async function steps(html: string) {
  return {
    texts: (await select(html, "ol.steps > li > span")).map((s) => s.text),
    art: (await select(html, "ol.steps svg.step-art")).map((s) => s.attrs["data-art"]),
  };
}

describe("product pages teach their own platform", () => {
  it("Windows: the installer and its User Account Control prompt, click Connect, the tray icon; never a tap", async () => {
    const html = await page("/product/windows");
    const { texts, art } = await steps(html);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain("installer");
    expect(texts[0]).toContain("allow this app to make changes to your device");
    expect(texts[1]).toContain("click Connect");
    expect(texts[2]).toContain("system tray");
    expect(art).toEqual(["windows-installer", "windows-connect", "windows-tray"]);
    // A Windows PC is clicked, not tapped: nowhere on the page.
    expect(await textOf(html, "main")).not.toMatch(/\btap\b/i);
  });

  it("iOS: the App Store, the “Add VPN Configurations” alert, the VPN badge", async () => {
    const { texts, art } = await steps(await page("/product/ios", IPHONE_UA));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain("App Store");
    expect(texts[1]).toContain("Add VPN Configurations");
    expect(texts[1]).toContain("Face ID, Touch ID or your passcode");
    expect(texts[2]).toContain("VPN badge");
    expect(art).toEqual(["ios-app-store", "ios-permission", "ios-vpn-badge"]);
  });

  it("Android: Google Play, the connection request, the key icon", async () => {
    const { texts, art } = await steps(await page("/product/android", ANDROID_UA));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain("Google Play");
    expect(texts[1]).toMatch(/connection request/i);
    expect(texts[1]).toContain("wants to set up a VPN connection");
    expect(texts[2]).toContain("key icon");
    expect(art).toEqual(["android-play", "android-request", "android-key"]);
  });

  it("no page borrows another platform's steps", async () => {
    const [windows, ios, android] = await Promise.all(["windows", "ios", "android"].map(async (p) => (await steps(await page(`/product/${p}`))).texts.join(" ")));
    expect(windows).not.toMatch(/App Store|Google Play|status bar/);
    expect(ios).not.toMatch(/installer|tray|Google Play|key icon/);
    expect(android).not.toMatch(/installer|tray|App Store|Add VPN Configurations/);
  });
});

describe("the app illustration", () => {
  it.each([
    ["windows", "art-frame-window", "art-frame-phone"],
    ["ios", "art-statusbar-ios", "art-statusbar-android"],
    ["android", "art-statusbar-android", "art-statusbar-ios"],
  ])("shows the %s app in its own frame on its product page, decorative, in the page's words", async (platform, frame, other) => {
    // The visitor's own device does not change which app a product page shows.
    const html = await page(`/product/${platform}`, IPHONE_UA);
    const svgs = await select(html, "main svg.app-screen");
    expect(svgs).toHaveLength(1);
    expect(svgs[0]!.attrs).toMatchObject({ "data-platform": platform, "data-state": "disconnected", "aria-hidden": "true", direction: "ltr" });
    expect(await select(html, `svg.app-screen .${frame}`)).toHaveLength(1);
    expect(await select(html, `svg.app-screen .${other}`)).toHaveLength(0);
    const labels = (await select(html, "svg.app-screen text")).map((t) => t.text);
    expect(labels).toEqual(expect.arrayContaining(["Quietway", "Not connected", "Connect", "Fastest server"]));
  });

  it.each([
    ["an iPhone", IPHONE_UA, "ios"],
    ["an Android phone", ANDROID_UA, "android"],
    ["a Windows PC", BROWSER_UA, "windows"],
  ])("shows the visitor's own platform on the home page: %s", async (_device, userAgent, platform) => {
    const html = await page("/", userAgent);
    const svgs = await select(html, "main svg.app-screen");
    expect(svgs).toHaveLength(1);
    expect(svgs[0]!.attrs).toMatchObject({ "data-platform": platform, "data-state": "connected" });
    expect((await select(html, "svg.app-screen text")).map((t) => t.text)).toContain("Connected");
    // Android shows its VPN key in the status bar while connected.
    expect(await select(html, "svg.app-screen .art-vpn-key")).toHaveLength(platform === "android" ? 1 : 0);
  });

  it("mirrors in Arabic: right-to-left text, the location row read from the right", async () => {
    const location = async (path: string) => {
      const html = await page(path);
      const svg = (await select(html, "svg.app-screen"))[0]!;
      const label = (await select(html, "svg.app-screen text.art-location"))[0]!;
      const width = Number(svg.attrs.width);
      return { direction: svg.attrs.direction, anchor: label.attrs["text-anchor"], fromLeft: Number(label.attrs.x) / width };
    };
    const ar = await location("/ar/product/ios");
    expect(ar.direction).toBe("rtl");
    expect(ar.anchor).toBe("start");
    expect(ar.fromLeft).toBeGreaterThan(0.5);
    const en = await location("/product/ios");
    expect(en.direction).toBe("ltr");
    expect(en.fromLeft).toBeLessThan(0.5);
    // The flipped shapes (status bar, location row) turn round the view box's own width.
    const html = await page("/ar/product/ios");
    expect((await select(html, 'svg.app-screen g[transform="matrix(-1 0 0 1 240 0)"]')).length).toBeGreaterThan(0);
    expect((await select(html, "ol.steps svg.step-art"))[0]!.attrs.direction).toBe("rtl");
  });
});
