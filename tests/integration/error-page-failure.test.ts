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
  it("falls back to a minimal static page with the original status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/nope", { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } }, env);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<h1>An error occurred while showing the error page</h1>");
    expect(html).toContain('<a href="/">Go back to home</a>');
    expect(html).not.toContain("error page is broken");
  });

  it("speaks the page's language and links to its home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request(`/de/help/search?q=${"x".repeat(101)}`, {}, env);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<a href="\/de">[^<]+<\/a>/);
    expect(html).not.toContain("Go back to home");
  });
});
