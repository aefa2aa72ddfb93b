import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_ART } from "../../worker/ui/components/blog-art.ts";

// Every blog post shows a drawing of its own subject, not its category's art: a new post
// fails here until it has one (public/art/blog/{id}.svg, listed in worker/ui/components/blog-art.ts).
const content = join(import.meta.dirname, "../../content");
const art = join(import.meta.dirname, "../../public/art/blog");

async function blogIds(): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  for (const locale of await readdir(content, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    const dir = join(content, locale.name, "blog");
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const f of files.filter((f) => f.endsWith(".md"))) {
      const id = f.slice(0, -3);
      ids.set(id, [...(ids.get(id) ?? []), locale.name]);
    }
  }
  return ids;
}

describe("blog drawings", () => {
  it("every blog post, in every language, has its own drawing", async () => {
    const ids = [...(await blogIds()).keys()].sort();
    expect(ids.length).toBeGreaterThan(0);
    const missing = ids.filter((id) => !(id in BLOG_ART));
    expect(missing, "posts without a drawing: add public/art/blog/{id}.svg and list it in blog-art.ts").toEqual([]);
    const files = (await readdir(art)).filter((f) => f.endsWith(".svg")).map((f) => f.slice(0, -4));
    expect(files.sort()).toEqual(Object.keys(BLOG_ART).sort());
  });

  it("every drawing is one set: the shared palette with its dark variant, small, and cheap to paint", async () => {
    const files = Object.keys(BLOG_ART).map((id) => join(art, `${id}.svg`));
    const sources = await Promise.all(files.map((f) => readFile(f, "utf8")));
    const palette = (svg: string) => svg.slice(0, svg.indexOf("</style>"));
    for (const [i, svg] of sources.entries()) {
      const name = files[i];
      expect(palette(svg), name).toBe(palette(sources[0]!));
      expect(svg, name).toContain("prefers-color-scheme:dark");
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 280" width="640" height="280">/);
      // No filters, blurs, gradients, masks, embedded images, text or scripts.
      expect(svg, name).not.toMatch(/<(filter|fe\w+|linearGradient|radialGradient|mask|image|text|script|foreignObject)\b/);
      expect(Buffer.byteLength(svg), name).toBeLessThan(4096);
      expect((svg.match(/<(path|rect|circle|ellipse|line|polyline|polygon)\b/g) ?? []).length, name).toBeLessThan(60);
    }
  });
});
