import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { GOOGLEBOT_UA, request } from "./helpers";

describe("one canonical URL per page", () => {
  it.each([
    ["/help/", "/help"],
    ["/de/", "/de"],
    ["/de/help/faq/?a=1", "/de/help/faq?a=1"],
    ["/en", "/"],
    ["/en/", "/"],
    ["/en/help/faq", "/help/faq"],
    ["/en/blog?q=wifi", "/blog?q=wifi"],
  ])("%s → 301 %s", async (from, to) => {
    const res = await request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });
});

describe("first visit to /", () => {
  it.each([
    ["pt-BR,pt;q=0.9,en;q=0.8", "/pt"],
    ["zh-TW,zh;q=0.9", "/zh"],
    ["vi-VN,vi;q=0.9", "/vn"],
    ["hi-IN", "/in"],
    ["ar-EG", "/ar"],
    ["sv-SE,de;q=0.7", "/de"],
  ])("Accept-Language %s → 302 %s with the cookie set", async (al, target) => {
    const res = await request("/", { headers: { "Accept-Language": al } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(target);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain(`i18n_redirected=${target.slice(1)}`);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(res.headers.get("Vary")).toMatch(/Accept-Language/);
    expect(res.headers.get("Vary")).toMatch(/Cookie/);
  });

  it.each([
    ["https://www.quietway.example/", true],
    ["http://localhost/", true],
    ["http://127.0.0.1:8787/", true],
    ["http://192.168.1.20:8787/", false],
  ])("marks the cookie Secure wherever the browser keeps it: %s → %s", async (url, secure) => {
    const res = await request(url, { headers: { "Accept-Language": "fr" } });
    expect(res.headers.get("Set-Cookie")?.includes("Secure")).toBe(secure);
  });

  it("prefers the cookie over Accept-Language", async () => {
    const res = await request("/", { headers: { "Accept-Language": "fr", Cookie: "i18n_redirected=ja" } });
    expect(res.headers.get("Location")).toBe("/ja");
  });

  it("ignores a cookie that is not a supported code", async () => {
    for (const value of ["xx", "../de", "en%0d%0aSet-Cookie:x", "DE"]) {
      const res = await request("/", { headers: { "Accept-Language": "it", Cookie: `i18n_redirected=${value}` } });
      expect(res.headers.get("Location"), value).toBe("/it");
    }
  });

  it("serves English when nothing else fits, and remembers that detection happened", async () => {
    const res = await request("/", { headers: { "Accept-Language": "sv-SE" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toContain("i18n_redirected=en");
  });

  it("stays in English once English is the stored choice", async () => {
    const res = await request("/", { headers: { "Accept-Language": "de", Cookie: "i18n_redirected=en" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("never redirects crawlers", async () => {
    const res = await request("/", { headers: { "Accept-Language": "de", "User-Agent": GOOGLEBOT_UA } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("does not redirect prefixed or inner pages by browser language", async () => {
    for (const path of ["/fr", "/help", "/de/help"]) {
      const res = await request(path, { headers: { "Accept-Language": "ja" } });
      expect(res.status, path).toBe(200);
    }
  });
});

describe("language switcher choice", () => {
  it("stores the chosen language and redirects to the clean URL", async () => {
    const res = await request("/ar/help/faq?set_lang=ar");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ar/help/faq");
    expect(res.headers.get("Set-Cookie")).toContain("i18n_redirected=ar");
  });

  it("stores the path's language, whatever the parameter says", async () => {
    const res = await request("/help?set_lang=de&q=1");
    expect(res.headers.get("Location")).toBe("/help?q=1");
    expect(res.headers.get("Set-Cookie")).toContain("i18n_redirected=en");
  });
});

describe("ROOT_REDIRECT", () => {
  const app = createApp();
  const visit = (vars: Partial<Env>) =>
    app.request("/", { headers: { "User-Agent": "Mozilla/5.0 Chrome/140", "Accept-Language": "de" } }, { ...env, ...vars });

  it("sends / to the configured same-site path with 302 by default", async () => {
    const res = await visit({ ROOT_REDIRECT: "/free", ROOT_REDIRECT_STATUS: "" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/free");
  });

  it("uses the configured status", async () => {
    const res = await visit({ ROOT_REDIRECT: "/de/gaming", ROOT_REDIRECT_STATUS: "301" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/de/gaming");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "evil.example"])(
    "refuses %s and falls back to language detection",
    async (target) => {
      const res = await visit({ ROOT_REDIRECT: target });
      expect(res.headers.get("Location")).toBe("/de");
    },
  );
});
