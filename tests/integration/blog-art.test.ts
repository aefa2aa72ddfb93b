import { describe, expect, it } from "vitest";
import { request, select } from "./helpers";

/** Every blog post's id, as the worker lists them. */
async function blogIds(lang: string): Promise<string[]> {
  const res = await request(`/web_v1/article/list?type=blog&lang=${lang}&page_size=50`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items: { id: string }[] };
  return body.items.map((p) => p.id);
}

async function leadArt(path: string) {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return (await select(html, "main img.post-art"))[0]?.attrs;
}

describe("blog drawings", () => {
  it("every post opens with a drawing of its own subject, not its category's art", async () => {
    const ids = await blogIds("en");
    expect(ids.length).toBeGreaterThanOrEqual(13);
    for (const id of ids) {
      const art = await leadArt(`/blog/${id}`);
      expect(art, id).toMatchObject({ src: `/art/blog/${id}.svg`, "data-art": "post", alt: "" });
    }
  });

  it("the same drawing in every language; the ones that show a flow turn round in Arabic", async () => {
    expect(await leadArt("/ja/blog/public-wifi-safety")).toMatchObject({ src: "/art/blog/public-wifi-safety.svg" });
    expect((await leadArt("/ar/blog/beginners-guide-to-encryption"))?.class).toContain("art-mirrors");
    expect((await leadArt("/ar/blog/public-wifi-safety"))?.class).not.toContain("art-mirrors");
  });

  it("the list's cards show each post's own drawing, loaded lazily", async () => {
    const html = await (await request("/blog")).text();
    const cards = await select(html, ".post-card img.category-art");
    expect(cards.length).toBeGreaterThan(3);
    for (const img of cards) {
      expect(img.attrs["data-art"]).toBe("post");
      expect(img.attrs.src).toMatch(/^\/art\/blog\/[a-z0-9-]+\.svg$/);
      expect(img.attrs.loading).toBe("lazy");
    }
  });
});
