import { describe, expect, it } from "vitest";
import { localizeHref, localizeLinks } from "./localize-links";

describe("localizeHref", () => {
  it.each([
    ["/privacy", "/de/privacy"],
    ["/", "/de"],
    ["/help/detail/kill-switch", "/de/help/detail/kill-switch"],
    ["/help/issues#slow-speed", "/de/help/issues#slow-speed"],
    ["/blog?category=security", "/de/blog?category=security"],
    ["/?x=1", "/de?x=1"],
    ["/blog/feed.xml", "/de/blog/feed.xml"],
  ])("points %s at the German page", (href, expected) => {
    expect(localizeHref(href, "de")).toBe(expected);
  });

  it.each([
    "#top",
    "https://example.com/privacy",
    "//example.com/x",
    "mailto:support@quietway.example",
    "/fr/privacy",
    "/web_v1/download",
    "/og/blog.png",
    "/app.css",
    "/_content/de.json",
    "/sitemap.xml",
  ])("leaves %s alone", (href) => {
    expect(localizeHref(href, "de")).toBe(href);
  });

  it("never changes English links", () => {
    expect(localizeHref("/privacy", "en")).toBe("/privacy");
  });
});

describe("localizeLinks", () => {
  it("rewrites only the href of links", () => {
    const html = '<p>See <a href="/privacy" title="/privacy">the policy</a>, <a href="#x">here</a> and /ip.</p>';
    expect(localizeLinks(html, "ar")).toBe(
      '<p>See <a href="/ar/privacy" title="/privacy">the policy</a>, <a href="#x">here</a> and /ip.</p>',
    );
  });
});
