import { describe, expect, it } from "vitest";
import { inSlices, runSteps } from "./slices";

/** A clock that moves on by `step` ms each time it is read. */
function clock(step: number) {
  let t = 0;
  return () => (t += step);
}

describe("runtime work in slices", () => {
  it("gives the main thread back once a slice has used its budget, and goes on after", async () => {
    const log: string[] = [];
    // Each item costs 3 ms: a slice of 8 ms holds two or three of them.
    const done = inSlices([1, 2, 3, 4, 5, 6, 7], (n) => log.push(`item ${n}`), { budget: 8, now: clock(3) });
    // Another task queued while the work runs: it gets its turn between two slices.
    setTimeout(() => log.push("other task"), 0);
    await done;
    const other = log.indexOf("other task");
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(log.length - 1);
    expect(log.filter((l) => l.startsWith("item"))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `item ${n}`));
  });

  it("does everything in one go when it fits the budget", async () => {
    let pauses = 0;
    const seen: number[] = [];
    await inSlices([1, 2, 3], (n) => seen.push(n), { budget: 8, now: clock(1), pause: async () => void pauses++ });
    expect(seen).toEqual([1, 2, 3]);
    expect(pauses).toBe(0);
  });

  it("stops at the next slice once its page is gone", async () => {
    const seen: number[] = [];
    let alive = true;
    await inSlices(
      [1, 2, 3, 4, 5, 6],
      (n) => {
        seen.push(n);
        alive = n < 2;
      },
      { budget: 4, now: clock(2), alive: () => alive, pause: () => Promise.resolve() },
    );
    expect(seen.length).toBeLessThan(6);
  });

  it("runs every start-up step even when one throws", async () => {
    const ran: string[] = [];
    const reported: unknown[] = [];
    const original = globalThis.reportError;
    globalThis.reportError = (error: unknown) => void reported.push(error);
    try {
      await runSteps([
        () => ran.push("a"),
        () => {
          throw new Error("b failed");
        },
        () => ran.push("c"),
      ]);
    } finally {
      globalThis.reportError = original;
    }
    expect(ran).toEqual(["a", "c"]);
    expect(reported).toHaveLength(1);
  });
});
