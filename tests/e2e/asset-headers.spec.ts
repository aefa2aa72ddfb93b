import { expect, test } from "@playwright/test";

// Files served from the assets folder carry the same protections as pages; HTML says how it
// may be cached and what it varies on. HTTP only: once, in the desktop project.
test.describe("response headers", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: once is enough");

  test("every asset is nosniff and HSTS, with a resource policy; SVGs run nothing", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const css = /href="(\/app\.css\?v=[^"]+)"/.exec(html)![1]!;
    const files = [
      "/app.js",
      css,
      "/flags.svg",
      "/art/guides.svg",
      "/art/blog/public-wifi-safety.svg",
      "/favicon.svg",
      "/favicon.png",
      "/og/mark.png",
      "/_content/en.json",
    ];
    for (const path of files) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["strict-transport-security"], path).toContain("max-age=31536000");
      expect(h["cross-origin-resource-policy"], path).toBe(path.startsWith("/og/") ? "cross-origin" : "same-origin");
      if (path.endsWith(".svg")) expect(h["content-security-policy"], path).toBe("default-src 'none'");
    }
  });

  test("pages are private to the visitor and vary on the platform hints", async ({ request }) => {
    for (const path of ["/", "/de/blog", "/servers", "/does-not-exist"]) {
      const h = (await request.get(path, { maxRedirects: 0, headers: { Cookie: "i18n_redirected=en" } })).headers();
      expect(h["cache-control"], path).toMatch(/^(private, no-cache|no-store)$/);
      expect(h.vary, path).toMatch(/Sec-CH-UA-Platform/);
      expect(h.vary, path).toMatch(/User-Agent/);
    }
  });
});
