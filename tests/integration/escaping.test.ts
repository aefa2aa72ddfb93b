import { afterEach, describe, expect, it, vi } from "vitest";
import { request, select } from "./helpers";
import { call } from "./upstream-origin";

// Text that would end a script element (`</script>`) or open a comment inside one (`<!--`) if it
// reached the page as it is: in an article's title from the origin, whose content the site does not
// control, and in a visitor's search words. Each must stay data, whole, where it lands: the JSON-LD
// (a script element) and an island's props.

const HOSTILE = "Kill switch </script><script>window.pwned = 1</script> <!-- <script> --> end";

/** An article as the origin answers /web_v1/article/info. */
function originArticle(id: string, title: string) {
  return {
    article: {
      id,
      type: "help",
      lang: "en",
      title,
      summary: "What the kill switch does.",
      date: "2026-01-01",
      featured: false,
      popular: false,
      tags: [],
      words: 3,
      fallback: false,
      html: "<p>It stops traffic when the tunnel drops.</p>",
    },
    section_articles: [],
    related: [],
  };
}

/** The help article page for an article the origin titles `title`. */
async function articlePage(id: string, title: string): Promise<string> {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(originArticle(id, title)));
  return (await call(`/help/detail/${id}`)).body;
}

/** Every script element of a page, by type: a script made of the text would add one. */
async function scriptTypes(html: string): Promise<string[]> {
  return (await select(html, "script")).map((s) => s.attrs.type ?? "classic").sort();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("text that could end a script or open a comment", () => {
  it("stays whole inside the JSON-LD of an article titled with it, and adds no element", async () => {
    const html = await articlePage("hostile-title", HOSTILE);
    const data = (await select(html, 'script[type="application/ld+json"]')).map((s) => JSON.parse(s.text) as Record<string, unknown>);
    expect(data.find((d) => d["@type"] === "Article")?.headline).toBe(HOSTILE);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)?.name).toBe(HOSTILE);
    // The page goes on after the JSON-LD: the heading says the title, and no script came of it.
    expect((await select(html, "main h1"))[0]?.text).toBe(HOSTILE);
    expect(await scriptTypes(html)).toEqual(await scriptTypes(await articlePage("plain-title", "Kill switch")));
  });

  it("stays whole in the search box's props when a visitor searches for it", async () => {
    const search = async (q: string) => (await request(`/help/search?q=${encodeURIComponent(q)}`)).text();
    const html = await search(HOSTILE);
    const island = (await select(html, '[data-island="SearchBox"]'))[0];
    expect(JSON.parse(island!.attrs["data-props"]!)).toMatchObject({ query: HOSTILE });
    expect(await scriptTypes(html)).toEqual(await scriptTypes(await search("kill switch")));
  });
});
