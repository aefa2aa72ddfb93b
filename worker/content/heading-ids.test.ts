import { describe, expect, it } from "vitest";
import { withHeadingIds } from "./heading-ids";

describe("withHeadingIds", () => {
  it("gives h2 and h3 headings slugs of their text, repeated ones made unique by position", () => {
    const html = withHeadingIds("<h2>Who charges you</h2><h3>Android</h3><h2>Refunds</h2><h3>Android</h3>");
    expect([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1])).toEqual(["who-charges-you", "android", "refunds", "android-2-1"]);
  });

  it("numbers headings without Latin letters by their place, and keeps ids already given", () => {
    const html = withHeadingIds('<h2>料金</h2><h3>返金</h3><h2 id="kept">الدفع</h2><h3>返金</h3>');
    expect([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1])).toEqual(["section-1", "section-1-1", "kept", "section-2-1"]);
  });
});
