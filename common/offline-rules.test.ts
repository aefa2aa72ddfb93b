import { describe, expect, it } from "vitest";
import {
  MAX_OPENED_PER_LOCALE,
  cacheName,
  corePaths,
  isPrefetch,
  mayStore,
  overLimit,
  pageRule,
  requestRule,
  shortTitle,
  staleCaches,
} from "./offline-rules";

const ORIGIN = "https://quietway.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("what offline help saves", () => {
  it("keeps a language's troubleshooting list, FAQ, help centre, offline page and /ip shell once it is visited", () => {
    expect(corePaths("de")).toEqual(["/de/help/issues", "/de/help/faq", "/de/help", "/de/offline", "/de/ip/shell"]);
    expect(corePaths("en")).toEqual(["/help/issues", "/help/faq", "/help", "/offline", "/ip/shell"]);
    for (const path of corePaths("ar")) expect(pageRule(at(path))).toBe("core");
  });

  it("keeps a help article only once it is opened", () => {
    expect(pageRule(at("/ja/help/detail/kill-switch"))).toBe("opened");
    expect(pageRule(at("/help/detail/kill-switch"))).toBe("opened");
  });

  it("keeps the stylesheet, the runtime, its chunks and the icons", () => {
    for (const path of [
      "/app.js",
      "/app.css?v=abc",
      "/assets/hydrate-x1.js",
      "/favicon.svg",
      "/flags.svg?v=abc",
      "/apple-touch-icon.png",
    ]) {
      expect(requestRule(at(path), ORIGIN, "*/*")).toBe("asset");
    }
  });

  it("treats an address typed or followed as a page", () => {
    expect(requestRule(at("/de/help/faq"), ORIGIN, "text/html,application/xhtml+xml")).toBe("page");
    expect(requestRule(at("/de/servers"), ORIGIN, "text/html")).toBe("page");
  });
});

describe("what offline help never saves", () => {
  it("never saves /ip's answer: offline it says the check needs a connection", () => {
    expect(pageRule(at("/ip"))).toBe("ip");
    expect(pageRule(at("/de/ip"))).toBe("ip");
  });

  it("never saves search results or any page with a query string", () => {
    expect(pageRule(at("/de/help/search?q=dns"))).toBe("none");
    expect(pageRule(at("/de/help/issues?utm_source=x"))).toBe("none");
    expect(pageRule(at("/blog?page=2"))).toBe("none");
  });

  it("never touches the API, article data, the worker script or other sites", () => {
    for (const path of ["/web_v1/ip/v3", "/web_v1/article/search?q=x", "/_content/de.json", "/sw.js?v=1"]) {
      expect(requestRule(at(path), ORIGIN, "text/html")).toBe("pass");
    }
    expect(requestRule(new URL("https://elsewhere.example/help"), ORIGIN, "text/html")).toBe("pass");
  });

  it("does not keep marketing pages, the blog or the server list", () => {
    for (const path of ["/", "/de", "/free", "/blog/x", "/servers", "/privacy"]) expect(pageRule(at(path))).toBe("none");
  });

  it("refuses answers that are no-store, set a cookie or are not a 200", () => {
    expect(mayStore(200, new Headers({ "Cache-Control": "public, max-age=60" }))).toBe(true);
    expect(mayStore(200, new Headers({ "Cache-Control": "private, no-cache" }))).toBe(true);
    expect(mayStore(200, new Headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(mayStore(200, new Headers({ "Set-Cookie": "i18n_redirected=de" }))).toBe(false);
    expect(mayStore(404, new Headers())).toBe(false);
    expect(mayStore(503, new Headers())).toBe(false);
  });

  it("does not count a prefetch as an opened page", () => {
    expect(isPrefetch(new Headers({ Purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "Sec-Purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(new Headers({ Accept: "text/html" }))).toBe(false);
  });
});

describe("versions and limits", () => {
  it("names one cache per version and deletes only ours of other versions", () => {
    expect(cacheName("b2")).toBe("quietway-help-b2");
    expect(staleCaches(["quietway-help-b1", "quietway-help-b2", "someone-else"], "b2")).toEqual(["quietway-help-b1"]);
    expect(staleCaches(["quietway-help-b2"], "b2")).toEqual([]);
  });

  it("drops the oldest opened pages past the limit of a language", () => {
    const opened = Array.from({ length: MAX_OPENED_PER_LOCALE + 2 }, (_, i) => ({ url: `/de/help/detail/a${i}`, savedAt: 1000 + i }));
    expect(overLimit(opened)).toEqual(["/de/help/detail/a1", "/de/help/detail/a0"]);
    expect(overLimit(opened.slice(0, 3))).toEqual([]);
  });

  it("lists a saved page by its title without the site's name", () => {
    expect(shortTitle("<head><title>Fehlerbehebung | Quietway VPN</title>")).toBe("Fehlerbehebung");
  });
});
