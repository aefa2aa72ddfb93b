import { afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import type { ContentSource } from "../../worker/content/content-source";
import { OriginError } from "../../worker/content/upstream";
import { LoadDeadlineError } from "../../common/memo";
import { BROWSER_UA, select, textOf } from "./helpers";

// One error path for pages and the API: whatever a handler throws reaches the app's one onError,
// which answers (JSON on the API, the localized error page elsewhere) and writes the request's
// one log line, with the cause and the route's pattern, never anything of the visitor's.

const MARKER = "visitor-words-5c1e";
const VISITOR = { "User-Agent": BROWSER_UA, "CF-Connecting-IP": "203.0.113.77", Cookie: `i18n_redirected=de; note=${MARKER}` };
afterEach(() => vi.restoreAllMocks());

/** A content source whose every read fails with what `error` makes. */
function failing(error: () => unknown): ContentSource {
  const fail = () => Promise.reject(error());
  return { downloads: fail, listArticles: fail, searchArticles: fail, articleInfo: fail };
}

/** The response to `path` and every line the worker logged while answering it, parsed. */
async function answer(content: ContentSource | undefined, path: string) {
  const lines: Record<string, unknown>[] = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((text: unknown) => void lines.push(JSON.parse(String(text)) as Record<string, unknown>));
  }
  const ctx = createExecutionContext();
  const res = await createApp({ content }).request(path, { headers: VISITOR }, env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  vi.restoreAllMocks();
  return { res, body, lines };
}

/** Nothing the visitor sent or is appears in the log. */
function expectNoVisitorData(lines: Record<string, unknown>[]) {
  const all = JSON.stringify(lines);
  for (const secret of [MARKER, "203.0.113.77", "Chrome/140", "q="]) expect(all).not.toContain(secret);
}

describe("the one error path", () => {
  it("answers an error thrown in an API handler with the JSON error, and logs it once by the route's pattern", async () => {
    const { res, body, lines } = await answer(
      failing(() => new TypeError("index file truncated")),
      `/web_v1/article/search?q=${MARKER}&lang=en`,
    );
    expect(res.status).toBe(500);
    expect(JSON.parse(body)).toEqual({ error: { code: "internal_error", message: "Something went wrong." } });
    expect(lines).toEqual([
      {
        level: "error",
        message: "request failed",
        requestId: res.headers.get("X-Request-Id"),
        method: "GET",
        route: "/web_v1/article/search",
        status: 500,
        durationMs: expect.any(Number),
        error: "TypeError: index file truncated",
      },
    ]);
    expectNoVisitorData(lines);
  });

  it("answers an error thrown in a page route with the localized 500 page, and logs it once by the route's pattern", async () => {
    const { res, body, lines } = await answer(
      failing(() => new TypeError("index file truncated")),
      `/de/blog/${MARKER}?utm_source=${MARKER}`,
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect((await select(body, "html"))[0]?.attrs.lang).toBe("de");
    expect(await textOf(body, "main h1")).not.toBe("Something went wrong"); // German, not English
    expect(body).not.toContain("index file truncated");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      message: "request failed",
      route: "/:lang/blog/:id",
      status: 500,
      error: "TypeError: index file truncated",
    });
    expectNoVisitorData(lines);
  });

  it("recognises an origin failure by what it is: a 503 and a warning, on the API and on pages", async () => {
    for (const path of ["/web_v1/download", "/de/help"]) {
      const { res, lines } = await answer(
        failing(() => new OriginError("/download: status 502")),
        path,
      );
      expect(res.status).toBe(503);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: "warn", message: "request failed", status: 503 });
      expect(String(lines[0]!.error)).toContain("/download: status 502");
    }
    // A shared content load past its deadline is the same: a service that did not answer.
    const late = await answer(
      failing(() => new LoadDeadlineError("content")),
      "/web_v1/download",
    );
    expect(late.res.status).toBe(503);
    expect(late.lines.map((line) => line.level)).toEqual(["warn"]);
  });

  it("does not take an error for an origin failure because of its name", async () => {
    const impostor = () => Object.assign(new Error("a bug of ours"), { name: "OriginError" });
    const { res, body, lines } = await answer(failing(impostor), "/web_v1/download");
    expect(res.status).toBe(500);
    expect(JSON.parse(body)).toMatchObject({ error: { code: "internal_error" } });
    expect(lines.map((line) => line.level)).toEqual(["error"]);
  });

  it("answers a page parameter that names no page with the 404 page, and logs nothing", async () => {
    const { res, body, lines } = await answer(undefined, "/blog?page=1e0");
    expect(res.status).toBe(404);
    expect(await select(body, "main h1")).toHaveLength(1);
    expect(lines).toEqual([]);
  });
});
