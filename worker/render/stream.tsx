import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { isbot } from "isbot";
import type { AppEnv } from "../app-env";
import type { HeadData } from "../seo/head";
import type { Platform } from "../../common/platforms";
import { Document } from "./document";
import { publicApiConfig } from "../public-config";
import type { PageCache } from "./page-cache";
import { log } from "../log";
import { routePattern } from "../route-pattern";
import { layoutParts } from "./layout-parts";

/** What a route hands to the renderer: its computed head and its page body. */
export interface PageRender {
  head: HeadData;
  body: ReactNode;
  /** The unprefixed path of the page, for navigation state and the language switcher. */
  path: string;
  platform: Platform;
  status?: number;
  headers?: Record<string, string>;
  /** Where to keep a copy at the edge, for a page the same for every visitor of its variant. */
  cache?: { store: PageCache; key: string } | null;
}

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Headers of every HTML page. Each response carries its own CSP nonce and the Get Now button
 * of the visitor's platform, so no shared cache may keep a page (our own edge cache swaps the
 * nonce; see ./page-cache.ts); the browser keeps it and asks again before reuse.
 */
export const PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" } as const;

/** Pages differ by the visitor's platform, read from these request headers (common/platforms.ts). */
export function varyOnPlatform(c: Context<AppEnv>): void {
  c.header("Vary", "Sec-CH-UA-Platform, User-Agent", { append: true });
}

/**
 * Streams a page as HTML with React's own streaming renderer (`react-dom/server`, which the
 * export map resolves to React's edge build in workerd; docs/decisions/008). The head is
 * already computed, so the shell goes out at once; a failing shell throws (the app's onError
 * turns that into the error page), crawlers get the complete document, HEAD gets headers
 * only, and every render is cut off by an abort deadline.
 */
export async function streamPage(c: Context<AppEnv>, page: PageRender): Promise<Response> {
  // Through c.body so headers set earlier on the context (cookies, Vary) are kept.
  varyOnPlatform(c);
  const headers = { ...PAGE_HEADERS, ...page.headers };
  const status = (page.status ?? 200) as ContentfulStatusCode;
  if (c.req.method === "HEAD") return c.body(null, status, headers);

  const nonce = c.var.secureHeadersNonce ?? "";
  let failed = false;
  let shellSent = false;
  const beforeShell: unknown[] = [];
  const logFailure = (error: unknown) => log("error", "render failed", { requestId: c.var.requestId, route: routePattern(c), error });
  // After the deadline React stops waiting and sends what it has: fallbacks for the parts still pending.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException("The render took too long", "TimeoutError")),
    Number(c.env.RENDER_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
  );
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(
      <Document
        head={page.head}
        nonce={nonce}
        i18n={c.var.i18n}
        locale={c.var.locale}
        path={page.path}
        platform={page.platform}
        error={status >= 400}
        apiConfig={publicApiConfig(c.env)}
        parts={layoutParts(c.var.i18n, {
          locale: c.var.locale,
          path: page.path,
          platform: page.platform,
          locales: page.head.locales,
          error: status >= 400,
        })}
      >
        {page.body}
      </Document>,
      {
        nonce,
        signal: deadline.signal,
        onError(error) {
          failed = true;
          if (isVisitorGone(error)) return;
          if (shellSent) logFailure(error);
          else beforeShell.push(error);
        },
      },
    );
  } catch (error) {
    clearTimeout(timer);
    // The shell's own failure goes to the app's onError, which logs it once; any other is logged here.
    for (const other of beforeShell) if (other !== error) logFailure(other);
    throw error;
  }
  // What failed inside a part of the page (left to its fallback): logged once each, by the route's pattern.
  shellSent = true;
  for (const error of beforeShell) logFailure(error);
  // Settles when React has nothing left to render (resolved, also after an abort) or has failed
  // after the shell (rejected: the visitor's stream errors too, and onError above logged why).
  const allReady = stream.allReady.finally(() => clearTimeout(timer));
  if (isbot(c.req.header("User-Agent") ?? ""))
    await allReady; // A crawler gets the whole page, or the error page.
  else allReady.catch(() => {}); // A failure after the shell: already logged by onError, shown by the cut stream.
  if (!page.cache || status !== 200) return c.body(stream, status, headers);
  // One copy to the visitor as it streams, one to the edge cache once complete and sound.
  const [toVisitor, toCache] = stream.tee();
  waitUntil(
    c,
    page.cache.store.put(page.cache.key, toCache, nonce, () => failed),
  );
  return c.body(toVisitor, status, headers);
}

/** The render was stopped because the visitor went away (its stream cancelled), not by a failure. */
function isVisitorGone(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Runs work after the response (a cache write, a background refresh); a failure is logged,
 * without request data. Without an execution context (app.request in a test) it just runs.
 */
export function waitUntil(c: Context<AppEnv>, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => log("warn", "after-response work failed", { requestId: c.var.requestId, error }));
  try {
    c.executionCtx.waitUntil(logged);
  } catch {
    // No execution context: the promise still settles on its own.
  }
}
