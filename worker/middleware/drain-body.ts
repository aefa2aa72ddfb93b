import type { MiddlewareHandler } from "hono";

/** How much of an unread request body is read and thrown away before answering; past it, the rest is cancelled. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads what is left of a request body the app did not read (a 413 or 415, a wrong method, a
 * POST to a page) before the answer goes out. A client still sending when the answer arrives
 * sees a dropped connection instead of its 4xx, and the local server (`wrangler dev`) turns
 * that into a 500; read first, the client always gets the answer.
 */
export function drainBody(limit = DRAIN_LIMIT): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const body = c.req.raw.body;
    if (!body || c.req.raw.bodyUsed || body.locked) return;
    const reader = body.getReader();
    let read = 0;
    try {
      while (read <= limit) {
        const { done, value } = await reader.read();
        if (done) return;
        read += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The client went away: nothing left to answer.
    }
  };
}
