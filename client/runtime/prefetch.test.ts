import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "./prefetch";

describe("prefetch", () => {
  it.each([
    [undefined, true],
    [{ effectiveType: "4g" }, true],
    [{ effectiveType: "3g", saveData: false }, true],
    [{ effectiveType: "4g", saveData: true }, false],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
  ])("on %j is allowed: %s", (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});
