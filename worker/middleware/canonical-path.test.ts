import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { canonicalPath, canonicalize } from "./canonical-path";

describe("canonicalize", () => {
  it.each([
    ["/", "/"],
    ["/help/", "/help"],
    ["/de/", "/de"],
    ["/en", "/"],
    ["/en/", "/"],
    ["/en/help", "/help"],
    ["//evil.example", "/evil.example"],
    ["/help//faq/", "/help/faq"],
    ["/english", "/english"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalize(input)).toBe(expected);
  });
});

describe("canonicalPath middleware", () => {
  const app = new Hono().use(canonicalPath()).all("*", (c) => c.text("ok"));

  it("301s to the canonical path and keeps the query", async () => {
    const res = await app.request("/de/help/?q=wifi");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/de/help?q=wifi");
  });

  it("never redirects off-site", async () => {
    const res = await app.request("http://localhost//evil.example/");
    expect(res.headers.get("Location")).toBe("/evil.example");
  });

  it("leaves canonical paths and non-GET requests alone", async () => {
    expect((await app.request("/help")).status).toBe(200);
    expect((await app.request("/help/", { method: "POST" })).status).toBe(200);
  });
});

describe("encoded paths", () => {
  const app = new Hono().use(canonicalPath()).all("*", (c) => c.text("ok"));

  it.each([
    ["/%64e/help", "/de/help"],
    ["/bl%6fg", "/blog"],
    ["/bl%6Fg?page=2", "/blog?page=2"],
    ["/help/detail/kill%2Dswitch", "/help/detail/kill-switch"],
  ])("%s redirects to its decoded form %s", async (path, target) => {
    const res = await app.request(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(target);
  });

  it.each(["/help%2Ffaq", "/blog/%E2%80%AE", "/%00", "/de/help%20"])("%s is no page of the site", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
  });
});
