import type { Context, MiddlewareHandler } from "hono";
import { AppError, errorJson } from "../errors";

export interface BodyLimitOptions {
  /** The largest request body the site accepts, in bytes; 8 MB by default. */
  maxBytes?: number;
  /**
   * How much of a body nobody wants is read and thrown away so that its sender gets the answer
   * (a client still sending when the answer arrives sees a dropped connection instead, and the
   * local server turns that into a 500 with a stack trace); past it, the rest is cancelled.
   * 100 MB by default, the most Cloudflare lets through to a worker.
   */
  drainBytes?: number;
}

const MB = 1024 * 1024;

/** Reads a stream to its end, or to `cap` bytes, and returns how many bytes it read. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, cap: number, already = 0): Promise<number> {
  let read = already;
  try {
    while (read <= cap) {
      const { done, value } = await reader.read();
      if (done) return read;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away (or the stream failed): nothing left to answer.
  }
  return read;
}

/** The 413, in the API's JSON format wherever it happens: a body this large is no page's business. */
function tooLarge(c: Context, maxBytes: number): Response {
  return errorJson(
    c,
    new AppError("payload_too_large", `Request bodies are limited to ${maxBytes / MB} MB.`, { "Cache-Control": "no-store" }),
  );
}

/**
 * Every request body over `maxBytes`, with a Content-Length or chunked, is answered with a 413
 * JSON error; and whatever part of a body the app did not read (a 4xx, a wrong method, a POST to
 * a page) is read before the answer goes out, so the client always gets it. The app sees the
 * body through a counting stream; what it leaves, this reads after it (`drainBytes`).
 *
 * @example app.use(bodyLimit({ maxBytes: 8 * 1024 * 1024 }))
 */
export function bodyLimit({ maxBytes = 8 * MB, drainBytes = 100 * MB }: BodyLimitOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const original = c.req.raw.body;
    if (!original) return next();
    const reader = original.getReader();
    const declared = Number(c.req.header("Content-Length"));
    if (declared > maxBytes) {
      await drain(reader, drainBytes);
      return tooLarge(c, maxBytes);
    }

    // The app reads through this stream; this middleware keeps the reader, so it can finish the body.
    let read = 0;
    // The app's read in progress, if any: the drain below waits for it (a reader takes one read at a time).
    let reading: Promise<unknown> = Promise.resolve();
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = reader.read();
          // Only when this read settles, for the drain below; a failed read reaches the app through `await next`.
          reading = next.catch(() => undefined);
          const { done, value } = await next;
          if (done) return controller.close();
          read += value.byteLength;
          if (read > maxBytes)
            return controller.error(new AppError("payload_too_large", `Request bodies are limited to ${maxBytes / MB} MB.`));
          controller.enqueue(value);
        },
        // A reader that stops early (a body limit of its own, a parse error) leaves the rest to the drain below.
        cancel() {},
      },
      // Read only when the app asks: nothing is pulled ahead of it.
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);

    await next();

    await reading;
    const total = await drain(reader, drainBytes, read);
    if (total > maxBytes && c.res.status !== 413) {
      // The answer was made without the whole body (a page ignores it): it becomes the 413, none of
      // its headers kept but the request id (the security headers are set again on the way out).
      const id = c.res.headers.get("X-Request-Id");
      // The answer is replaced: a body that cannot be cancelled (already closed or errored) needs nothing more.
      await c.res.body?.cancel().catch(() => undefined);
      c.res = undefined;
      c.res = tooLarge(c, maxBytes);
      if (id) c.res.headers.set("X-Request-Id", id);
    }
  };
}
