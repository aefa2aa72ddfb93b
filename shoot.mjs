import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, width, name, extra] = spec.split("|");
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: extra === "dark" ? "dark" : "light" });
  await ctx.addCookies([{ name: "i18n_redirected", value: "en", domain: "127.0.0.1", path: "/" }]);
  const page = await ctx.newPage();
  await page.goto("http://127.0.0.1:8787" + path);
  if (extra === "menu") await page.locator(".menu-button").click();
  if (extra === "lang") { if (Number(width) < 1024) await page.locator(".menu-button").click(); await page.locator(".lang-switcher summary").click(); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: extra !== "nofull" && extra !== "menu" });
  await ctx.close();
}
await browser.close();
