import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

// The repository's own import graph, read from the source text: relative imports (static,
// dynamic, `export … from`) and `import.meta.glob` patterns, resolved to repository paths.
// Used by the tests that keep the rooms apart (boundaries, folder cycles, browser reach).
export const root = join(import.meta.dirname, "../..");

const CODE = /\.(?:ts|tsx|mts|mjs)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every source file under `dir` (a repository path), tests included unless `withTests` is false. */
export function sources(dir: string, withTests = true, pattern = CODE): string[] {
  if (!existsSync(join(root, dir))) return [];
  const entries = readdirSync(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && pattern.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((file) => withTests || !isTest(file))
    .sort();
}

function isFile(path: string): boolean {
  return existsSync(join(root, path)) && statSync(join(root, path)).isFile();
}

/** The file an import specifier names, as TypeScript's bundler resolution finds it. */
function resolve(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(isFile);
}

/** The files a glob pattern such as `./islands/*.tsx` matches (one folder, one `*`). */
function globbed(from: string, pattern: string): string[] {
  const folder = normalize(join(dirname(from), dirname(pattern)));
  const [head, tail] = pattern.slice(pattern.lastIndexOf("/") + 1).split("*") as [string, string];
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.startsWith(head) && name.endsWith(tail ?? ""))
    .map((name) => join(folder, name))
    .filter((path) => CODE.test(path) || path.endsWith(".css"));
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
const GLOB = /import\.meta\.glob[^(]*\(\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Every repository file `file` imports (CSS included), each once. */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const found = new Set<string>();
  for (const [, spec] of text.matchAll(IMPORT)) {
    const target = resolve(file, spec!) ?? normalize(join(dirname(file), spec!));
    found.add(target);
  }
  for (const [, pattern] of text.matchAll(GLOB)) for (const target of globbed(file, pattern!)) found.add(target);
  return [...found];
}

/** Every file reachable from `entries` through imports. */
export function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || !isFile(file)) continue;
    seen.add(file);
    if (CODE.test(file)) todo.push(...importsOf(file));
  }
  return seen;
}

/**
 * The folder graph: an import from `a/x/f.ts` of `a/y/g.ts` is an edge between the sibling
 * folders `a/x` and `a/y` (children of the deepest folder both files share). Imports of a
 * folder's own loose files (`worker/app-env.ts`, `client/api-client.ts`) are that folder's
 * shared ground, not an edge; so are imports within one folder and its subfolders.
 */
export function folderEdges(files: string[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    for (const target of importsOf(file)) {
      const a = file.split("/");
      const b = target.split("/");
      let shared = 0;
      while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared++;
      if (shared >= a.length - 1 || shared >= b.length - 1) continue;
      const edge = `${a.slice(0, shared + 1).join("/")} → ${b.slice(0, shared + 1).join("/")}`;
      edges.set(edge, [...(edges.get(edge) ?? []), `${file} → ${target}`]);
    }
  }
  return edges;
}
