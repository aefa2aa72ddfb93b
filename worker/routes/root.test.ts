import { describe, expect, it } from "vitest";
import { rootRedirectTarget } from "./root";

describe("rootRedirectTarget", () => {
  it("accepts same-site paths", () => {
    expect(rootRedirectTarget("/free")).toBe("/free");
    expect(rootRedirectTarget(" /de/gaming?utm_source=x ")).toBe("/de/gaming?utm_source=x");
  });

  it.each(["", undefined, "/", "https://evil.example", "//evil.example", "/\\evil.example", "free", "/\tx", "javascript:alert(1)"])(
    "refuses %j",
    (value) => {
      expect(rootRedirectTarget(value)).toBeUndefined();
    },
  );
});
