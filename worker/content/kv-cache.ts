import { sharedLoads } from "../../common/memo";

/** One cached answer, as stored in KV. */
interface Entry<T> {
  value: T;
  /** When the origin produced it (ms since epoch). */
  fetchedAt: number;
}

export interface SwrOptions {
  /** Younger than this, an entry is served as is. */
  softTtlMs: number;
  /** KV drops entries after this; until then a stale entry is served and refreshed. */
  hardTtlSeconds: number;
  /** An entry is never rewritten sooner than this after it was fetched. */
  minWriteIntervalMs: number;
  /**
   * Whether a loaded value may be written to KV; one that may not is returned and forgotten.
   * Upstream reads keep nothing that only a visitor's input named (a missing article, an empty list).
   */
  keep?: (value: unknown) => boolean;
  /** How long callers share one load (and wait for it) before it is forgotten; 10 s by default. */
  loadDeadlineMs?: number;
  now?: () => number;
}

export const DEFAULT_SWR: SwrOptions = {
  softTtlMs: 60_000,
  hardTtlSeconds: 7 * 24 * 60 * 60,
  minWriteIntervalMs: 60_000,
};

// Loads in flight in this isolate, so concurrent misses for one key share one fetch. It holds
// only pending promises, never request data, and forgets each when it settles or at its deadline:
// a load whose request was cancelled may never settle, and must not hold up the ones after it.
// Past it a waiting caller fails as the origin would (a 503: worker/errors.ts).
const shared = sharedLoads<string, unknown>({ deadlineMs: 10_000 });

/**
 * Stale-while-revalidate over KV: fresh entries are served; stale ones are served
 * and refreshed in the background; when the origin fails, the stale entry stands;
 * with nothing cached, the origin's failure is the caller's.
 *
 * @example await swr(env.API_CACHE, ctx, "download:en", () => fetchDownloads())
 */
export async function swr<T>(
  kv: KVNamespace,
  waitUntil: (p: Promise<unknown>) => void,
  key: string,
  load: () => Promise<T>,
  options: SwrOptions = DEFAULT_SWR,
): Promise<T> {
  const now = options.now ?? Date.now;
  // KV unreadable (an outage, an entry that is not JSON): a miss, the origin answers.
  const entry = await kv.get<Entry<T>>(key, "json").catch(() => null);

  // One key always loads one kind of value: what the shared load answers for it is this call's T.
  const refresh = (): Promise<T> =>
    shared(
      key,
      async () => {
        const value = await load();
        if (options.keep && !options.keep(value)) return value;
        const fresh: Entry<T> = { value, fetchedAt: now() };
        // Another isolate may have refreshed it meanwhile; writes stay at most one a minute per key.
        // Unreadable KV as above: write as if nothing were there.
        const current = await kv.get<Entry<T>>(key, "json").catch(() => null);
        if (!current || now() - current.fetchedAt >= options.minWriteIntervalMs) {
          // A refused write (KV's one write per key per second, an outage) only means the next request loads again.
          await kv.put(key, JSON.stringify(fresh), { expirationTtl: options.hardTtlSeconds }).catch(() => undefined);
        }
        return value;
      },
      options.loadDeadlineMs,
    ) as Promise<T>;

  if (!entry) return refresh();
  if (now() - entry.fetchedAt < options.softTtlMs) return entry.value;
  // A background refresh that fails leaves the stale entry standing (see above); the next request tries again.
  waitUntil(refresh().catch(() => undefined));
  return entry.value;
}
