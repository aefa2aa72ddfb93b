import { API_PREFIX } from "../../common/paths";

/** A page as the runtime fetched it. */
export interface FetchedPage {
  /** The final address, after redirects. */
  url: string;
  status: number;
  /** The HTML, or "" when the answer was not a page. */
  html: string;
  /** False when the server said not to store it (`no-store`): it must not be reused later. */
  reusable: boolean;
}

/** Fetches a page's HTML the way a normal load would: same-site cookies, redirects followed. */
export async function fetchPage(url: URL, init: { signal?: AbortSignal; prefetch?: boolean } = {}): Promise<FetchedPage> {
  const target = new URL(url);
  target.hash = "";
  const headers: Record<string, string> = { Accept: "text/html" };
  if (init.prefetch) headers.Purpose = "prefetch";
  const res = await fetch(target, { headers, credentials: "same-origin", signal: init.signal });
  const isHtml = (res.headers.get("Content-Type") ?? "").includes("text/html");
  return {
    url: res.url || target.href,
    status: res.status,
    html: isHtml ? await res.text() : "",
    reusable: !/no-store/i.test(res.headers.get("Cache-Control") ?? ""),
  };
}

const FILE = /\.[a-z0-9]{2,5}$/i;

/**
 * True for a link the runtime may load in place: same origin, a page route (not the
 * API, not a file such as the feed or an image).
 */
export function isPageUrl(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    !url.pathname.startsWith(API_PREFIX) &&
    !url.pathname.startsWith("/assets/") &&
    !FILE.test(url.pathname)
  );
}

/**
 * The address an anchor leads to when the runtime may load it in place (follow it, or
 * prefetch it), or null when the browser should handle it: `target`, `download`,
 * `rel="external"`, other origins, files and in-page anchors.
 */
export function inPlaceUrl(a: HTMLAnchorElement, origin: string, current: string): URL | null {
  if ((a.target && a.target !== "_self") || a.hasAttribute("download") || a.relList.contains("external")) return null;
  const url = new URL(a.href);
  if (!isPageUrl(url, origin)) return null;
  const here = new URL(current);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/**
 * The page link a click should load in place, or null when the browser should handle it:
 * modified or non-primary clicks, and any link `inPlaceUrl` refuses.
 */
export function linkToFollow(event: MouseEvent, origin: string, current: string): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const a = (event.target as Element | null)?.closest?.("a[href]");
  return a instanceof HTMLAnchorElement ? inPlaceUrl(a, origin, current) : null;
}
