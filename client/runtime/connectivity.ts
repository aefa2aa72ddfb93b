/**
 * Online and offline status. Going offline shows the notice (`role="status"`), coming
 * back hides it; `blocked()` says that a navigation could not start because the
 * device is offline, instead of leaving the visitor waiting.
 *
 * @example const net = trackConnectivity(() => reloadIfStale()); if (!navigator.onLine) net.blocked();
 */
export function trackConnectivity(onBackOnline: () => void) {
  let blocked = false;
  const render = () => {
    const el = document.getElementById("offline-notice");
    if (!el) return;
    el.hidden = navigator.onLine;
    el.toggleAttribute("data-blocked", blocked);
  };
  addEventListener("offline", render);
  addEventListener("online", () => {
    blocked = false;
    render();
    onBackOnline();
  });
  render();
  return {
    render,
    blocked(): void {
      blocked = true;
      render();
    },
  };
}

export type Connectivity = ReturnType<typeof trackConnectivity>;
