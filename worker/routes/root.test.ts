import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../app";
import { rootRedirectTarget } from "./root";

/** Where a browser on the site goes when it reads `location`, as an origin. */
const landsOn = (location: string) => new URL(location, "https://www.quietway.example").origin;

describe("rootRedirectTarget", () => {
  it("accepts same-site paths", () => {
    expect(rootRedirectTarget("/free")).toBe("/free");
    expect(rootRedirectTarget(" /de/gaming?utm_source=x ")).toBe("/de/gaming?utm_source=x");
    expect(rootRedirectTarget("/de/./gaming")).toBe("/de/gaming");
    expect(rootRedirectTarget("/a/../free#plans")).toBe("/free#plans");
  });

  it.each(["", undefined, "/", "https://evil.example", "//evil.example", "/\\evil.example", "free", "/\tx", "javascript:alert(1)"])(
    "refuses %j",
    (value) => {
      expect(rootRedirectTarget(value)).toBeUndefined();
    },
  );

  // Each either refused or normalized into a path of this site; never a Location that leaves it.
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/x/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "///evil.example",
    "/\\/evil.example",
    "/.\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5C%5Cevil.example",
    "/%5cevil.example",
    "/%252F%252Fevil.example",
    "/%09/evil.example",
    "/%00//evil.example",
    "/\u3000/evil.example",
    "/\u00a0//evil.example",
    "/\n/evil.example",
    "/./\r\n//evil.example",
    "/@evil.example",
    "/.//evil.example/%2e%2e/",
    "/./",
    "/.",
    "/..",
  ])("keeps %j on the site", (value) => {
    const target = rootRedirectTarget(value);
    if (target === undefined) return;
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(landsOn(target)).toBe("https://www.quietway.example");
    expect(decodeURIComponent(target)).toMatch(/^\/(?![/\\])/);
  });

  it("answers /.//evil.example with a same-site Location", async () => {
    const res = await createApp().request("/", {}, { ...env, ROOT_REDIRECT: "/.//evil.example" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/evil.example");
  });
});
