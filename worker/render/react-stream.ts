import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server.node";
import type { PipeableStream } from "react-dom/server";
import { queueMicrotask } from "./react-runtime";

/** A render on its way to the visitor: the bytes, and when every part has been rendered. */
export interface RenderStream {
  stream: ReadableStream<Uint8Array>;
  /** Resolves once React has nothing left to render (also after an abort); rejects when the render fails. */
  allReady: Promise<void>;
}

export interface RenderStreamOptions {
  nonce?: string;
  /** After this many ms React stops waiting and sends what it has (fallbacks for the rest). */
  timeoutMs: number;
  /** Called for every error React recovers from or fails with; must not throw. */
  onError: (error: unknown) => void;
}

/**
 * Renders `node` with React's streaming renderer and hands the HTML over as a web stream,
 * resolving once the shell is ready and rejecting when the shell fails.
 *
 * React writes into a plain object here, and the stream hands on each burst of React's writes as
 * one chunk: the shell is one chunk, each part that arrives later another. React's own
 * `ReadableStream` enqueues every 4 KB, and the runtime frees each queued chunk's native entry
 * with the request's other native objects in one batch after a young-generation collection;
 * those batches were the longest pauses left (docs/decisions/007-react-server-runtime.md).
 */
export function renderStream(node: ReactNode, { nonce, timeoutMs, onError }: RenderStreamOptions): Promise<RenderStream> {
  let written: Uint8Array[] = [];
  let render: PipeableStream | null = null;
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let ended = false;
  let failure: unknown = null;
  let flushing = false;
  let markAllReady: () => void = () => {};
  let markFailed: (error: unknown) => void = () => {};
  // Rejects when the render fails, as React's own `allReady` does, so that a caller waiting for
  // the whole page (a crawler's) sends an error page instead of a cut-off one.
  const allReady = new Promise<void>((resolve, reject) => {
    markAllReady = resolve;
    markFailed = reject;
  });
  allReady.catch(() => {}); // A caller that does not wait for it must not see an unhandled rejection.

  // Hands on, once React's current burst of writes is over, all it wrote as one chunk.
  const flush = () => {
    flushing = false;
    if (!controller) return;
    if (written.length > 0) {
      controller.enqueue(joined(written));
      written = [];
    }
    if (!ended) return;
    if (failure === null) controller.close();
    else controller.error(failure);
    controller = null;
  };
  const scheduleFlush = () => {
    if (flushing) return;
    flushing = true;
    queueMicrotask(flush);
  };
  const finish = (error: unknown) => {
    if (ended) return;
    ended = true;
    failure = error;
    render = null;
    clearTimeout(deadline);
    if (error === null) markAllReady();
    else markFailed(error);
    scheduleFlush();
  };
  // The part of a Node writable that React's Node build uses. A write always succeeds: what
  // React writes at once is what it has rendered.
  const sink = {
    write(chunk: Uint8Array | string): boolean {
      if (!controller) return true; // The visitor has gone: React's last writes go nowhere.
      written.push(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      scheduleFlush();
      return true;
    },
    end(): void {
      finish(null);
    },
    destroy(error?: unknown): void {
      finish(error ?? new Error("The render failed"));
    },
    on(): unknown {
      return sink;
    },
  };
  const deadline = setTimeout(
    () => render?.abort(new DOMException("The render took too long", "TimeoutError")),
    timeoutMs,
  );

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel(reason) {
      controller = null;
      written = [];
      const running = render;
      render = null;
      running?.abort(reason);
    },
  });

  let shellReady: (render: RenderStream) => void = () => {};
  let shellFailed: (error: unknown) => void = () => {};
  const shell = new Promise<RenderStream>((resolve, reject) => {
    shellReady = resolve;
    shellFailed = reject;
  });
  // Called here, not in a closure, so that no closure keeps `node` or `onError`.
  try {
    render = renderToPipeableStream(node, {
      nonce,
      onError,
      onAllReady: () => markAllReady(),
      onShellReady() {
        render?.pipe(sink as unknown as NodeJS.WritableStream);
        shellReady({ stream, allReady });
      },
      onShellError(error) {
        finish(error);
        shellFailed(error);
      },
    });
  } catch (error) {
    finish(error);
    throw error;
  }
  return shell;
}

/** The chunks as one (itself when there is one). */
function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  let length = 0;
  for (const chunk of chunks) length += chunk.byteLength;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

const encoder = new TextEncoder();
