import { describe, expect, it } from "vitest";
import { campaignLanding } from "../../common/campaign";

describe("campaign landings, as the browser reports them", () => {
  it.each([
    ["https://q.example/?utm_source=mail", "https://q.example/?utm_source=mail"],
    ["https://q.example/de/free?utm_term=vpn+free", "https://q.example/de/free?utm_term=vpn+free"],
    ["https://q.example/?gclid=abc", "https://q.example/?gclid=abc"],
    ["https://q.example/?keyword=vpn", "https://q.example/?keyword=vpn"],
    ["https://q.example/?utm_source=&gclid=", null],
    ["https://q.example/?utm_source=%20", null],
    ["https://q.example/?utm_medium=mail&utm_campaign=x", null],
    ["https://q.example/", null],
  ])("%s is reported as %s", (href, reported) => {
    expect(campaignLanding(href)).toBe(reported);
  });

  it("keeps the path and the campaign parameters only: no other parameter, no fragment", () => {
    expect(campaignLanding("https://q.example/de/free?email=a%40b.example&utm_source=mail&utm_medium=cpc&token=9f#me")).toBe(
      "https://q.example/de/free?utm_source=mail&utm_medium=cpc",
    );
  });

  it("bounds each value, so a long one is cut instead of sent whole", () => {
    expect(campaignLanding(`https://q.example/?utm_source=${"x".repeat(2100)}`)).toBe(`https://q.example/?utm_source=${"x".repeat(200)}`);
  });

  it.each([
    ["https://q.example/help/search?keyword=reset+password", null],
    ["https://q.example/de/blog?keyword=streaming", null],
    ["https://q.example/blog/?keyword=streaming&utm_medium=x", null],
    ["https://q.example/de/help/search?keyword=vpn&utm_source=ads", "https://q.example/de/help/search?keyword=vpn&utm_source=ads"],
    ["https://q.example/blog/some-post?keyword=vpn", "https://q.example/blog/some-post?keyword=vpn"],
  ])("a search page's own keyword is a search: %s is reported as %s", (href, reported) => {
    expect(campaignLanding(href)).toBe(reported);
  });
});
