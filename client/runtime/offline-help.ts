/**
 * Registers the service worker that keeps help readable offline (client/sw/sw.ts), once the
 * page is idle after loading, so it costs the first view nothing. The worker's address carries
 * the build id: a new deploy is a new worker, which replaces the saved copies.
 *
 * @example const help = registerOfflineHelp(__BUILD_ID__); help.visited(location.href);
 */
export function registerOfflineHelp(version: string) {
  const sw = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
  const html = document.documentElement;
  const mark = () => html.toggleAttribute("data-offline-help", !!sw?.controller);
  // Tells the worker a page was shown, so it keeps it (a prefetched page never went through it as opened).
  const visited = (href: string) => void sw?.ready.then((reg) => reg.active?.postMessage({ visited: href }));
  // The page that says saved help was just removed does not start saving it again.
  const justRemoved = document.getElementById("saved-removed")?.hidden === false;
  if (sw && !justRemoved) {
    mark();
    sw.addEventListener("controllerchange", mark);
    const idle = (fn: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000));
    const start = () =>
      idle(() => {
        sw.register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: "/" }).then(
          () => visited(location.href),
          () => undefined,
        );
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
