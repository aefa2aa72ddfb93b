import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBar } from "./loading-bar";

/** Just enough of an element for the bar: hidden, data-state, aria-valuenow and a style property. */
function fakeBar() {
  const attrs: Record<string, string> = {};
  const el = {
    hidden: true,
    dataset: {} as Record<string, string>,
    setAttribute: (k: string, v: string) => (attrs[k] = v),
    style: { setProperty() {} },
  };
  return { el, now: () => Number(attrs["aria-valuenow"]) };
}

describe("loading bar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stays hidden for 200 ms, then advances every 100 ms toward five seconds", () => {
    const { el, now } = fakeBar();
    const bar = createLoadingBar(() => el as unknown as HTMLElement);
    bar.start();
    expect(el.dataset.state).toBe("loading");
    vi.advanceTimersByTime(199);
    expect(el.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(el.hidden).toBe(false);
    vi.advanceTimersByTime(100);
    expect(now()).toBe(2);
    vi.advanceTimersByTime(2400);
    expect(now()).toBe(50);
    // Never claims to be finished before it is.
    vi.advanceTimersByTime(10_000);
    expect(now()).toBe(95);
    bar.finish(true);
    expect(el.dataset.state).toBe("done");
    expect(now()).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(el.hidden).toBe(true);
  });

  it("waits for everything in flight and turns red if any of it failed", () => {
    const { el } = fakeBar();
    const bar = createLoadingBar(() => el as unknown as HTMLElement);
    bar.start();
    bar.start();
    bar.finish(false);
    expect(el.dataset.state).toBe("loading");
    bar.finish(true);
    expect(el.dataset.state).toBe("error");
    expect(el.hidden).toBe(false);
    // A new batch starts clean.
    bar.start();
    expect(el.dataset.state).toBe("loading");
    bar.finish(true);
    expect(el.dataset.state).toBe("done");
  });

  it("never flashes for quick work, and ignores a finish without a start", () => {
    const { el } = fakeBar();
    const bar = createLoadingBar(() => el as unknown as HTMLElement);
    bar.finish(false);
    expect(el.dataset.state).toBeUndefined();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish(true);
    expect(el.hidden).toBe(true);
    expect(el.dataset.state).toBe("done");
  });
});
