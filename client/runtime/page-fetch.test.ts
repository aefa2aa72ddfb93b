import { describe, expect, it } from "vitest";
import { inPlaceUrl } from "./page-fetch";

const ORIGIN = "https://site.example";

/** As much of an anchor as `inPlaceUrl` reads (workerd has no DOM). */
function anchor(href: string, attrs: { target?: string; download?: boolean; rel?: string } = {}): HTMLAnchorElement {
  const rel = (attrs.rel ?? "").split(/\s+/);
  return {
    href: new URL(href, `${ORIGIN}/help`).href,
    target: attrs.target ?? "",
    hasAttribute: (name: string) => name === "download" && !!attrs.download,
    relList: { contains: (token: string) => rel.includes(token) },
  } as unknown as HTMLAnchorElement;
}

describe("links loaded in place", () => {
  it("are same-site pages", () => {
    expect(inPlaceUrl(anchor("/blog"), ORIGIN, `${ORIGIN}/help`)?.href).toBe(`${ORIGIN}/blog`);
    expect(inPlaceUrl(anchor("/help"), ORIGIN, `${ORIGIN}/help`)?.href).toBe(`${ORIGIN}/help`);
    expect(inPlaceUrl(anchor("/blog#top"), ORIGIN, `${ORIGIN}/help`)?.href).toBe(`${ORIGIN}/blog#top`);
  });

  it("are not other sites, files, the API, in-page anchors or links the page hands to the browser", () => {
    for (const [href, attrs] of [
      ["https://other.example/blog", {}],
      ["/blog/feed.xml", {}],
      ["/web_v1/download", {}],
      ["/help#faq", {}],
      ["/blog", { target: "_blank" }],
      ["/blog", { download: true }],
      ["/blog", { rel: "noopener external" }],
    ] as const) {
      expect(inPlaceUrl(anchor(href, attrs), ORIGIN, `${ORIGIN}/help`)).toBeNull();
    }
  });
});
