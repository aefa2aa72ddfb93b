/**
 * Two things React's Node server build takes from the runtime, replaced for it at build time
 * (the `reactServerRuntime` plugin, worker/render/react-runtime-plugin.ts), because workerd's own versions keep every
 * render alive in memory: each render's whole state survived the young-generation collections,
 * was promoted and was swept later by a mark-compact of 40 to 90 ms that landed on one visitor's
 * request (docs/decisions/007-react-server-runtime.md has the measurements).
 */

const settled = Promise.resolve();

/**
 * Runs `callback` as a microtask, as the global does. The runtime's `queueMicrotask` holds its
 * callback through a handle that only a full collection releases, and React's callback holds
 * the render; a promise reaction is ordinary heap, freed with the render.
 */
export function queueMicrotask(callback: () => void): void {
  void settled.then(() => {
    try {
      callback();
    } catch (error) {
      // React catches inside its callbacks; should one ever throw, it is reported as the global would.
      setTimeout(() => {
        throw error;
      });
    }
  });
}

/**
 * An `AsyncLocalStorage` that holds its store only while `run` runs. React reads it only to find
 * the current render for ReactDOM's `preload`, `preinit`, `preconnect` and `prefetchDNS` when
 * they are called outside its synchronous work (after an `await`, in a callback); there they
 * now do nothing. Our pages call none of them, and during the render React finds it without. The
 * runtime's own kept every render that passed through it reachable until the isolate was idle,
 * so under steady traffic the heap grew by a render per request.
 */
export class AsyncLocalStorage<T> {
  #store: T | undefined;

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const outer = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = outer;
    }
  }

  getStore(): T | undefined {
    return this.#store;
  }
}
