// Work the runtime does at load, cut into short tasks, so that none of it blocks the main
// thread long enough for a tap or keystroke to wait (a long task is 50 ms; on a phone four
// times slower than a desktop, a slice of 8 ms of desktop work stays well under it).

/** Milliseconds a slice may run before it gives the main thread back. */
const SLICE_MS = 8;

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back: input, rendering and other tasks run before the caller goes on.
 * `scheduler.yield()` where there is one (the caller's continuation keeps its place ahead of
 * other work), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (or after `timeout` ms at the latest), else in a new task. */
export function whenIdle(timeout = 2000): Promise<void> {
  if (typeof requestIdleCallback === "function") return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
  return new Promise((resolve) => setTimeout(resolve, 1));
}

export interface SliceOptions {
  /** Milliseconds per slice. */
  budget?: number;
  /** Whether the work is still wanted, asked before each slice after the first. */
  alive?: () => boolean;
  /** The clock (ms). */
  now?: () => number;
  /** How a slice gives the main thread back. */
  pause?: () => Promise<void>;
}

/**
 * Calls `each` on every item in order, in slices of at most `budget` ms, yielding between
 * slices. `alive()` is asked before each slice: false stops the work (the page it was for has
 * been swapped). Resolves once every item is done or the work stopped.
 */
export async function inSlices<T>(items: Iterable<T>, each: (item: T) => void, options: SliceOptions = {}): Promise<void> {
  const { budget = SLICE_MS, alive = () => true, now = () => performance.now(), pause = yieldToMain } = options;
  let start = now();
  for (const item of items) {
    if (now() - start >= budget) {
      await pause();
      if (!alive()) return;
      start = now();
    }
    each(item);
  }
}

/**
 * Runs start-up steps in order, each in the slice it lands in, yielding whenever a slice has
 * used its budget; a step that throws is reported and does not stop the others.
 */
export function runSteps(steps: readonly (() => void)[], options?: SliceOptions): Promise<void> {
  return inSlices(
    steps,
    (step) => {
      try {
        step();
      } catch (error) {
        reportError(error);
      }
    },
    options,
  );
}
