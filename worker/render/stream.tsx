import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ReactNode } from "react";
import { isbot } from "isbot";
import type { AppEnv } from "../app-env";
import type { HeadData } from "../seo/head";
import type { Platform } from "../../common/platforms";
import { Document } from "./document";
import { publicApiConfig } from "../public-config";
import type { PageCache } from "./page-cache";
import { log } from "../log";
import { renderStream } from "./react-stream";
import { requestUrl } from "../request-url";

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
 * Streams a page as HTML. The head is already computed, so the shell goes out
 * at once; a failing shell throws (the caller turns that into an error page),
 * crawlers get the complete document, HEAD gets headers only, and every render
 * is cut off by an abort timeout.
 */
export async function streamPage(c: Context<AppEnv>, page: PageRender): Promise<Response> {
  // Through c.body so headers set earlier on the context (cookies, Vary) are kept.
  varyOnPlatform(c);
  const headers = { ...PAGE_HEADERS, ...page.headers };
  const status = (page.status ?? 200) as ContentfulStatusCode;
  if (c.req.method === "HEAD") return c.body(null, status, headers);

  const nonce = c.var.secureHeadersNonce ?? "";
  let failed = false;
  const { stream, allReady } = await renderStream(
    <Document
      head={page.head}
      nonce={nonce}
      i18n={c.var.i18n}
      locale={c.var.locale}
      path={page.path}
      platform={page.platform}
      error={status >= 400}
      apiConfig={publicApiConfig(c.env)}
    >
      {page.body}
    </Document>,
    {
      nonce,
      timeoutMs: Number(c.env.RENDER_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS,
      onError(error) {
        failed = true;
        // Errors after the shell are rendered by React as client fallbacks; log them once, without request data.
        if (!(error instanceof DOMException && error.name === "AbortError")) {
          log("error", "render failed", { requestId: c.var.requestId, route: requestUrl(c).pathname, error });
        }
      },
    },
  );
  if (isbot(c.req.header("User-Agent") ?? "")) await allReady;
  if (!page.cache || status !== 200) return c.body(stream, status, headers);
  // One copy to the visitor as it streams, one to the edge cache once complete and sound.
  const [toVisitor, toCache] = stream.tee();
  waitUntil(c, page.cache.store.put(page.cache.key, toCache, nonce, () => failed));
  return c.body(toVisitor, status, headers);
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
