import { describe, expect, it } from "vitest";
import { LoadDeadlineError, memoizeAsync, sharedLoads } from "./memo";

/** A load that never answers, as when the request that started it was cancelled. */
const never = () => new Promise<never>(() => {});

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

  it("shares a pending load that then fails with every caller that asked for it, then tries again", async () => {
    let fail!: (error: Error) => void;
    let attempts = 0;
    const get = memoizeAsync(() => {
      attempts++;
      return attempts === 1 ? new Promise<never>((_, reject) => (fail = reject)) : Promise.resolve("ok");
    });
    const both = Promise.allSettled([get("en"), get("en")]);
    await new Promise((r) => setTimeout(r, 0));
    fail(new Error("down"));
    expect((await both).map((r) => r.status === "rejected" && (r.reason as Error).message)).toEqual(["down", "down"]);
    expect(await get("en")).toBe("ok");
    expect(attempts).toBe(2);
  });

  it("does not strand later callers on a first load that never answers: they get a clear error by its deadline, then a new load", async () => {
    let attempts = 0;
    const get = memoizeAsync(
      () => {
        attempts++;
        return attempts === 1 ? never() : Promise.resolve("fresh");
      },
      { deadlineMs: 50 },
    );
    const [first, later] = await Promise.allSettled([get("en"), get("en")]);
    expect(later).toMatchObject({ status: "rejected", reason: expect.any(LoadDeadlineError) });
    expect(first).toMatchObject({ status: "rejected", reason: expect.any(LoadDeadlineError) });
    expect(await get("en")).toBe("fresh");
    expect(attempts).toBe(2);
  });

  it("answers the error the owner names at the deadline", async () => {
    const get = memoizeAsync(never, { deadlineMs: 10, onDeadline: () => new RangeError("index unavailable") });
    await expect(get("en")).rejects.toThrow(RangeError);
  });
});

describe("sharedLoads", () => {
  it("starts a new load for a caller who comes after a stranded load's deadline", async () => {
    let clock = 0;
    const shared = sharedLoads<string, string>({ deadlineMs: 100, now: () => clock });
    const stranded = shared("k", never);
    stranded.catch(() => undefined);
    clock = 101;
    expect(await shared("k", async () => "second")).toBe("second");
    await expect(stranded).rejects.toBeInstanceOf(LoadDeadlineError);
  });

  it("holds nothing once a load settles", async () => {
    let loads = 0;
    const shared = sharedLoads<string, number>({ deadlineMs: 1000 });
    const load = async () => ++loads;
    expect(await Promise.all([shared("k", load), shared("k", load)])).toEqual([1, 1]);
    expect(await shared("k", load)).toBe(2);
  });
});
