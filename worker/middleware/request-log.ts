import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { log } from "../log";
import { requestUrl } from "../request-url";

/** A request slower than this, start to response, gets a log line. */
const SLOW_REQUEST_MS = 1000;

/**
 * One structured log line for each request that fails (5xx) or is slow, with the request id,
 * the route, the status and the duration; nothing for the rest. The path is logged without
 * its query string, and nothing about the visitor is.
 */
export function requestLog(slowMs = SLOW_REQUEST_MS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    await next();
    const durationMs = Date.now() - started;
    const status = c.res.status;
    if (status < 500 && durationMs < slowMs) return;
    log(status >= 500 ? "error" : "warn", status >= 500 ? "request failed" : "slow request", {
      requestId: c.var.requestId,
      method: c.req.method,
      route: requestUrl(c).pathname.slice(0, 200),
      status,
      durationMs,
    });
  };
}
