/** A shared load did not settle within its deadline. */
export class LoadDeadlineError extends Error {
  override name = "LoadDeadlineError";
}

export interface ShareOptions {
  /**
   * How long a load may stay shared, from its start. Past it the load is forgotten (the next
   * caller starts a new one) and everyone still waiting on it gets `onDeadline()`: a load whose
   * request was cancelled may never settle, and must not hold up the requests after it.
   */
  deadlineMs: number;
  /** The error a caller gets at the deadline; a `LoadDeadlineError` by default. */
  onDeadline?: () => Error;
  now?: () => number;
}

/** Loads of the deploy's own files: they answer in milliseconds, or something is wrong. */
const DEFAULT_SHARE: ShareOptions = { deadlineMs: 5_000 };

/**
 * `promise`, or `error()` once `ms` have passed. The timer belongs to the caller (its own
 * request), so the wait ends even when whoever started the work is gone.
 *
 * @example await withDeadline(fetchIndex(), 5000, () => new Error("index: too slow"))
 */
function withDeadline<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

/**
 * Pending loads shared by key, so that concurrent callers start one load, not one each. An entry
 * lives until its load settles or its deadline passes, whichever is first; it never holds a
 * settled value (keep those yourself) and never anything of a request but the pending promise.
 *
 * @example const shared = sharedLoads<string, Entry>({ deadlineMs: 5000 }); await shared(key, () => load(key))
 */
export function sharedLoads<K, V>({ deadlineMs, onDeadline, now = Date.now }: ShareOptions = DEFAULT_SHARE) {
  const pending = new Map<K, { promise: Promise<V>; deadline: number }>();
  /** `ms` overrides the deadline of a load this call starts. */
  return (key: K, load: () => Promise<V>, ms = deadlineMs): Promise<V> => {
    let entry = pending.get(key);
    if (!entry || entry.deadline <= now()) {
      const started = { promise: Promise.resolve().then(load), deadline: now() + ms };
      const forget = () => {
        if (pending.get(key) === started) pending.delete(key);
      };
      started.promise.then(forget, forget);
      pending.set(key, started);
      entry = started;
    }
    const shared = entry;
    return withDeadline(shared.promise, shared.deadline - now(), () => {
      if (pending.get(key) === shared) pending.delete(key);
      return onDeadline?.() ?? new LoadDeadlineError("a shared load did not settle within its deadline");
    });
  };
}

/**
 * Caches `load`'s value per key once it has one. Concurrent calls share one pending load, each
 * waiting at most until that load's deadline (see `sharedLoads`): a load that fails, or never
 * answers, is forgotten, and the next call for its key tries again.
 *
 * @example const bodiesOf = memoizeAsync((locale: string) => fetchBodies(locale));
 */
export function memoizeAsync<K, V>(load: (key: K) => Promise<V>, options: ShareOptions = DEFAULT_SHARE): (key: K) => Promise<V> {
  const settled = new Map<K, V>();
  const shared = sharedLoads<K, V>(options);
  return async (key) => {
    if (settled.has(key)) return settled.get(key)!;
    return shared(key, async () => {
      const value = await load(key);
      settled.set(key, value);
      return value;
    });
  };
}
