import { describe, expect, it } from "vitest";
import { AsyncLocalStorage, queueMicrotask } from "./react-runtime";

describe("React's server runtime", () => {
  it("queueMicrotask runs callbacks in order, after the running code and before any timer", async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push("timer");
        resolve();
      }, 0),
    );
    queueMicrotask(() => order.push("first"));
    queueMicrotask(() => order.push("second"));
    order.push("sync");
    await timer;
    expect(order).toEqual(["sync", "first", "second", "timer"]);
  });

  it("AsyncLocalStorage holds its store while run runs, nested runs restore the outer one, also after a throw", () => {
    const storage = new AsyncLocalStorage<string>();
    expect(storage.getStore()).toBeUndefined();
    const seen = storage.run(
      "outer",
      (suffix: string) => {
        const inner = storage.run("inner", () => storage.getStore());
        expect(() =>
          storage.run("failing", () => {
            throw new Error("boom");
          }),
        ).toThrow("boom");
        return `${inner} ${storage.getStore()}${suffix}`;
      },
      "!",
    );
    expect(seen).toBe("inner outer!");
    expect(storage.getStore()).toBeUndefined();
  });
});
