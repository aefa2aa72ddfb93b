import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { apiOrigins, publicApiConfig } from "./public-config";
import { createApp } from "./app";
import { pageApiConfig, resolveBase } from "../client/api-client";

describe("public API configuration", () => {
  it("passes only absolute http(s) base URLs", () => {
    expect(publicApiConfig({ API_BROWSER_BASE_URL: "https://api.quietway.example/", API_BASE_URL: "javascript:alert(1)" })).toEqual({
      browserBaseUrl: "https://api.quietway.example",
      baseUrl: undefined,
    });
    expect(publicApiConfig({ API_BROWSER_BASE_URL: "", API_BASE_URL: "not a url" })).toEqual({
      browserBaseUrl: undefined,
      baseUrl: undefined,
    });
    expect(apiOrigins({ API_BROWSER_BASE_URL: "https://a.example/x", API_BASE_URL: "https://a.example/y" })).toEqual(["https://a.example"]);
  });

  it("reaches the page and the CSP when set, and neither when not", async () => {
    const app = createApp();
    const ua = { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } };
    const plain = await app.request("/help", ua, env);
    expect(await plain.text()).not.toContain('name="api-config"');
    const res = await app.request("/help", ua, { ...env, API_BROWSER_BASE_URL: "https://api.quietway.example" });
    const html = await res.text();
    const content = /<meta name="api-config" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&quot;", '"');
    const config = pageApiConfig({ querySelector: () => ({ getAttribute: () => content ?? null }) });
    expect(resolveBase(config, "https://www.quietway.example")).toBe("https://api.quietway.example");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/connect-src 'self' https:\/\/api\.quietway\.example/);
  });
});
