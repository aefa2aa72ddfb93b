import type { ArticleFeedback, ArticleSearch, CampaignLanding, DownloadClick, DownloadList, IpInfo } from "../common/schemas/api";

/** Where the browser sends API calls, as the page was configured. */
export interface ApiConfig {
  /** Base URL for calls made by the browser (`API_BROWSER_BASE_URL`). */
  browserBaseUrl?: string;
  /** Base URL shared with the server (`API_BASE_URL`). */
  baseUrl?: string;
}

/** The API configuration the worker put on the page (`<meta name="api-config">`), or none. */
export function pageApiConfig(doc: { querySelector(s: string): { getAttribute(n: string): string | null } | null }): ApiConfig {
  try {
    const raw = doc.querySelector('meta[name="api-config"]')?.getAttribute("content");
    const parsed = raw ? (JSON.parse(raw) as ApiConfig) : {};
    return { browserBaseUrl: parsed.browserBaseUrl, baseUrl: parsed.baseUrl };
  } catch {
    return {}; // No meta or malformed JSON in it: the defaults (the site root).
  }
}

/** The base address: browser base URL, then base URL, then the site root. */
export function resolveBase(config: ApiConfig, siteOrigin: string): string {
  const base = config.browserBaseUrl || config.baseUrl || siteOrigin;
  return base.replace(/\/+$/, "");
}

/** The answer of a failed call: the API's `{ error: { code, message } }`, or the plain text the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Listener = (inFlight: number, failed: boolean) => void;

/**
 * A small typed client for /web_v1: credentials included, `If-Modified-Since: 0`,
 * JSON or plain-text answers, and a count of calls in flight for the loading bar.
 */
export function createApiClient(config: ApiConfig, siteOrigin: string, fetchImpl: typeof fetch = fetch.bind(globalThis)) {
  const base = `${resolveBase(config, siteOrigin)}/web_v1`;
  let inFlight = 0;
  const listeners = new Set<Listener>();
  const notify = (failed: boolean) => {
    for (const l of listeners) l(inFlight, failed);
  };

  type CallInit = {
    query?: Record<string, unknown>;
    body?: unknown;
    keepalive?: boolean;
    /** A beacon the visitor does not wait for: left out of the count the loading bar follows. */
    background?: boolean;
  };
  async function call<T>(method: "GET" | "POST", path: string, init: CallInit = {}): Promise<T> {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined && v !== "") url.searchParams.set(k, String(v));
    // No Authorization header: a token shipped to the browser is public; the visitor's cookies go with `credentials: "include"`.
    const headers: Record<string, string> = { Accept: "application/json, text/plain;q=0.9", "If-Modified-Since": "0" };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    const counted = !init.background;
    if (counted) {
      inFlight++;
      notify(false);
    }
    let failed = true;
    try {
      const res = await fetchImpl(url, {
        method,
        headers,
        credentials: "include",
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        keepalive: init.keepalive,
      } as RequestInit);
      const text = await res.text();
      const type = res.headers.get("Content-Type") ?? "";
      const data: unknown = type.includes("json") && text ? JSON.parse(text) : text;
      if (!res.ok) {
        const err = (data as { error?: { code?: string; message?: string } })?.error;
        throw new ApiError(
          res.status,
          err?.code ?? "http_error",
          err?.message ?? (typeof data === "string" && data ? data : res.statusText),
        );
      }
      failed = false;
      return data as T;
    } finally {
      if (counted) {
        inFlight--;
        notify(failed);
      }
    }
  }

  return {
    /** Follows the number of calls in flight and whether the last one failed. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Fetched once per session in the background: its failure is not the visitor's to see. */
    downloads: () => call<DownloadList>("GET", "/download", { background: true }),
    searchArticles: (query: Record<string, unknown>) => call<ArticleSearch>("GET", "/article/search", { query }),
    /** The visitor's address as the site sees it, for the header's status line: in the background. */
    ip: (lang: string) => call<IpInfo>("GET", "/ip/v3", { query: { lang }, background: true }),
    /** keepalive: the record survives the page unloading (a download starting, a link followed). */
    downloadClick: (body: DownloadClick) =>
      call<{ accepted: true }>("POST", "/download/ajax-click-download", { body, keepalive: true, background: true }),
    campaignLanding: (body: CampaignLanding) =>
      call<{ accepted: true }>("POST", "/thematic-activity/v2", { body, keepalive: true, background: true }),
    articleFeedback: (body: ArticleFeedback) => call<{ accepted: true }>("POST", "/article/feedback", { body, keepalive: true }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
