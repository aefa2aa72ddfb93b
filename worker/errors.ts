import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LoadDeadlineError } from "../common/memo";

/**
 * Every error code the API answers with, by what went wrong. Pages show the status's localized
 * error page instead; the code is what a client program branches on.
 */
const ERROR_CODES = {
  invalid_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  upstream_unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code for a status when the thrower named none. */
function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code] === status);
  return found ?? (status >= 500 ? "internal_error" : "invalid_request");
}

/**
 * The one way to fail: throw it from a handler, a validator or a middleware; the app's onError
 * turns it into the JSON error body on the API and the localized error page elsewhere.
 *
 * @example throw new AppError("rate_limited", "Too many requests. Try again in a minute.", { "Retry-After": "60" })
 */
export class AppError extends HTTPException {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath: logged by onError, never shown to the visitor. */
    options: { cause?: unknown } = {},
  ) {
    super(ERROR_CODES[code], { message, cause: options.cause });
  }
}

/**
 * A failure as one log field: its name and message, then its causes' (at most three deep), each
 * cut short. Callers log only 5xx failures, whose messages are ours (never a visitor's input).
 *
 * @example causeChain(new AppError("upstream_unavailable", "…", {}, { cause: new Error("status 502") }))
 */
export function causeChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    parts.push((current instanceof Error ? `${current.name}: ${current.message}` : String(current)).slice(0, 300));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(" <- caused by ");
}

/** What a failure is, whatever was thrown: its status, code, message (shown only below 500) and headers. */
export function describeError(error: unknown): {
  status: ContentfulStatusCode;
  code: ErrorCode;
  message?: string;
  headers: Record<string, string>;
} {
  if (error instanceof AppError) {
    // A 5xx's message is for the log (and in English): the page and the API show their own words.
    const status = error.status as ContentfulStatusCode;
    return { status, code: error.code, message: status < 500 ? error.message : undefined, headers: error.headers };
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return { status, code: codeForStatus(status), message: status < 500 ? error.message || undefined : undefined, headers: {} };
  }
  // A shared load of content that never answered (common/memo.ts): unavailable for now, as an origin would be.
  if (error instanceof LoadDeadlineError) return { status: 503, code: "upstream_unavailable", headers: {} };
  return { status: 500, code: "internal_error", headers: {} };
}

/**
 * Whether a failure is a service we depend on failing (the origin, the queue, a content load past
 * its deadline), told by its class and code, never by its name: a 503 that is not our code's fault.
 */
export function isOriginFailure(error: unknown): boolean {
  return (error instanceof AppError && error.code === "upstream_unavailable") || error instanceof LoadDeadlineError;
}

const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  not_found: "No such endpoint.",
  upstream_unavailable: "The content service is unavailable. Please retry.",
  internal_error: "Something went wrong.",
};

/** The API's answer to any failure: `{ "error": { "code", "message" } }` with the status and headers. */
export function errorJson(
  c: { json: (body: unknown, status: ContentfulStatusCode, headers?: Record<string, string>) => Response },
  error: unknown,
): Response {
  const { status, code, message, headers } = describeError(error);
  return c.json({ error: { code, message: message || DEFAULT_MESSAGES[code] || "The request could not be handled." } }, status, headers);
}
