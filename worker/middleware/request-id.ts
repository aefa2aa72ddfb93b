import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Gives every request an id made here, on the context and in the `X-Request-Id` response
 * header, for matching a visitor's report with a log line. An id a client sends is ignored:
 * echoing or logging it would let anyone write into our logs and responses.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
  };
}
