import { describe, expect, it } from "vitest";
import { campaignUrl } from "./campaign";

describe("campaign landings", () => {
  it.each([
    ["https://q.example/?utm_source=mail", true],
    ["https://q.example/de/free?utm_term=vpn+free", true],
    ["https://q.example/?gclid=abc", true],
    ["https://q.example/?keyword=vpn", true],
    ["https://q.example/?utm_source=&gclid=", false],
    ["https://q.example/?utm_source=%20", false],
    ["https://q.example/?utm_medium=mail&utm_campaign=x", false],
    ["https://q.example/", false],
  ])("%s is reported: %s", (href, reported) => {
    expect(campaignUrl(href)).toBe(reported ? href : null);
  });

  it("does not report an address the API would refuse as too long", () => {
    expect(campaignUrl(`https://q.example/?utm_source=${"x".repeat(2100)}`)).toBeNull();
  });
});
