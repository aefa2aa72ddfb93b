import type { Root } from "react-dom/client";

/** What the runtime needs of client/hydrate.tsx, which it loads only when an island is asked for. */
export interface Hydrator {
  /** Hydrates one island; calls `handOver` just before React takes the element, resolves once it is interactive. */
  hydrateIsland(element: HTMLElement, handOver: () => void): Promise<Root>;
}

/** What an island occupies on screen: its wrapper is `display: contents`, which has no box to observe. */
const boxOf = (island: HTMLElement): Element => island.firstElementChild ?? island;

/** Events that mean the visitor reached for an island. */
const REACH = ["focusin", "pointerdown", "keydown"] as const;
/** How close to the viewport an island below the fold may come before it wakes. */
const NEAR = "200px 0px";

interface Waking {
  /** Buttons clicked before React took the island, by their index among its buttons, to click again after. */
  clicks: number[];
  handedOver: boolean;
}

/**
 * Islands sleep as server-rendered HTML until the visitor reaches for one (focus, pointer
 * down, key press) or, for an island that starts below the fold, until it comes near the
 * viewport. Only then are React, the catalog and the island's code loaded. Characters typed
 * before then stay in the inputs (each island takes them over when it hydrates); a button
 * clicked before React took the island is clicked again once it has.
 *
 * `ready(true)` whenever every island asked for is hydrated (at once when none is), `ready(false)`
 * while one is on its way. Returns a function that stops watching and unmounts the islands.
 */
export function wakeIslandsOnDemand(
  root: ParentNode,
  load: () => Promise<Hydrator>,
  ready: (all: boolean) => void,
  fail: (error: unknown) => void,
): () => void {
  const islands = Array.from(root.querySelectorAll<HTMLElement>("[data-island]"));
  const waking = new Map<HTMLElement, Waking>();
  const roots: Root[] = [];
  let pending = 0;
  let disposed = false;

  function wake(element: HTMLElement): void {
    if (waking.has(element) || disposed) return;
    const state: Waking = { clicks: [], handedOver: false };
    waking.set(element, state);
    // Until React has it, the island says it is on its way (styled by client/styles/pending.css).
    element.dataset.waking = "";
    observer?.unobserve(boxOf(element));
    for (const type of REACH) element.removeEventListener(type, onReach, true);
    if (pending++ === 0) ready(false);
    load()
      .then((hydrator) => (disposed ? undefined : hydrator.hydrateIsland(element, () => handOver(element, state))))
      .then((hydrated) => {
        if (!hydrated) return;
        if (disposed) return hydrated.unmount();
        roots.push(hydrated);
        element.removeEventListener("click", onEarlyClick, true);
        const buttons = element.querySelectorAll<HTMLButtonElement>("button");
        for (const index of state.clicks) buttons[index]?.click();
        if (--pending === 0 && !disposed) ready(true);
      })
      .catch(fail);
  }

  /** Just before React takes the island: the markers of the wait go, so that React finds its own markup. */
  function handOver(element: HTMLElement, state: Waking): void {
    state.handedOver = true;
    delete element.dataset.waking;
    for (const button of element.querySelectorAll("[data-pending]")) button.removeAttribute("data-pending");
  }

  function onReach(event: Event): void {
    wake(event.currentTarget as HTMLElement);
  }

  /** A click React cannot see yet: remembered, and replayed once the island is hydrated. */
  function onEarlyClick(event: Event): void {
    const element = event.currentTarget as HTMLElement;
    const state = waking.get(element);
    if (state?.handedOver) return; // React has the element: it replays the click itself.
    const button = (event.target as Element | null)?.closest?.("button");
    if (button?.type !== "button") return; // Links and submit buttons work without React.
    if (!state) wake(element);
    waking.get(element)?.clicks.push(Array.from(element.querySelectorAll("button")).indexOf(button));
    // The press shows at once, though its answer waits for the island's code.
    button.dataset.pending = "";
  }

  // An island that starts out of view wakes as it comes near.
  const started = new WeakSet<Element>();
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const first = !started.has(entry.target);
              started.add(entry.target);
              // In view (or near it) from the start: not below the fold, so it waits to be
              // touched, unless it leaves and comes back.
              if (entry.isIntersecting && !first) wake(entry.target.closest<HTMLElement>("[data-island]")!);
            }
          },
          { rootMargin: NEAR },
        )
      : undefined;

  for (const element of islands) {
    for (const type of REACH) element.addEventListener(type, onReach, { capture: true, passive: true });
    element.addEventListener("click", onEarlyClick, true);
    observer?.observe(boxOf(element));
  }
  ready(true);
  // Focus that arrived before this runtime ran (a visitor quick to the search box) counts too.
  for (const element of islands) if (element.contains(element.ownerDocument.activeElement)) wake(element);

  return () => {
    disposed = true;
    observer?.disconnect();
    for (const element of islands) {
      delete element.dataset.waking;
      for (const type of REACH) element.removeEventListener(type, onReach, true);
      element.removeEventListener("click", onEarlyClick, true);
    }
    for (const r of roots) r.unmount();
  };
}
