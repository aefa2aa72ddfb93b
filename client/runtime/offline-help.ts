import { SAVING_OFF } from "../../common/offline-rules";

/**
 * Registers the service worker that keeps help readable offline (client/sw/sw.ts), once the
 * page is idle after loading, so it costs the first view nothing. The worker's address carries
 * the build id: a new deploy is a new worker, which replaces the saved copies.
 *
 * After "Remove saved help" the worker leaves a marker in the browser's cache storage (nothing is
 * sent anywhere): while it is there no worker is registered, the offline page offers to turn
 * saving on again, and that button deletes the marker and registers the worker.
 *
 * @example const help = registerOfflineHelp(__BUILD_ID__); help.visited(location.href);
 */
export function registerOfflineHelp(version: string) {
  const sw = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
  const html = document.documentElement;
  const mark = () => html.toggleAttribute("data-offline-help", !!sw?.controller);
  // Tells the worker a page was shown, so it keeps it (a prefetched page never went through it as opened).
  const visited = (href: string) => void sw?.ready.then((reg) => reg.active?.postMessage({ visited: href }));
  if (sw) {
    mark();
    sw.addEventListener("controllerchange", mark);
    const register = () =>
      sw.register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: "/" }).then(
        () => visited(location.href),
        () => undefined,
      );
    // "Save help on this device again" (the offline page): the marker goes, and saving starts with this page.
    addEventListener("click", (event) => {
      if (!(event.target as Element).closest?.("[data-resume-saving]")) return;
      void caches.delete(SAVING_OFF).then(() => {
        html.removeAttribute("data-saving-off");
        return register();
      });
    });
    const idle = (fn: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000));
    const start = () =>
      idle(async () => {
        // Removed by the visitor: stays removed on this device until they choose otherwise.
        const off = await caches.has(SAVING_OFF).catch(() => false);
        html.toggleAttribute("data-saving-off", off);
        if (!off) await register();
      });
    if (document.readyState === "complete") start();
    else addEventListener("load", start, { once: true });
  }
  return {
    visited,
    /** True when the worker answers for this page: offline, saved pages still open. */
    active: () => !!sw?.controller,
  };
}
