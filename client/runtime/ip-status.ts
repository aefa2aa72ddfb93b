import type { ApiClient } from "../api-client";
import { STORAGE_KEYS } from "./storage-keys";

/** What the status line needs, kept for the session. */
interface IpStatus {
  ip: string;
  protected: boolean;
}

let loading: Promise<IpStatus | null> | undefined;

/** The visitor's address and whether it is ours: from this session's storage, else asked once. */
function ipStatus(api: Pick<ApiClient, "ip">, lang: string, storage: Storage): Promise<IpStatus | null> {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.ipStatus) ?? "null") as IpStatus | null;
    if (stored && typeof stored.ip === "string") return Promise.resolve(stored);
  } catch {
    // Storage off or a value from another version: ask again.
  }
  loading ??= api
    .ip(lang)
    .then((info) => {
      if (!info.ip) return null;
      const status = { ip: info.ip, protected: info.protected };
      try {
        storage.setItem(STORAGE_KEYS.ipStatus, JSON.stringify(status));
      } catch {
        // Private mode or storage full: shown for this page only.
      }
      return status;
    })
    .catch(() => {
      loading = undefined; // A failure is silent, and the next page tries again.
      return null;
    });
  return loading;
}

/**
 * Fills the header's status strip ("Your IP: … · Not protected") and shows it; when the address
 * cannot be had, the strip shows a plain link to /ip instead of staying empty. The strip's height
 * is reserved by the stylesheet, so either one moves nothing. Call again after the page body
 * changes: the value comes from the session, not from the network, after the first.
 */
export async function showIpStatus(
  root: ParentNode,
  api: Pick<ApiClient, "ip">,
  lang: string,
  storage: Storage = sessionStorage,
): Promise<void> {
  const line = root.querySelector<HTMLElement>("[data-ip-status]");
  if (!line) return;
  const status = await ipStatus(api, lang, storage);
  if (!status) {
    const fallback = root.querySelector<HTMLElement>("[data-ip-fallback]");
    if (fallback) fallback.hidden = false;
    return;
  }
  line.querySelector("[data-ip-value]")!.textContent = status.ip;
  line.querySelector<HTMLElement>("[data-protected]")!.hidden = !status.protected;
  line.querySelector<HTMLElement>("[data-exposed]")!.hidden = status.protected;
  line.hidden = false;
}
