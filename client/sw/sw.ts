// The service worker (/sw.js): help that still opens offline. The rules of what is kept are in
// common/offline-rules.ts; this file only applies them. No library, no request to anyone but us.
import { htmlLang } from "../../common/locales";
import {
  CACHE_PREFIX,
  OFFLINE_PATH,
  cacheName,
  corePaths,
  isPrefetch,
  mayStore,
  overLimit,
  pageLocale,
  pageRule,
  requestRule,
  shortTitle,
  staleCaches,
  NETWORK_TIMEOUT_MS,
  SAVING_OFF,
  fetchedFrom,
  keptAt,
} from "../../common/offline-rules";
import { fillOfflinePage, markSavedCopy, type SavedEntry } from "./inject";
import type { FetchEvent, Scope } from "./sw-scope";

declare const __BUILD_ID__: string;

const sw = self as unknown as Scope;
const ORIGIN = sw.location.origin;
// The page registers /sw.js?v=<build id>: a new deploy is a new version.
const VERSION = new URL(sw.location.href).searchParams.get("v") || __BUILD_ID__;
const CACHE = cacheName(VERSION);
const SAVED_AT = "X-Saved-At";
const SAVED_TITLE = "X-Saved-Title";
// After "Remove saved help" nothing more is kept: opening the cache (it would come back) is refused; reads never create it.
let removed = false;
const open = () => (removed ? Promise.reject(new Error("saved help was removed")) : caches.open(CACHE));
const lookup = (key: string | Request) => caches.match(key, { cacheName: CACHE });
const pageKey = (url: URL) => ORIGIN + keptAt(url.pathname);
// The files of the page that says saved help was removed, held in memory only: offline, it still has its style.
const leftovers = new Map<string, Response>();

/** Fetches a page and keeps it, with the files it links, when the rules allow. */
async function savePage(url: URL, given?: Response): Promise<void> {
  if (removed) return;
  const res = given ?? (await fetch(ORIGIN + url.pathname, { headers: { Accept: "text/html" }, credentials: "same-origin" }));
  if (res.redirected || !mayStore(res.status, res.headers)) return;
  const html = await res.text();
  if (removed) return;
  const headers = new Headers(res.headers);
  headers.set(SAVED_AT, String(Date.now()));
  headers.set(SAVED_TITLE, encodeURIComponent(shortTitle(html)));
  const cache = await open();
  await cache.put(pageKey(url), new Response(html, { status: 200, headers }));
  // The stylesheet, the runtime and the icons the page links: kept once, they never change within a version.
  const files = Array.from(
    html.matchAll(/<(?:link[^>]+href|script[^>]+src)="(\/[^"/][^"]*)"/g),
    (m) => new URL(m[1]!.replaceAll("&amp;", "&"), ORIGIN),
  );
  await Promise.all(
    files
      .filter((f) => requestRule(f, ORIGIN, "") === "asset")
      .map(async (f) => (await cache.match(f.href)) ?? cache.add(f.href).catch(() => undefined)),
  );
  await trim(pageLocale(url));
}

/** Keeps the core pages of a language once it has been visited. */
async function saveCore(url: URL): Promise<void> {
  if (removed || (await caches.has(SAVING_OFF))) return;
  for (const path of corePaths(pageLocale(url))) {
    if (!(await lookup(ORIGIN + keptAt(path)))) await savePage(new URL(path, ORIGIN)).catch(() => undefined);
  }
}

/** Drops the oldest opened pages of a language past the limit. */
async function trim(locale: string): Promise<void> {
  const cache = await open();
  const opened: { url: string; savedAt: number }[] = [];
  for (const req of await cache.keys()) {
    const url = new URL(req.url);
    if (pageRule(url) !== "opened" || pageLocale(url) !== locale) continue;
    const res = await cache.match(req);
    opened.push({ url: req.url, savedAt: Number(res?.headers.get(SAVED_AT) ?? 0) });
  }
  await Promise.all(overLimit(opened).map((u) => cache.delete(u)));
}

/** The saved pages of a language, for the offline page's list. */
async function savedList(locale: string): Promise<SavedEntry[]> {
  if (!(await caches.has(CACHE))) return [];
  const cache = await open();
  const list: SavedEntry[] = [];
  for (const req of await cache.keys()) {
    const url = new URL(req.url);
    const rule = pageRule(url);
    if ((rule !== "core" && rule !== "opened") || pageLocale(url) !== locale || url.pathname.endsWith(OFFLINE_PATH)) continue;
    const res = await cache.match(req);
    list.push({
      path: url.pathname,
      title: decodeURIComponent(res?.headers.get(SAVED_TITLE) ?? "") || url.pathname,
      savedAt: Number(res?.headers.get(SAVED_AT) ?? 0),
    });
  }
  return list;
}

const dateIn = (locale: string) => (t: number) => new Intl.DateTimeFormat(htmlLang(locale as never), { dateStyle: "long" }).format(t);

