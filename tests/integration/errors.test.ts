import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { request, select, textOf } from "./helpers";
import type { ContentSource } from "../../worker/content/content-source";
import { OriginError } from "../../worker/content/upstream";
import { AppError } from "../../worker/errors";

describe("not found", () => {
  it.each([
    "/nope",
    "/xx/help",
    "/de/nope",
    "/help/detail/does-not-exist",
    "/help/detail/Bad_Id!",
    "/blog/does-not-exist",
    "/blog/%E2%80%AE",
    "/product/linux",
    "/ar/blog/a/b",
  ])("%s is a 404 with the error page", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(await select(html, "main h1")).toHaveLength(1);
    expect((await select(html, 'meta[name="robots"]'))[0]?.attrs.content).toBe("noindex");
  });

  it("speaks the page's language and links to that language's home", async () => {
    const en = await (await request("/nope")).text();
    expect(await textOf(en, "main h1")).toBe("This page could not be found");
    const back = (await select(en, "main a"))[0];
    expect(back?.text).toBe("Back to the home page");
    expect(back?.attrs.href).toBe("/");

    const de = await (await request("/de/nope")).text();
    expect(await textOf(de, "main h1")).not.toBe("This page could not be found");
    expect((await select(de, "main a"))[0]?.attrs.href).toBe("/de");
    expect((await select(de, "html"))[0]?.attrs.lang).toBe("de");

    const ar = await (await request("/ar/help/detail/nope")).text();
    expect((await select(ar, "html"))[0]?.attrs.dir).toBe("rtl");
  });

  it("answers unknown API paths with a JSON error", async () => {
    const res = await request("/web_v1/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });
});

describe("other errors", () => {
  it("gives a localized 400 page for a search that is too long", async () => {
    const res = await request(`/fr/help/search?q=${"a".repeat(101)}`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect((await select(html, "html"))[0]?.attrs.lang).toBe("fr");
    expect(await select(html, "main .lede")).toHaveLength(1);
  });

  it("gives the 500 page, with its status, when a page throws", async () => {
    const app = createApp();
    app.get("/boom", () => {
      throw new Error("database exploded");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/boom", { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } }, env);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(await textOf(html, "main h1")).toBe("Something went wrong");
    expect(html).not.toContain("database exploded");
    expect((await select(html, "main a"))[0]?.text).toBe("Back to the home page");
  });
});

describe("one error path for pages and the API", () => {
  /** A content source whose every read fails with `error`. */
  const failing = (error: () => Error): ContentSource => ({
    downloads: async () => Promise.reject(error()),
    listArticles: async () => Promise.reject(error()),
    searchArticles: async () => Promise.reject(error()),
    articleInfo: async () => Promise.reject(error()),
  });

  /** The console lines written while `work` runs, by level. */
  async function logged(work: () => Promise<void>): Promise<{ level: string; line: Record<string, unknown> }[]> {
    const lines: { level: string; line: Record<string, unknown> }[] = [];
    for (const level of ["log", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((text: unknown) => void lines.push({ level, line: JSON.parse(String(text)) }));
    }
    try {
      await work();
    } finally {
      vi.restoreAllMocks();
    }
    return lines;
  }

  it("logs a 500 from /web_v1 once, with its cause and the route's pattern, and answers the API's JSON error", async () => {
    const app = createApp({ content: failing(() => new TypeError("bodies file truncated")) });
    const lines = await logged(async () => {
      const res = await app.request("/web_v1/article/list?lang=en&type=help&page=1", {}, env);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: "internal_error", message: "Something went wrong." } });
    });
    const withCause = lines.filter(({ line }) => String(line.error ?? "").includes("bodies file truncated"));
    expect(withCause).toHaveLength(1);
    expect(withCause[0]!.level).toBe("error");
    expect(JSON.stringify(lines)).not.toContain("page=1");
  });

  it("answers an origin failure with a 503 on the API and the pages alike, the detail in the log only", async () => {
    const app = createApp({ content: failing(() => new OriginError("/article/list: status 502")) });
    const lines = await logged(async () => {
      const api = await app.request("/web_v1/article/list?lang=en&type=help", {}, env);
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({
        error: { code: "upstream_unavailable", message: "The content service is unavailable. Please retry." },
      });
      const page = await app.request("/de/help", { headers: { "User-Agent": "Mozilla/5.0 Chrome/140" } }, env);
      expect(page.status).toBe(503);
      const html = await page.text();
      expect((await select(html, "html"))[0]?.attrs.lang).toBe("de");
      expect(html).not.toContain("status 502");
      // The page speaks German: the error's English message is for the API and the log.
      expect(html).not.toContain("The content service is unavailable");
    });
    const causes = lines.filter(({ line }) => String(line.error ?? "").includes("/article/list: status 502"));
    expect(causes.map(({ level }) => level)).toEqual(["warn", "warn"]);
    expect(new OriginError("x")).toBeInstanceOf(AppError);
  });
});
