import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { log, type LogFields } from "../log";
import { routePattern } from "../route-pattern";

/** A request slower than this, start to response, gets a log line. */
const SLOW_REQUEST_MS = 1000;

/**
 * One structured log line for each request that fails (5xx) or is slow, with the request id,
 * the route pattern, the method, the status and the duration; nothing for the rest. Nothing
 * about the visitor and nothing of the URL is logged. A failure thrown to the app's onError is
 * logged there, with its cause, as this same line (`failureLine`); not twice.
 */
export function requestLog(slowMs = SLOW_REQUEST_MS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("startedAt", Date.now());
    await next();
    const status = c.res.status;
    if (status >= 500 && c.error) return; // onError wrote this request's line.
    const durationMs = elapsed(c);
    if (status < 500 && durationMs < slowMs) return;
    log(status >= 500 ? "error" : "warn", status >= 500 ? "request failed" : "slow request", {
      requestId: c.var.requestId,
      method: c.req.method,
      route: routePattern(c),
      status,
      durationMs,
    });
  };
}

/** The log line of a request that failed with `status` because of `cause` (its chain, see errors.ts). */
export function failureLine(c: Context<AppEnv>, status: number, cause: string): LogFields {
  return { requestId: c.var.requestId, method: c.req.method, route: routePattern(c), status, durationMs: elapsed(c), error: cause };
}

/** Milliseconds since the request log middleware saw the request (0 if it did not). */
function elapsed(c: Context<AppEnv>): number {
  return c.var.startedAt === undefined ? 0 : Date.now() - c.var.startedAt;
}
