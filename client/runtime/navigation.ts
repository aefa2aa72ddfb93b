import { fetchPage, isPageUrl, linkToFollow, type FetchedPage } from "./page-fetch";
import type { LoadingBar } from "./loading-bar";
import type { Prefetcher } from "./prefetch";
import type { Connectivity } from "./connectivity";
import { STORAGE_KEYS } from "./storage-keys";

/** How long the old page takes to leave when the View Transitions API is missing (see site.css). */
const LEAVE_MS = 120;
const SCROLL_KEY = STORAGE_KEYS.scroll;

type Mode = "push" | "replace" | "pop";

interface Options {
  bar: LoadingBar;
  prefetch: Prefetcher;
  connectivity: Connectivity;
  /** True when the service worker answers offline (saved pages and the offline page). */
  offlineHelp(): boolean;
  /** Runs before the old page leaves (unmount its islands). */
  beforeSwap(): void;
  /** Runs on the new body before it shows and before scroll is restored: enhancements that change layout. */
  onSwap(): void;
  /** Runs once the new page is in place (hydrate its islands, watch its links). */
  afterSwap(): void;
}

/** Head elements that belong to the site, not to a page: kept across navigations. */
const SITE_HEAD =
  'meta[charset], meta[name="viewport"], link[rel="stylesheet"], script[src], link[rel~="icon"], link[rel="apple-touch-icon"]';

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const pathOf = (url: URL | Location) => url.pathname + url.search;

/**
 * In-site navigation without full reloads. Same-site page links and GET forms load
 * the target's HTML, swap the head and the body (with the `page` transition, out-in),
 * and keep history, scrolling, hash links and focus as a normal load would. Anything
 * it cannot handle falls back to a normal page load of the target.
 *
 * @example startNavigation({ bar, prefetch, connectivity, beforeSwap, afterSwap });
 */
export function startNavigation(options: Options) {
  const { bar, prefetch, connectivity } = options;
  let rendered = pathOf(location);
  let current: AbortController | undefined;
  const positions = readPositions();

  // The runtime restores scroll itself, after the new page is in place.
  history.scrollRestoration = "manual";
  const entryKey = () => (history.state as { key?: string } | null)?.key;
  if (!entryKey()) history.replaceState({ ...(history.state as object), key: newKey() }, "");
  // The history entry whose page is in the DOM. It changes at the swap, not when the address
  // does: on popstate, history.state already names the next entry, and a scroll event the
  // browser held back during a view transition may still arrive for the old page.
  let shown = entryKey()!;
  const saved = positions[shown];
  if (saved && !location.hash) scrollTo(saved[0], saved[1]);

  addEventListener("scroll", () => (positions[shown] = [scrollX, scrollY]), { passive: true });
  addEventListener("pagehide", () => {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or disabled: scroll is not restored after a reload, nothing more.
    }
  });

  document.addEventListener("click", (event) => {
    const url = linkToFollow(event, location.origin, location.href);
    if (!url) return;
    event.preventDefault();
    void navigate(url, url.href === location.href ? "replace" : "push");
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (form.method.toLowerCase() !== "get" || (form.target && form.target !== "_self")) return;
    const url = new URL(form.action, location.href);
    if (!isPageUrl(url, location.origin)) return;
    const data = new FormData(form, (event as SubmitEvent).submitter);
    url.search = new URLSearchParams(Array.from(data, ([k, v]) => [k, String(v)])).toString();
    event.preventDefault();
    void navigate(url, "push");
  });

  addEventListener("popstate", () => {
    // A change of hash alone is the browser's own: it scrolls to the anchor. While another
    // navigation is under way, any history move starts over from the address bar.
    if (!current && pathOf(location) === rendered) return;
    void navigate(new URL(location.href), "pop");
  });

  /** Loads `url` in place; resolves when the new page is showing (or a full load has begun). */
  async function navigate(url: URL, mode: Mode): Promise<void> {
    current?.abort();
    const controller = (current = new AbortController());
    if (!navigator.onLine && !options.offlineHelp()) {
      connectivity.blocked();
      return;
    }
    bar.start();
    hideNavigationError();
    let ok = false;
    try {
      let page: FetchedPage;
      try {
        const prefetched = prefetch.take(url);
        page = await (prefetched ?? fetchPage(url, { signal: controller.signal }));
        // A prefetched answer the server marked no-store (such as /ip) is fetched again.
        if (prefetched && !page.reusable) page = await fetchPage(url, { signal: controller.signal });
      } catch {
        if (controller.signal.aborted) return void (ok = true);
        if (!navigator.onLine && !options.offlineHelp()) return connectivity.blocked();
        // The network failed: the visitor stays on the page they were reading, the bar turns
        // red and a notice offers to try again (a full load would only show the browser's error).
        return showNavigationError(url);
      }
      if (controller.signal.aborted) return void (ok = true);
      const next = new URL(page.url);
      if (!page.html || page.status >= 500 || next.origin !== location.origin) throw new Error(`not a page: ${page.status}`);
      const doc = new DOMParser().parseFromString(page.html, "text/html");
      // A new deploy links a new stylesheet: load it properly rather than mix versions.
      if (stylesheetOf(doc) !== stylesheetOf(document)) throw new Error("new version");
      next.hash = url.hash;
      // Islands go (and data-hydrated with them) before the address changes.
      options.beforeSwap();
      if (mode === "push") history.pushState({ key: newKey() }, "", next);
      else if (mode === "replace") history.replaceState({ key: entryKey() ?? newKey() }, "", next);
      // An entry the browser made for a hash link has no key yet: give it one.
      else if (next.href !== location.href || !entryKey())
        history.replaceState({ ...(history.state as object), key: entryKey() ?? newKey() }, "", next);
      rendered = pathOf(next);
      const entering = entryKey()!;
      // Scroll inside the update, so the entering page is captured where the visitor will see it.
      await transition(() => {
        swap(doc);
        shown = entering;
        options.onSwap();
        restoreScroll(mode === "pop" ? positions[entering] : undefined, next.hash);
      });
      bar.render();
      connectivity.render();
      focusAndAnnounce();
      ok = page.status < 400;
      options.afterSwap();
    } catch (error) {
      // The server's own answer, in a normal page load.
      console.warn("[navigation] loading the page normally:", error);
      location.assign(url.href);
    } finally {
      if (current === controller) current = undefined;
      bar.finish(ok);
    }
  }

  return {
    navigate,
    /** Loads the page the address bar shows if it is not the one on screen (after coming back online). */
    resync(): void {
      if (pathOf(location) !== rendered) void navigate(new URL(location.href), "replace");
    },
  };
}

