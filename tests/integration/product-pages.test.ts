import { describe, expect, it } from "vitest";
import { BROWSER_UA, request, select, textOf } from "./helpers";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

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
    const [windows, ios, android] = await Promise.all(
      ["windows", "ios", "android"].map(async (p) => (await steps(await page(`/product/${p}`))).texts.join(" ")),
    );
    expect(windows).not.toMatch(/App Store|Google Play|status bar/);
    expect(ios).not.toMatch(/installer|tray|Google Play|key icon/);
    expect(android).not.toMatch(/installer|tray|App Store|Add VPN Configurations/);
  });
});

describe("the app illustration", () => {
  it.each([
    ["windows", "art-frame-window", "art-frame-phone", 6],
    ["ios", "art-statusbar-ios", "art-statusbar-android", 3],
    ["android", "art-statusbar-android", "art-statusbar-ios", 3],
  ])("shows the %s app connected, in its own frame, decorative, in the page's words", async (platform, frame, other, rows) => {
    // The visitor's own device does not change which app a product page shows.
    const html = await page(`/product/${platform}`, IPHONE_UA);
    const svgs = await select(html, "main svg.app-screen");
    expect(svgs).toHaveLength(1);
    expect(svgs[0]!.attrs).toMatchObject({ "data-platform": platform, "aria-hidden": "true", direction: "ltr" });
    expect(await select(html, `svg.app-screen .${frame}`)).toHaveLength(1);
    expect(await select(html, `svg.app-screen .${other}`)).toHaveLength(0);
    const labels = (await select(html, "svg.app-screen text")).map((t) => t.text);
    // A real app's screen: status and time connected, location, protocol, IP, the server list with pings.
    expect(labels).toEqual(
      expect.arrayContaining([
        "Quietway",
        "Connected",
        "00:24:18",
        "Netherlands",
        "Fastest server",
        "Protocol",
        "WireGuard",
        "Your IP address",
        "203.0.113.24",
        "Servers",
        "14 ms",
      ]),
    );
    expect(await select(html, "svg.app-screen g.art-server")).toHaveLength(rows);
    expect((await select(html, "svg.app-screen use.art-flag")).map((u) => u.attrs.href?.split("#")[1])).toContain("NL");
  });

  it("takes every label from the page's language: German words, German country names", async () => {
    const labels = (await select(await page("/de/product/android"), "svg.app-screen text")).map((t) => t.text);
    expect(labels).toEqual(
      expect.arrayContaining(["Verbunden", "Schnellster Server", "Protokoll", "Niederlande", "Deutschland", "Schweiz"]),
    );
    expect(labels).not.toContain("Connected");
    expect(labels).not.toContain("Protocol");
    const ja = (await select(await page("/ja/product/windows"), "svg.app-screen text")).map((t) => t.text);
    expect(ja).toEqual(expect.arrayContaining(["接続済み", "プロトコル", "オランダ"]));
  });

  it.each([
    ["an iPhone", IPHONE_UA, "ios"],
    ["an Android phone", ANDROID_UA, "android"],
    ["a Windows PC", BROWSER_UA, "windows"],
  ])("shows the visitor's own platform on the home page: %s", async (_device, userAgent, platform) => {
    const html = await page("/", userAgent);
    const svgs = await select(html, "main svg.app-screen");
    expect(svgs).toHaveLength(1);
    expect(svgs[0]!.attrs).toMatchObject({ "data-platform": platform });
    expect((await select(html, "svg.app-screen text")).map((t) => t.text)).toContain("Connected");
    // Android shows its VPN key in the status bar while connected.
    expect(await select(html, "svg.app-screen .art-vpn-key")).toHaveLength(platform === "android" ? 1 : 0);
  });

  it("mirrors in Arabic: right-to-left text, the location row read from the right, flags never turned", async () => {
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
    expect(await select(html, "svg.app-screen g[transform] use.art-flag")).toHaveLength(0);
    expect((await select(html, "svg.app-screen text")).map((t) => t.text)).toContain("متصل");
    expect((await select(html, "ol.steps svg.step-art"))[0]!.attrs.direction).toBe("rtl");
  });
});

describe("the product page ends at the download", () => {
  it.each(["windows", "android", "ios"])("%s: a second download button, the same link as the hero's, after the FAQ", async (platform) => {
    const html = await page(`/product/${platform}`);
    const buttons = await select(html, "main a.download-button");
    expect(buttons).toHaveLength(2);
    expect(buttons[1]!.attrs.href).toBe(buttons[0]!.attrs.href);
    expect(await select(html, ".product-download a.download-button")).toHaveLength(1);
    // The last thing in the page's main content, after the questions.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main.lastIndexOf("<details")).toBeLessThan(main.indexOf("product-download"));
    expect(main.indexOf("<section", main.indexOf("product-download"))).toBe(-1);
  });
});
