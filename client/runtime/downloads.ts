import type { ApiClient } from "../api-client";
import type { DownloadList } from "../../common/schemas/api";
import { PLATFORMS, type Platform } from "../../common/platforms";
import { STORAGE_KEYS } from "./storage-keys";

/** The download list as the browser keeps it for the session. */
export type SessionDownloads = Record<Platform, { download_url: string; version: string }>;

export const DOWNLOADS_KEY = STORAGE_KEYS.downloads;

function empty(): SessionDownloads {
  return { windows: { download_url: "", version: "" }, android: { download_url: "", version: "" }, ios: { download_url: "", version: "" } };
}

/** What this session has stored: empty strings until the list has been loaded. */
export function storedDownloads(storage: Pick<Storage, "getItem"> = sessionStorage): SessionDownloads {
  const list = empty();
  try {
    const parsed = JSON.parse(storage.getItem(DOWNLOADS_KEY) ?? "{}") as Partial<SessionDownloads>;
    for (const p of PLATFORMS) {
      const entry = parsed[p];
      if (typeof entry?.download_url === "string" && typeof entry.version === "string")
        list[p] = { download_url: entry.download_url, version: entry.version };
    }
  } catch {
    // Unreadable or edited by hand: start again from empty.
  }
  return list;
}

const loaded = (list: SessionDownloads) => PLATFORMS.every((p) => list[p].download_url !== "");

/** Keeps only what the session needs from the API's list. */
export function toSessionDownloads(list: DownloadList): SessionDownloads {
  const out = empty();
  for (const p of PLATFORMS) out[p] = { download_url: list[p].download_url, version: list[p].version };
  return out;
}

/**
 * The download list, fetched from /web_v1/download once per browser session and kept in
 * session storage; later pages of the session read it from there.
 */
export async function sessionDownloads(api: ApiClient, storage: Storage = sessionStorage): Promise<SessionDownloads> {
  const stored = storedDownloads(storage);
  if (loaded(stored)) return stored;
  try {
    storage.setItem(DOWNLOADS_KEY, JSON.stringify(stored));
    const list = toSessionDownloads(await api.downloads());
    storage.setItem(DOWNLOADS_KEY, JSON.stringify(list));
    return list;
  } catch {
    return stored; // Offline, or storage refused: the server-rendered links still work.
  }
}

/** Points every download button (`a[data-platform]`) at the current build. */
export function applyDownloads(root: ParentNode, list: SessionDownloads): void {
  for (const a of root.querySelectorAll<HTMLAnchorElement>("a[data-platform][data-version]")) {
    const entry = list[a.dataset.platform as Platform];
    if (!entry?.download_url) continue;
    a.href = entry.download_url;
    a.dataset.version = entry.version;
  }
}

/**
 * Records a click on a download button, with the path of the page it was on. The call uses `keepalive`, so it is delivered
 * even when the download or the next page unloads this one.
 */
export function trackDownloadClicks(api: ApiClient): void {
  document.addEventListener("click", (event) => {
    const a = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-platform][data-version]");
    if (!a) return;
    const platform = a.dataset.platform as Platform;
    if (!PLATFORMS.includes(platform)) return;
    // The page's path only: its query and fragment can hold what the visitor typed.
    // The download itself does not depend on the report; a failed report is only a click not counted.
    api.downloadClick({ platform, version: a.dataset.version ?? "", page: location.pathname.slice(0, 512) }).catch(() => {});
  });
}
