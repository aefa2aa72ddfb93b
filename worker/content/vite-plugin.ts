import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { Plugin } from "vite";
import { ARTICLE_TYPES, articleSchema, frontMatterSchema, type Article } from "./schema.ts";
import { isLocale } from "../i18n/locales.ts";

const VIRTUAL_ID = "virtual:content";
const RESOLVED_ID = "\0" + VIRTUAL_ID;

/**
 * Compiles content/{locale}/{type}/{id}.md into the `virtual:content` module at
 * build time: front matter validated with zod, Markdown rendered to HTML. A bad
 * file fails the build with its path and the problem.
 *
 * @example plugins: [contentPlugin({ root: "content" })]
 */
export function contentPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? "content";
  return {
    name: "vpn-site:content",
    configResolved(config) {
      root = join(config.root, options.root ?? "content");
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = await listMarkdown(root);
      for (const file of files) this.addWatchFile(file);
      const articles = await Promise.all(files.map((file) => compileFile(root, file)));
      articles.sort((a, b) => a.type.localeCompare(b.type) || a.order - b.order || b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
      return `export const articles = ${JSON.stringify(articles)};`;
    },
  };
}

async function listMarkdown(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".md") && e.name !== "README.md")
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Compiles one Markdown file; throws with the file's path on any problem. */
export async function compileFile(root: string, file: string): Promise<Article> {
  const where = relative(process.cwd(), file);
  const [locale, type, name, ...rest] = relative(root, file).split(sep);
  if (rest.length || !name || !isLocale(locale) || !(ARTICLE_TYPES as readonly string[]).includes(type ?? "")) {
    throw new Error(`${where}: content files live at content/{locale}/{${ARTICLE_TYPES.join("|")}}/{id}.md`);
  }
  const source = await readFile(file, "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${where}: missing front matter between --- lines`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new Error(`${where}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const front = frontMatterSchema.safeParse(data);
  if (!front.success) {
    throw new Error(`${where}: ${front.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`).join("; ")}`);
  }
  const body = match[2]!;
  const html = await marked.parse(body, { gfm: true, async: true });
  const words = body.split(/\s+/).filter(Boolean).length;
  const article = articleSchema.safeParse({ ...front.data, id: name.replace(/\.md$/, ""), type, locale, html, words });
  if (!article.success) {
    throw new Error(`${where}: ${article.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return article.data;
}
