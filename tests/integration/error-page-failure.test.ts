import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";

// The error page itself fails to render: the visitor still gets a page and the right status.
const app = createApp({
  errorPage: () => {
    throw new Error("error page is broken");
  },
});

describe("an error while showing the error page", () => {
  it.each([
    ["/nope", 404],
    ["/de/help/search?q=" + "x".repeat(101), 400],
  ])("%s falls back to a minimal static page with status %i", async (path, status) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request(path, { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } }, env);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain("Go back to home");
    expect(html).toMatch(/<a href="\/">[^<]+<\/a>/);
    expect(html).not.toContain("error page is broken");
  });

  it("says so in English by default", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await (await app.request("/nope", {}, env)).text();
    expect(html).toContain("An error occurred while showing the error page");
  });
});