/** The offline page of the address's language, listing what is saved; null when none is kept. */
async function offlinePage(url: URL, status: { ip?: boolean; removed?: boolean; list?: SavedEntry[] } = {}): Promise<Response | null> {
  const locale = pageLocale(url);
  const saved = await lookup(ORIGIN + corePaths(locale).find((p) => p.endsWith(OFFLINE_PATH)));
  if (!saved) return null;
  const html = fillOfflinePage(await saved.text(), status.list ?? (await savedList(locale)), dateIn(locale), status);
  return new Response(html, { status: 200, headers: saved.headers });
}

function withTimeout(p: Promise<Response>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("slow")), NETWORK_TIMEOUT_MS);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Network first with a short timeout; then the saved copy; then the offline page. */
async function pageResponse(event: FetchEvent, url: URL): Promise<Response> {
  const rule = pageRule(url);
  const network = fetch(event.request);
  try {
    const res = await withTimeout(network);
    if (!isPrefetch(event.request.headers) && res.ok) {
      if (rule === "core" || rule === "opened") event.waitUntil(savePage(url, res.clone()).catch(() => undefined));
      event.waitUntil(saveCore(url).catch(() => undefined));
    }
    if (url.pathname.endsWith(OFFLINE_PATH) && rule === "core") return (await offlinePage(url)) ?? res;
    return res;
  } catch {
    // Slow or failed: a copy that arrives later is still kept for next time.
    if (rule === "core" || rule === "opened") event.waitUntil(network.then((r) => savePage(url, r)).catch(() => undefined));
    // For /ip, the kept shell: the page without any visitor's answer, saying the check needs a connection.
    const cached = rule !== "none" ? await lookup(pageKey(url)) : undefined;
    if (cached) {
      if (url.pathname.endsWith(OFFLINE_PATH)) return (await offlinePage(url)) ?? cached;
      const html = markSavedCopy(await cached.text(), Number(cached.headers.get(SAVED_AT)), dateIn(pageLocale(url)), VERSION);
      return new Response(html, { status: 200, headers: cached.headers });
    }
    const page = await offlinePage(url, { ip: rule === "ip" });
    if (page) return page;
    return network;
  }
}

/** Files: from the network when it answers, else the saved copy; kept once seen. */
async function assetResponse(event: FetchEvent): Promise<Response> {
  try {
    const res = await fetch(event.request);
    if (!removed && res.ok && mayStore(res.status, res.headers)) {
      const copy = res.clone();
      event.waitUntil(open().then((cache) => cache.put(event.request, copy)));
    }
    return res;
  } catch (error) {
    const cached = (await lookup(event.request)) ?? leftovers.get(event.request.url)?.clone();
    if (cached) return cached;
    throw error;
  }
}

/** "Remove saved help": every cache of ours goes, and the worker with it. */
async function removeAll(url: URL): Promise<Response> {
  const page = await offlinePage(url, { removed: true, list: [] });
  const cache = await caches.open(CACHE); // deleted below with the others
  for (const req of await cache.keys())
    if (requestRule(new URL(req.url), ORIGIN, "") === "asset") leftovers.set(req.url, (await cache.match(req))!);
  removed = true;
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  // Remembered on this device (never sent anywhere): the runtime registers no worker until the visitor turns saving on again.
  await caches.open(SAVING_OFF);
  await sw.registration.unregister();
  return page ?? Response.redirect(url.href, 303);
}

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // A new deploy: the pages kept by the previous version are fetched again, in this version.
      const urls = new Set<string>();
      for (const name of staleCaches(await caches.keys(), VERSION)) {
        for (const req of await (await caches.open(name)).keys()) {
          const from = new URL(fetchedFrom(new URL(req.url).pathname), ORIGIN);
          const rule = pageRule(from);
          if (rule === "core" || rule === "opened") urls.add(from.href);
        }
      }
      await Promise.all(Array.from(urls, (u) => savePage(new URL(u)).catch(() => undefined)));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), VERSION).map((name) => caches.delete(name)));
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const data = event.data as { visited?: string } | null;
  if (typeof data?.visited !== "string") return;
  const url = new URL(data.visited);
  if (url.origin !== ORIGIN) return;
  event.waitUntil(
    (async () => {
      const rule = pageRule(url);
      const kept = await lookup(pageKey(url));
      // Saved by the fetch that showed it (a minute ago at most): not fetched again.
      const fresh = kept && Date.now() - Number(kept.headers.get(SAVED_AT)) < 60_000;
      if ((rule === "core" || rule === "opened") && !fresh) await savePage(url).catch(() => undefined);
      await saveCore(url);
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (
    request.method === "POST" &&
    request.mode === "navigate" &&
    url.origin === ORIGIN &&
    url.pathname.endsWith(OFFLINE_PATH) &&
    !url.search
  ) {
    return event.respondWith(removeAll(url));
  }
  if (request.method !== "GET") return;
  const rule = requestRule(url, ORIGIN, request.mode === "navigate" ? "text/html" : (request.headers.get("Accept") ?? ""));
  if (rule === "page") event.respondWith(pageResponse(event, url));
  else if (rule === "asset") event.respondWith(assetResponse(event));
});
