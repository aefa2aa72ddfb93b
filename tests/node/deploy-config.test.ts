import { describe, expect, it } from "vitest";
// @ts-expect-error: an operator script in plain JavaScript, without types.
import { siteUrlOf } from "../../scripts/wrangler-config.mjs";

describe("npm run deploy: SITE_URL", () => {
  it.each([undefined, "", "  "])("refuses to deploy production with SITE_URL %j, and says what to set", (value) => {
    const { error } = siteUrlOf({ vars: value === undefined ? {} : { SITE_URL: value } }, undefined);
    expect(error).toMatch(/SITE_URL is empty for production/);
    expect(error).toContain("wrangler.toml's [vars]");
  });

  it("names the staging section for staging", () => {
    expect(siteUrlOf({ vars: { SITE_URL: "" } }, "staging").error).toContain("[env.staging.vars]");
  });

  it.each(["quietway.example", "http://www.quietway.example", "https://www.quietway.example/de", "https://u:p@www.quietway.example"])(
    "refuses %j",
    (value) => {
      expect(siteUrlOf({ vars: { SITE_URL: value } }, undefined).error).toMatch(/SITE_URL/);
    },
  );

  it("accepts an https origin", () => {
    expect(siteUrlOf({ vars: { SITE_URL: "https://www.quietway.example/" } }, "staging")).toEqual({
      origin: "https://www.quietway.example",
    });
  });
});
