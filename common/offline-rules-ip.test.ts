import { describe, expect, it } from "vitest";
import { IP_SHELL_PATH, SAVING_OFF, corePaths, fetchedFrom, keptAt, pageRule, staleCaches } from "./offline-rules";

// "What is my IP" offline (issue 25): its answer is never kept, a visitor-free shell of the page is,
// under /ip's own address; and the marker "Remove saved help" leaves survives every new version.
const at = (path: string) => new URL(path, "https://quietway.example");

describe("the /ip shell", () => {
  it("is kept under /ip's address in each language, so a typed /de/ip opens it offline", () => {
    expect(keptAt("/de/ip/shell")).toBe("/de/ip");
    expect(keptAt("/ip/shell")).toBe("/ip");
    expect(keptAt("/ar/ip/shell")).toBe("/ar/ip");
    expect(corePaths("ja")).toContain(`/ja${IP_SHELL_PATH}`);
  });

  it("is fetched again from the shell's address, never from /ip (whose answer is the visitor's)", () => {
    expect(fetchedFrom("/de/ip")).toBe("/de/ip/shell");
    expect(fetchedFrom("/ip")).toBe("/ip/shell");
    expect(pageRule(at(fetchedFrom("/ja/ip")))).toBe("core");
  });

  it("leaves every other page where it is", () => {
    for (const path of ["/de/help/faq", "/help/detail/kill-switch", "/offline", "/de/ip/v3", "/de/iptv"]) {
      expect(keptAt(path)).toBe(path);
      expect(fetchedFrom(path)).toBe(path);
    }
  });

  it("does not turn /ip itself into a page that is saved", () => {
    expect(pageRule(at("/de/ip"))).toBe("ip");
    expect(pageRule(at("/de/ip/shell?x=1"))).toBe("none");
  });
});

describe("the marker Remove saved help leaves", () => {
  it("is not one of the version caches a new deploy deletes", () => {
    expect(staleCaches([SAVING_OFF, "quietway-help-b1"], "b2")).toEqual(["quietway-help-b1"]);
  });
});
