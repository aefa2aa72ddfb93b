import { STORAGE_KEYS } from "./storage-keys";

const KEY = STORAGE_KEYS.chunkReload;
const GUARD_MS = 60_000;

/**
 * After a code chunk fails to load (usually a new deploy replaced it), reload
 * the page once; a guard stops further reloads within 60 seconds.
 */
export function reloadOnceAfterChunkError(error: unknown): void {
  console.warn("[runtime] could not load page code", error);
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return; // No storage, no guard: never risk a reload loop.
  }
  if (Date.now() - last < GUARD_MS) return;
  sessionStorage.setItem(KEY, String(Date.now()));
  location.reload();
}
