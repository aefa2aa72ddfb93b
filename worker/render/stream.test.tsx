import { afterEach, describe, expect, it, vi } from "vitest";
import { Suspense, use, type ReactNode } from "react";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { getI18n } from "../i18n/instances";
import type { HeadData } from "../seo/head";
import { createPageCache } from "./page-cache";
import { streamPage } from "./stream";

const head: HeadData = {
  title: "A page",
  description: "",
  keywords: "",
  canonical: "https://example.test/",
  alternates: [],
  locales: ["en"],
  lang: "en",
  ogLocale: "en_GB",
  ogLocaleAlternates: [],
  dir: "ltr",
  ogType: "website",
  siteName: "Quietway VPN",
  image: "https://example.test/og.png",
  jsonLd: [],
};

const BROWSER = { "User-Agent": "Mozilla/5.0 Chrome/140" };
const decoder = new TextDecoder();

/** A part of the page that never arrives. */
function Never(): never {
  throw new Promise(() => {});
}

/** A part of the page that waits for `gate`, then shows its text. */
function Later({ gate }: { gate: Promise<string> }) {
  return <p>{use(gate)}</p>;
}

/** A part of the page that waits for `gate`, then fails. */
function FailsLater({ gate }: { gate: Promise<string> }): ReactNode {
  use(gate);
  throw new Error("the slow part broke");
}

/** A gate that opens when the test says so. */
function gate() {
  let open: (text: string) => void = () => {};
  const promise = new Promise<string>((resolve) => (open = resolve));
  return { promise, open };
}

/** An app with one page, `/page/:id`, whose body is `body`, with the edge page cache of `cache`. */
function app(body: () => ReactNode, cache?: ReturnType<typeof createPageCache>) {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set("requestId", "test");
    c.set("secureHeadersNonce", "bm9uY2U=");
    await next();
  });
  hono.get("/page/:id", (c) => {
    c.set("locale", "en");
    c.set("i18n", getI18n("en"));
    return streamPage(c, {
      head,
      path: "/",
      platform: "windows",
      body: body(),
      cache: cache ? { store: cache, key: "https://page-cache.invalid/page" } : null,
    });
  });
  hono.onError((error, c) => c.text(`error path: ${(error as Error).message}`, 500));
  return hono;
}

/** The console lines written while the test runs, parsed. */
function logLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((text: unknown) => void lines.push(JSON.parse(String(text))));
  }
  return lines;
}

/** Everything left in the stream, as text. */
async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let text = "";
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
  return text;
}

afterEach(() => vi.restoreAllMocks());

describe("streamPage", () => {
  it("sends the status, headers and the page's head before a slow part has arrived, then the slow part", async () => {
    const slow = gate();
    const res = await app(() => (
      <>
        <h1>Shown at once</h1>
        <Suspense fallback={<p>Waiting</p>}>
          <Later gate={slow.promise} />
        </Suspense>
      </>
    )).request("/page/1", { headers: BROWSER }, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const reader = res.body!.getReader();
    let shell = "";
    while (!shell.includes("Waiting")) shell += decoder.decode((await reader.read()).value, { stream: true });
    expect(shell).toContain("<title>A page</title>");
    expect(shell).toContain("<h1>Shown at once</h1>");
    expect(shell).not.toContain("Arrived");
    slow.open("Arrived");
    const after = await rest(reader);
    expect(after).toContain("Arrived");
    expect(after).toContain("</html>");
  });

  it("gives a crawler the whole page in one piece, slow parts included", async () => {
    const slow = gate();
    setTimeout(() => slow.open("Arrived"), 10);
    const res = await app(() => (
      <Suspense fallback={<p>Waiting</p>}>
        <Later gate={slow.promise} />
      </Suspense>
    )).request("/page/1", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" } }, {});
    const html = await res.text();
    expect(html).toContain("Arrived");
    // Everything was ready before the first byte: no fallback is swapped for the content later.
    expect(html).not.toContain("Waiting");
  });

  it("ends a render that never completes at its deadline: the visitor gets the page with the fallback, not an endless stream", async () => {
    logLines();
    const res = await app(() => (
      <>
        <h1>Shown at once</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Never />
        </Suspense>
      </>
    )).request("/page/1", { headers: BROWSER }, { RENDER_TIMEOUT_MS: "50" });
    const html = await res.text(); // would never resolve without the deadline
    expect(res.status).toBe(200);
    expect(html).toContain("<h1>Shown at once</h1>");
    expect(html).toContain("Loading");
    expect(html).toContain("</html>");
  });

  it("sends a shell that fails down the app's error path, before any byte of the page", async () => {
    const lines = logLines();
    const res = await app(() => <FailsLater gate={Promise.reject(new Error("never read"))} />).request("/page/1", { headers: BROWSER }, {});
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("error path: never read");
    expect(lines.filter((line) => line.message === "render failed")).toEqual([]);
  });

  it("logs a part that fails after the shell once, by the route's pattern, and keeps the page out of the edge cache", async () => {
    const lines = logLines();
    const cache = createPageCache({ cache: async () => caches.open("stream-test") });
    const slow = gate();
    const res = await app(
      () => (
        <>
          <h1>Shown at once</h1>
          <Suspense fallback={<p>Waiting</p>}>
            <FailsLater gate={slow.promise} />
          </Suspense>
        </>
      ),
      cache,
    ).request("/page/secret-of-the-visitor?q=typed", { headers: BROWSER }, {});
    expect(res.status).toBe(200);
    slow.open("now");
    const html = await res.text();
    // The part is left to its fallback; the rest of the page is whole.
    expect(html).toContain("Waiting");
    expect(html).toContain("</html>");
    await vi.waitFor(() => expect(lines.filter((line) => line.message === "render failed")).toHaveLength(1));
    const [line] = lines.filter((l) => l.message === "render failed");
    expect(line).toMatchObject({ level: "error", route: "/page/:id", error: "Error: the slow part broke" });
    expect(JSON.stringify(lines)).not.toMatch(/secret-of-the-visitor|typed/);
    // Give the cache write its turn: the broken page must not be kept.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await cache.get("https://page-cache.invalid/page", "bm9uY2U=")).toBeNull();
  });

  it("stops the render when the visitor goes away, without logging a failure", async () => {
    const lines = logLines();
    const res = await app(() => (
      <Suspense fallback={<p>Waiting</p>}>
        <Never />
      </Suspense>
    )).request("/page/1", { headers: BROWSER }, { RENDER_TIMEOUT_MS: "60000" });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel(new DOMException("The visitor left", "AbortError"));
    expect(lines.filter((line) => line.message === "render failed")).toEqual([]);
  });
});
