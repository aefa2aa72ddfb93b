/** Timings of the loading bar, as the site has always used them. */
const BAR_THROTTLE_MS = 200;
const BAR_DURATION_MS = 5000;
const BAR_STEP_MS = 100;
const HIDE_AFTER_DONE_MS = 400;
const HIDE_AFTER_ERROR_MS = 2500;

type BarState = "idle" | "loading" | "done" | "error";

/**
 * The page-load progress bar. Every piece of work in flight (a navigation, an API call)
 * calls `start()` and later `finish(ok)`; the bar appears only when work has lasted
 * 200 ms, advances every 100 ms toward a 5-second estimate, completes when nothing is
 * left in flight and turns red if any of it failed. It reads its element by id each
 * time, so it survives the page body being swapped.
 *
 * @example const bar = createLoadingBar(); bar.start(); await work(); bar.finish(true);
 */
export function createLoadingBar(find: () => HTMLElement | null = () => document.getElementById("loading-bar")) {
  let pending = 0;
  let failed = false;
  let progress = 0;
  let state: BarState = "idle";
  let visible = false;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  function render(): void {
    const el = find();
    if (!el) return;
    el.hidden = !visible;
    el.dataset.state = state;
    el.setAttribute("aria-valuenow", String(Math.round(progress)));
    // CSSOM, not a style attribute: allowed by the CSP.
    el.style.setProperty("--bar-progress", String(progress / 100));
  }

  function stopTimers(): void {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
  }

  return {
    /** Re-applies the current state, e.g. to the new page's element after a swap. */
    render,
    /** Work began. */
    start(): void {
      pending++;
      if (pending > 1) return;
      stopTimers();
      failed = false;
      progress = 0;
      visible = false;
      state = "loading";
      render();
      throttle = setTimeout(() => {
        visible = true;
        render();
        ticker = setInterval(() => {
          // Linear toward the estimate, but never claims to be complete before it is.
          progress = Math.min(95, progress + (100 * BAR_STEP_MS) / BAR_DURATION_MS);
          render();
        }, BAR_STEP_MS);
      }, BAR_THROTTLE_MS);
    },
    /** Work ended; `ok` false marks the whole batch as failed. */
    finish(ok: boolean): void {
      if (pending === 0) return;
      pending--;
      if (!ok) failed = true;
      if (pending > 0) return;
      stopTimers();
      progress = 100;
      state = failed ? "error" : "done";
      // A failure is always shown; a quick success never flashes the bar.
      if (failed) visible = true;
      render();
      hide = setTimeout(
        () => {
          visible = false;
          render();
        },
        failed ? HIDE_AFTER_ERROR_MS : HIDE_AFTER_DONE_MS,
      );
    },
  };
}

export type LoadingBar = ReturnType<typeof createLoadingBar>;
