/**
 * Structured log lines for Workers Logs: one JSON object per line, so they can be searched by
 * field. What may go in is typed: ids, route patterns, statuses, durations and error messages.
 * Never a URL or a path, an IP address, a query string, a cookie or a header value: those are
 * visitors' data (a path can hold what a visitor typed).
 *
 * @example log("error", "render failed", { requestId, route: "/:lang/blog/:id", error })
 */
export interface LogFields {
  requestId?: string;
  /** The route pattern as registered (`/:lang/blog/:id`, see routePattern in middleware/request-log.ts), never the path. */
  route?: string;
  method?: string;
  status?: number;
  durationMs?: number;
  eventId?: string;
  kind?: string;
  attempts?: number;
  error?: unknown;
}

export type LogLevel = "info" | "warn" | "error";

export function log(level: LogLevel, message: string, fields: LogFields = {}): void {
  const { error, ...rest } = fields;
  const line: Record<string, unknown> = { level, message, ...rest };
  if (rest.route !== undefined) line.route = rest.route.slice(0, 200);
  if (error !== undefined) line.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const text = JSON.stringify(line);
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.log(text);
}
