import { describe, expect, it } from "vitest";
import { memoizeAsync } from "./memo";

describe("memoizeAsync", () => {
  it("loads each key once, for concurrent and later calls alike", async () => {
    const calls: string[] = [];
    const get = memoizeAsync(async (key: string) => {
      calls.push(key);
      return key.toUpperCase();
    });
    const [a, b] = await Promise.all([get("en"), get("en")]);
    expect([a, b, await get("en"), await get("de")]).toEqual(["EN", "EN", "EN", "DE"]);
    expect(calls).toEqual(["en", "de"]);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    let attempts = 0;
    const get = memoizeAsync(async (key: string) => {
      attempts++;
      if (attempts === 1) throw new Error(`${key}: unavailable`);
      return attempts;
    });
    await expect(get("en")).rejects.toThrow("en: unavailable");
    expect(await get("en")).toBe(2);
    expect(await get("en")).toBe(2);
    expect(attempts).toBe(2);
  });

  it("shares a pending load that then fails with every caller that asked for it", async () => {
    let fail!: (error: Error) => void;
    const get = memoizeAsync(() => new Promise<never>((_, reject) => (fail = reject)));
    const first = get("en");
    const second = get("en");
    expect(second).toBe(first);
    fail(new Error("down"));
    await expect(first).rejects.toThrow("down");
    expect(get("en")).not.toBe(first);
  });
});
