import { describe, expect, it } from "vitest";
import { assetBodies, assetSearch, bundledContentSource } from "./content-source";
import { buildSearchIndex, searchable, searchedArticles } from "./search-build";
import { searchIndexPath, searchPackPath } from "../../common/schemas/content";
import { articles } from "./content-fixture";

describe("bundled content: bodies as static assets", () => {
  const meta = articles.map(({ html: _html, ...m }) => m);
  const files: Record<string, Record<string, string>> = {
    "/_content/en.json": Object.fromEntries(articles.filter((x) => x.locale === "en").map((x) => [`${x.type}/${x.id}`, x.html])),
    "/_content/zh.json": Object.fromEntries(articles.filter((x) => x.locale === "zh").map((x) => [`${x.type}/${x.id}`, x.html])),
  };
  function assets(failFirst = false) {
    const asked: string[] = [];
    let failing = failFirst;
    const fetch = async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      asked.push(path);
      if (failing) {
        failing = false;
        return new Response("unavailable", { status: 503 });
      }
      return files[path] ? Response.json(files[path]) : new Response("missing", { status: 404 });
    };
    return { asked, fetcher: { fetch } as unknown as Fetcher };
  }
  const downloads = {
    windows: { download_url: "", version: "" },
    android: { download_url: "", version: "" },
    ios: { download_url: "", version: "" },
  };

  it("reads an article's body from its locale's file, once per locale", async () => {
    const { asked, fetcher } = assets();
    const stored = bundledContentSource(meta, downloads, assetBodies(fetcher));
    const zh = await stored.articleInfo({ id: "install-windows", type: "help", lang: "zh" });
    expect(zh?.article.html).toBe("<p>下载安装程序并运行它。服务器会自动选择。</p>");
    const en = await stored.articleInfo({ id: "kill-switch", type: "help", lang: "en" });
    expect(en?.article.html).toContain("blocks traffic");
    await stored.articleInfo({ id: "choose-server", type: "help", lang: "en" });
    expect(asked.sort()).toEqual(["/_content/en.json", "/_content/zh.json"]);
  });

  it("searches the bodies it reads, as the inline source does", async () => {
    const { fetcher } = assets();
    const stored = bundledContentSource(meta, downloads, assetBodies(fetcher));
    expect((await stored.searchArticles({ q: "installer", lang: "en", page: 1, page_size: 10 })).items.map((i) => i.id)).toEqual([
      "install-windows",
    ]);
  });

  it("retries a file that could not be read instead of remembering the failure", async () => {
    const { asked, fetcher } = assets(true);
    const stored = bundledContentSource(meta, downloads, assetBodies(fetcher));
    await expect(stored.articleInfo({ id: "kill-switch", type: "help", lang: "en" })).rejects.toThrow(/503/);
    expect((await stored.articleInfo({ id: "kill-switch", type: "help", lang: "en" }))?.article.html).toContain("blocks traffic");
    expect(asked).toEqual(["/_content/en.json", "/_content/en.json"]);
  });
});

describe("bundled content: search indexes as static assets", () => {
  const meta = articles.map(({ html: _html, ...m }) => m);
  const downloads = {
    windows: { download_url: "", version: "" },
    android: { download_url: "", version: "" },
    ios: { download_url: "", version: "" },
  };
  const built = buildSearchIndex(
    "en",
    searchedArticles(articles, "en").map((x) => searchable(x, x.html)),
  );
  const files = new Map<string, Uint8Array>([
    [searchIndexPath("en"), built.index],
    ...built.packs.map((p, n) => [searchPackPath("en", n), p] as [string, Uint8Array]),
  ]);
  function assets(missing: string[] = []) {
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      asked.push(path);
      const file = files.get(path);
      return file && !missing.includes(path) ? new Response(file) : new Response("missing", { status: 404 });
    };
    return { asked, fetcher: { fetch } as unknown as Fetcher };
  }

  it("answers from the built files, reading the index once and no article bodies", async () => {
    const { asked, fetcher } = assets();
    const stored = bundledContentSource(meta, downloads, assetBodies(fetcher), assetSearch(fetcher));
    const found = await stored.searchArticles({ q: "installer", lang: "en", page: 1, page_size: 10 });
    expect(found.items.map((i) => [i.id, i.snippet])).toEqual([["install-windows", "Download the <mark>installer</mark> and run it."]]);
    expect((await stored.searchArticles({ q: "windows", lang: "en", page: 1, page_size: 10 })).items[0]?.id).toBe("install-windows");
    expect(asked.filter((p) => p === searchIndexPath("en"))).toHaveLength(1);
    expect(asked.filter((p) => !p.startsWith("/_content/search/"))).toEqual([]);
  });

  it("fails a search whose index file is missing instead of building one at request time, and tries again next time", async () => {
    const { asked, fetcher } = assets([searchIndexPath("en")]);
    const stored = bundledContentSource(meta, downloads, assetBodies(fetcher), assetSearch(fetcher));
    await expect(stored.searchArticles({ q: "installer", lang: "en", page: 1, page_size: 10 })).rejects.toThrow(/search index/);
    await expect(stored.searchArticles({ q: "installer", lang: "en", page: 1, page_size: 10 })).rejects.toThrow(/search index/);
    expect(asked).toEqual([searchIndexPath("en"), searchIndexPath("en")]);
  });
});
