import { fetchPage, inPlaceUrl, type FetchedPage } from "./page-fetch";
import { inSlices, whenIdle } from "./slices";

const FRESH_MS = 30_000;
const MAX_PER_PAGE = 30;
const MAX_PARALLEL = 2;
const HOVER_MS = 65;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching when the visitor saves data or is on a 2g-class connection. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}

const idle: (fn: () => void) => void =
  typeof requestIdleCallback === "function" ? (fn) => requestIdleCallback(fn, { timeout: 2000 }) : (fn) => setTimeout(fn, 50);

/**
 * Prefetches page links that scroll into view or that the pointer rests on, at idle
 * time, and hands the answer to the navigation that follows. Links marked
 * `rel="nofollow"` are never prefetched, answers marked `no-store`
 * never reused.
 */
export function createPrefetcher(origin: string) {
  const cache = new Map<string, { at: number; page: Promise<FetchedPage> }>();
  const noStore = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  let started = 0;
  let observer: IntersectionObserver | undefined;
  const enabled = () => prefetchAllowed((navigator as { connection?: Connection }).connection);

  const key = (url: URL) => url.origin + url.pathname + url.search;

  function eligible(a: HTMLAnchorElement): URL | null {
    // rel="nofollow" marks links with side effects (the language switcher stores a cookie).
    if (a.relList.contains("nofollow")) return null;
    const url = inPlaceUrl(a, origin, location.href);
    if (!url || noStore.has(key(url))) return null;
    // The page on screen is not fetched again, whatever its hash.
    const here = new URL(location.href);
    return url.pathname === here.pathname && url.search === here.search ? null : url;
  }

  function pump(): void {
    while (running < MAX_PARALLEL && queue.length) {
      const k = queue.shift()!;
      if (cache.has(k)) continue;
      running++;
      const page = fetchPage(new URL(k), { prefetch: true });
      cache.set(k, { at: Date.now(), page });
      page
        .then((p) => {
          if (!p.reusable) {
            noStore.add(k);
            cache.delete(k);
          }
        })
        // A prefetch that failed is forgotten: a click on the link loads the page as usual.
        .catch(() => cache.delete(k))
        .finally(() => {
          running--;
          pump();
        });
    }
  }

  function request(url: URL): void {
    const k = key(url);
    const hit = cache.get(k);
    if ((hit && Date.now() - hit.at < FRESH_MS) || queue.includes(k) || started >= MAX_PER_PAGE || !enabled()) return;
    started++;
    cache.delete(k);
    idle(() => {
      queue.push(k);
      pump();
    });
  }

  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("pointerover", (event) => {
    const a = (event.target as Element | null)?.closest?.("a[href]");
    if (!(a instanceof HTMLAnchorElement)) return;
    const url = eligible(a);
    if (!url) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => request(url), HOVER_MS);
  });
  document.addEventListener("pointerout", () => clearTimeout(hoverTimer));

  return {
    /** Watches the page's links; call again after the body changes. */
    observe(root: ParentNode): void {
      observer?.disconnect();
      started = 0;
      if (!enabled() || typeof IntersectionObserver !== "function") return;
      const current = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          current.unobserve(entry.target);
          const url = eligible(entry.target as HTMLAnchorElement);
          if (url) request(url);
        }
      });
      observer = current;
      // Links are looked at when the browser is idle, a slice at a time (a page may have
      // hundreds); a later observe() for a new page body stops the old one's slices.
      const alive = () => observer === current;
      void whenIdle().then(() => {
        if (alive())
          return inSlices(root.querySelectorAll<HTMLAnchorElement>("a[href]"), (a) => eligible(a) && current.observe(a), { alive });
      });
    },
    /** The prefetched answer for this address, if there is a fresh one; it is used once. */
    take(url: URL): Promise<FetchedPage> | undefined {
      const k = key(url);
      const hit = cache.get(k);
      cache.delete(k);
      return hit && Date.now() - hit.at < FRESH_MS ? hit.page : undefined;
    },
  };
}

export type Prefetcher = ReturnType<typeof createPrefetcher>;