function swap(doc: Document): void {
  const html = document.documentElement;
  for (const name of ["lang", "dir", "data-locale"]) {
    const value = doc.documentElement.getAttribute(name);
    if (value === null) html.removeAttribute(name);
    else html.setAttribute(name, value);
  }
  for (const el of Array.from(document.head.children)) if (!el.matches(SITE_HEAD)) el.remove();
  for (const el of Array.from(doc.head.children)) if (!el.matches(SITE_HEAD)) document.head.append(document.importNode(el, true));
  document.body.replaceWith(document.adoptNode(doc.body));
}

/** The `page` transition, out-in: the old page leaves, then the new one enters. */
async function transition(update: () => void): Promise<void> {
  if (reducedMotion()) return update();
  const doc = document as Document & { startViewTransition?: (cb: () => void) => { updateCallbackDone: Promise<void> } };
  if (typeof doc.startViewTransition === "function") {
    await doc.startViewTransition(update).updateCallbackDone;
    return;
  }
  document.querySelector("main")?.classList.add("page-leave");
  await new Promise((resolve) => setTimeout(resolve, LEAVE_MS));
  update();
  const main = document.querySelector("main");
  main?.classList.add("page-enter");
  main?.addEventListener("animationend", () => main.classList.remove("page-enter"), { once: true });
}

/** Scroll as after a normal load: the remembered position, the hash's target, or the top. */
function restoreScroll(restore: [number, number] | undefined, hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (restore) scrollTo(restore[0], restore[1]);
  else if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}

/** Focus on the new page's main heading; its title is announced to screen readers. */
function focusAndAnnounce(): void {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
  if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  const announcer = document.getElementById("route-announcer");
  // Set after a tick, so the live region exists before its text changes.
  if (announcer) setTimeout(() => (announcer.textContent = document.title), 50);
}

function stylesheetOf(doc: Document): string | null {
  return doc.querySelector('link[rel="stylesheet"]')?.getAttribute("href") ?? null;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readPositions(): Record<string, [number, number]> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "{}") as Record<string, [number, number]>;
  } catch {
    return {}; // Storage off or a value not ours: no positions to restore.
  }
}

/** The notice of a navigation the network failed (rendered hidden by the server, in the page's language). */
function showNavigationError(url: URL): void {
  const notice = document.getElementById("nav-error");
  if (!notice) return;
  notice.querySelector<HTMLAnchorElement>("a[data-retry]")?.setAttribute("href", url.pathname + url.search + url.hash);
  notice.hidden = false;
}

function hideNavigationError(): void {
  const notice = document.getElementById("nav-error");
  if (notice) notice.hidden = true;
}
