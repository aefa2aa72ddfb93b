import type { Context } from "hono";

/** What the edge knows about a request's connection (location, network), or undefined locally and in some tests. */
export function requestCf(c: Context): IncomingRequestCfProperties | undefined {
  return (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
}
