/**
 * Caches `load`'s promise per key, so that concurrent and later calls share one load;
 * a load that fails is forgotten, and the next call for its key tries again.
 *
 * @example const bodiesOf = memoizeAsync((locale: string) => fetchBodies(locale));
 */
export function memoizeAsync<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = load(key);
    cache.set(key, loading);
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key);
    });
    return loading;
  };
}
