import { afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import type { ContentSource } from "../../worker/content/content-source";
import { BROWSER_UA } from "./helpers";

// The worker's own log line for a failed request: the request id, the route pattern, the
// method, the status and the duration, and nothing of the URL (path words, query) or the visitor.

const MARKER = "marker-words-7f3a";
afterEach(() => vi.restoreAllMocks());

/** The JSON lines the worker wrote to the console while answering one request. */
async function linesFor(path: string, headers: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const keep = (text: unknown) => lines.push(JSON.parse(String(text)) as Record<string, unknown>);
  vi.spyOn(console, "error").mockImplementation(keep);
  vi.spyOn(console, "warn").mockImplementation(keep);
  vi.spyOn(console, "log").mockImplementation(keep);
  // A content source whose every read fails: each page and API call that reads content is a 500.
  const broke = () => Promise.reject(new Error("store broke"));
  const failing: ContentSource = { downloads: broke, listArticles: broke, searchArticles: broke, articleInfo: broke };
  const app = createApp({ content: failing });
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "User-Agent": BROWSER_UA, "CF-Connecting-IP": "203.0.113.9", ...headers } }, env, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return { res, line: lines.find((l) => l.message === "request failed") };
}

describe("the request log line", () => {
  it("names a page's route pattern, not its URL, with id, method, status and duration", async () => {
    const { res, line } = await linesFor(`/de/blog/${MARKER}?keyword=${MARKER}&email=a%40b.example`);
    expect(res.status).toBe(500);
    expect(line).toEqual({
      level: "error",
      message: "request failed",
      requestId: res.headers.get("X-Request-Id"),
      method: "GET",
      route: "/:lang/blog/:id",
      status: 500,
      durationMs: expect.any(Number),
      // Written by the app's onError, the request's one line, with its cause.
      error: "Error: store broke",
    });
  });

  it("names an API route by its pattern, without the search words", async () => {
    const { res, line } = await linesFor(`/web_v1/article/search?q=${MARKER}&lang=en`);
    expect(res.status).toBe(500);
    expect(line).toMatchObject({ route: "/web_v1/article/search", status: 500 });
    expect(JSON.stringify(line)).not.toContain(MARKER);
  });
});
