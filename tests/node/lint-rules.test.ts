import { execFile } from "node:child_process";
import { cp, mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The linter's own rules for the house's folders (biome.jsonc), run on small fixture trees laid
// out like the repository: each rule must fire on the import it forbids and stay quiet on the
// imports the folders may make.
const root = join(import.meta.dirname, "../..");
const biome = join(root, "node_modules/.bin/biome");

interface Diagnostic {
  category: string;
  location: { path: string };
}

let dir: string;

/** Writes the fixture files and lints them with the repository's own configuration. */
async function lint(files: Record<string, string>): Promise<Diagnostic[]> {
  const tree = await mkdtemp(join(dir, "case-"));
  await cp(join(root, "biome.jsonc"), join(tree, "biome.jsonc"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), text);
  }
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(biome, ["lint", "--vcs-enabled=false", "--reporter=json", "."], { cwd: tree }));
  } catch (error) {
    // Biome exits non-zero when it finds an error; the report is on stdout all the same.
    ({ stdout } = error as { stdout: string });
  }
  return (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

const found = (diagnostics: Diagnostic[]) => diagnostics.map((d) => `${d.location.path} ${d.category}`).sort();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lint-rules-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("lint rules for the folders", () => {
  it("client/ may not import worker/ or build/, not even a type", async () => {
    const diagnostics = await lint({
      "client/a.ts": 'import { edge } from "../worker/edge.ts";\nexport const a = edge;\n',
      "client/b.ts": 'import type { Edge } from "../worker/edge.ts";\nexport const b: Edge = 1;\n',
      "client/c.ts": 'import { plugin } from "../build/plugin.ts";\nexport const c = plugin;\n',
      "worker/edge.ts": "export const edge = 1;\nexport type Edge = number;\n",
      "build/plugin.ts": "export const plugin = 1;\n",
    });
    expect(found(diagnostics)).toEqual([
      "client/a.ts lint/style/noRestrictedImports",
      "client/b.ts lint/style/noRestrictedImports",
      "client/c.ts lint/style/noRestrictedImports",
    ]);
  });

  it("common/ may import neither client/ nor worker/", async () => {
    const diagnostics = await lint({
      "common/a.ts": 'import { ui } from "../client/ui.ts";\nexport const a = ui;\n',
      "common/b.ts": 'import { edge } from "../worker/edge.ts";\nexport const b = edge;\n',
      "client/ui.ts": "export const ui = 1;\n",
      "worker/edge.ts": "export const edge = 1;\n",
    });
    expect(found(diagnostics)).toEqual(["common/a.ts lint/style/noRestrictedImports", "common/b.ts lint/style/noRestrictedImports"]);
  });

  it("the allowed directions pass: worker/ and client/ import common/, worker/ imports client/", async () => {
    const diagnostics = await lint({
      "common/paths.ts": 'export const home = "/";\n',
      "client/page.ts": 'import { home } from "../common/paths.ts";\nexport const page = home;\n',
      "worker/route.ts":
        'import { page } from "../client/page.ts";\nimport { home } from "../common/paths.ts";\nexport const route = [page, home];\n',
    });
    expect(found(diagnostics)).toEqual([]);
  });

  it("an import cycle is an error", async () => {
    const diagnostics = await lint({
      "worker/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "worker/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
    expect(found(diagnostics)).toEqual(["worker/a.ts lint/suspicious/noImportCycles", "worker/b.ts lint/suspicious/noImportCycles"]);
  });
});
