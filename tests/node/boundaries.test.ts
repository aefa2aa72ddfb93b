import { readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Code runs where its folder says: common/ on both sides, client/ in the browser (and in the
// server render), worker/ at the edge only. The type check enforces it (tsconfig.client.json
// includes client/ and common/ and never worker/); this test says which import broke it.
const root = join(import.meta.dirname, "../..");

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name)).map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Every relative import of a file, resolved to a repository path. */
async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(join(root, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => normalize(join(dirname(file), m[1]!)));
}

describe("folder boundaries", () => {
  it("client/ imports nothing from worker/, not even types", async () => {
    const wrong: string[] = [];
    for (const file of await sources("client")) for (const target of await importsOf(file)) if (target.startsWith("worker/")) wrong.push(`${file} → ${target}`);
    expect(wrong).toEqual([]);
  });

  it("common/ imports neither worker/ nor client/", async () => {
    const wrong: string[] = [];
    for (const file of await sources("common")) {
      for (const target of await importsOf(file)) if (target.startsWith("worker/") || target.startsWith("client/")) wrong.push(`${file} → ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the browser's type check sees client/ and common/ only", async () => {
    const config = JSON.parse(await readFile(join(root, "tsconfig.client.json"), "utf8")) as { include: string[] };
    expect(config.include.sort()).toEqual(["client", "common"]);
  });
});
