import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileFile } from "../../build/content-plugin.ts";

async function file(rel: string, text: string) {
  const root = await mkdtemp(join(tmpdir(), "content-"));
  const path = join(root, rel);
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, text);
  return { root, path };
}

describe("content compilation", () => {
  it("compiles front matter and Markdown into sanitized HTML", async () => {
    const { root, path } = await file(
      "en/help/set-up.md",
      "---\ntitle: Set up\nsummary: How to set up.\ndate: 2026-01-02\nsection: getting-started\ntags: [setup]\n---\n## Steps\n\n1. Open <script>alert(1)</script>the app\n",
    );
    const article = await compileFile(root, path);
    expect(article).toMatchObject({
      id: "set-up",
      type: "help",
      locale: "en",
      title: "Set up",
      section: "getting-started",
      tags: ["setup"],
    });
    expect(article.html).toContain(`<h2 id="steps">Steps</h2>`);
    expect(article.html).not.toContain("<script>");
  });

  it.each([
    ["en/help/x.md", "no front matter", /missing front matter/],
    ["en/help/x.md", "---\ntitle: [unclosed\n---\n", /not valid YAML/],
    ["en/help/x.md", "---\ntitle: T\ndate: 2026-01-01\n---\n", /summary/],
    ["en/help/x.md", "---\ntitle: T\nsummary: S\ndate: yesterday\n---\n", /date/],
    ["en/help/x.md", "---\ntitle: T\nsummary: S\ndate: 2026-01-01\ncolour: red\n---\n", /colour|Unrecognized/],
    ["en/help/Bad_Name.md", "---\ntitle: T\nsummary: S\ndate: 2026-01-01\n---\n", /slug/],
    ["xx/help/x.md", "---\ntitle: T\nsummary: S\ndate: 2026-01-01\n---\n", /content files live at/],
    ["en/video/x.md", "---\ntitle: T\nsummary: S\ndate: 2026-01-01\n---\n", /content files live at/],
  ])("fails on %s with %s, naming the file", async (rel, text, problem) => {
    const { root, path } = await file(rel, text);
    const error = await compileFile(root, path).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(problem);
    expect((error as Error).message).toContain(rel.split("/").pop());
  });
});
