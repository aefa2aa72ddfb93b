import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { Plugin } from "vite";
import {
  ARTICLE_TYPES,
  articleSchema,
  bodyAssetPath,
  frontMatterSchema,
  searchIndexPath,
  searchPackPath,
  type Article,
} from "../common/schemas/content.ts";
import { isLocale, LOCALES } from "../common/locales.ts";
import { buildSearchIndex, searchable, searchedArticles, type Synonyms } from "../worker/content/search-build.ts";
import { sanitizeHtml } from "../worker/content/sanitize.ts";
import { localizeLinks } from "../worker/content/localize-links.ts";
import { labelTables, phraseHeadings } from "./typeset.ts";
import { withHeadingIds } from "../worker/content/heading-ids.ts";
import { downloadListSchema, type DownloadList } from "../common/schemas/api.ts";

const VIRTUAL_ID = "virtual:content";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** One module per locale and type with its articles' bodies, for the dev server and the tests: `virtual:content/body/{locale}/{type}`. */
const BODY_PREFIX = "virtual:content/body/";
/** One module per locale with its articles' metadata: `virtual:content/meta/{locale}`. */
const META_PREFIX = "virtual:content/meta/";

/**
 * Compiles content/{locale}/{type}/{id}.md at build time: front matter validated with
 * zod, Markdown rendered to sanitized HTML. A bad file fails the build with its path
 * and the problem.
 *
 * The worker imports `virtual:content`. Under `vite build` it holds the articles'
 * metadata only, and each locale's bodies are written as a static asset
 * (`/_content/{locale}.json`) that the worker reads through its ASSETS binding, which
 * keeps the worker bundle small. Each locale's search index is built here too and written as
 * static assets (`searchIndexPath`, `searchPackPath`), which the worker reads on first search.
 * Under the dev server and the tests the bodies of each locale
 * and type are a module of their own, imported on first use, and the metadata is one module per
 * locale: the test pool hands modules to workerd over a WebSocket whose messages are limited to
 * 1 MiB, which the metadata of 25 languages, or one language's bodies, together exceed.
 *
 * @example plugins: [contentPlugin({ root: "content" })]
 */
export function contentPlugin(options: { root?: string; bodiesDir?: string } = {}): Plugin {
  let root = options.root ?? "content";
  let isBuild = false;
  /** Bodies as static asset files: always in a build; in the tests too when they name a folder. */
  const asAssets = () => isBuild || options.bodiesDir !== undefined;
  // One compilation per build, shared by the worker and client environments.
  let compiled: Promise<{ files: string[]; articles: Article[]; downloads: DownloadList; synonyms: SynonymsByLocale }> | undefined;
  const compileAll = () =>
    (compiled ??= (async () => {
      const files = await listMarkdown(root);
      const downloadFiles = files.filter((f) => relative(root, f).startsWith(`downloads${sep}`));
      const articleFiles = files.filter((f) => !downloadFiles.includes(f));
      const articles = editorialOrder(await Promise.all(articleFiles.map((file) => compileFile(root, file))));
      const downloads = await compileDownloads(root, downloadFiles);
      return { files, articles, downloads, synonyms: await readSynonyms(root) };
    })());
  return {
    name: "vpn-site:content",
    configResolved(config) {
      root = join(config.root, options.root ?? "content");
      isBuild = config.command === "build";
    },
    buildStart() {
      if (!isBuild) compiled = undefined; // The dev server recompiles after a change.
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id.startsWith(BODY_PREFIX) || id.startsWith(META_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id.startsWith(`\0${BODY_PREFIX}`)) {
        const key = id.slice(1 + BODY_PREFIX.length);
        const { articles } = await compileAll();
        const bodies = Object.fromEntries(articles.filter((a) => `${a.locale}/${a.type}` === key).map((a) => [a.id, a.html]));
        return `export default ${JSON.stringify(bodies)};`;
      }
      if (id.startsWith(`\0${META_PREFIX}`)) {
        const locale = id.slice(1 + META_PREFIX.length);
        const { articles } = await compileAll();
        return `export default ${JSON.stringify(articles.filter((a) => a.locale === locale).map(({ html: _html, ...meta }) => meta))};`;
      }
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) compiled = undefined;
      const { files, articles, downloads, synonyms } = await compileAll();
      for (const file of files) this.addWatchFile(file);
      const keys = [...new Set(articles.map((a) => `${a.locale}/${a.type}`))];
      const loaders = asAssets()
        ? "{}"
        : `{${keys.map((k) => `${JSON.stringify(k)}: () => import(${JSON.stringify(BODY_PREFIX + k)})`).join(",\n")}}`;
      // Metadata in one module per locale, imported here in the compiled order; see the note on size above.
      const locales = [...new Set(articles.map((a) => a.locale))];
      const order = new Map(articles.map((a, i) => [`${a.locale}/${a.type}/${a.id}`, i]));
      return [
        ...locales.map((l, i) => `import meta${i} from ${JSON.stringify(META_PREFIX + l)};`),
        `const order = ${JSON.stringify(Object.fromEntries(order))};`,
        `export const articles = [${locales.map((_, i) => `...meta${i}`).join(", ")}].sort((a, b) => order[a.locale + "/" + a.type + "/" + a.id] - order[b.locale + "/" + b.type + "/" + b.id]);`,
        `export const downloads = ${JSON.stringify(downloads)};`,
        `export const synonyms = ${JSON.stringify(synonyms)};`,
        `export const bodies = ${JSON.stringify(asAssets() ? "assets" : "modules")};`,
        `export const bodyModules = ${loaders};`,
      ].join("\n");
    },
    async generateBundle() {
      if (!isBuild || this.environment?.name !== "client") return;
      const { articles, synonyms } = await compileAll();
      for (const [path, source] of contentAssets(articles, synonyms)) this.emitFile({ type: "asset", fileName: path.slice(1), source });
    },
  };
}

/**
 * Writes every locale's bodies and search index under `dir` as a build would (`dir/_content/...`),
 * for the tests, which read them through an ASSETS binding on that folder as production does.
 */
export async function writeContentAssets(root: string, dir: string): Promise<void> {
  const files = (await listMarkdown(root)).filter((f) => !relative(root, f).startsWith(`downloads${sep}`));
  const articles = editorialOrder(await Promise.all(files.map((f) => compileFile(root, f))));
  for (const [path, source] of contentAssets(articles, await readSynonyms(root))) {
    const file = join(dir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, source);
  }
}

/** The order lists and searches show articles in, as the worker gets them. */
function editorialOrder(articles: Article[]): Article[] {
  return articles.sort(
    (a, b) => a.type.localeCompare(b.type) || a.order - b.order || b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
  );
}

/** The static files of the content: each locale's bodies, and each locale's search index and its packs, by path. */
function* contentAssets(articles: Article[], synonyms: SynonymsByLocale): Generator<[string, string | Uint8Array]> {
  for (const [locale, bodies] of bodiesByLocale(articles)) yield [bodyAssetPath(locale), JSON.stringify(bodies)];
  for (const locale of LOCALES) {
    const { index, packs } = buildSearchIndex(
      locale,
      searchedArticles(articles, locale).map((a) => searchable(a, a.html)),
      synonyms[locale],
    );
    yield [searchIndexPath(locale), index];
    for (const [n, pack] of packs.entries()) yield [searchPackPath(locale, n), pack];
  }
}

type SynonymsByLocale = Partial<Record<string, Synonyms>>;

/** Each language's synonym groups for search (`content/synonyms/{locale}.json`: arrays of words and phrases); a language may have none. */
async function readSynonyms(root: string): Promise<SynonymsByLocale> {
  const out: SynonymsByLocale = {};
  for (const locale of LOCALES) {
    const file = join(root, "synonyms", `${locale}.json`);
    const text = await readFile(file, "utf8").catch(() => undefined);
    if (text === undefined) continue;
    const groups: unknown = JSON.parse(text);
    if (!Array.isArray(groups) || !groups.every((g) => Array.isArray(g) && g.every((w) => typeof w === "string"))) {
      throw new Error(`${file}: expected an array of arrays of words`);
    }
    out[locale] = groups as string[][];
  }
  return out;
}

/** Each locale's article bodies, `{ "type/id": html }`: the file `bodyAssetPath(locale)` holds. */
function bodiesByLocale(articles: Article[]): Map<string, Record<string, string>> {
  const byLocale = new Map<string, Record<string, string>>();
  for (const a of articles) {
    const bodies = byLocale.get(a.locale) ?? {};
    bodies[`${a.type}/${a.id}`] = a.html;
    byLocale.set(a.locale, bodies);
  }
  return byLocale;
}

async function listMarkdown(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".md") && e.name !== "README.md")
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Reads content/downloads/{platform}.md: front matter only (the body holds release notes). */
async function compileDownloads(root: string, files: string[]): Promise<DownloadList> {
  const entries: Record<string, unknown> = {};
  for (const file of files) {
    const where = relative(process.cwd(), file);
    const platform = relative(root, file).split(sep)[1]!.replace(/\.md$/, "");
    const { data } = await readFrontMatter(file, where);
    entries[platform] = data;
  }
  const parsed = downloadListSchema.strict().safeParse(entries);
  if (!parsed.success) {
    throw new Error(`content/downloads: ${parsed.error.issues.map((i) => `${i.path.join(".") || "list"}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

async function readFrontMatter(file: string, where: string): Promise<{ data: unknown; body: string }> {
  const source = await readFile(file, "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${where}: missing front matter between --- lines`);
  try {
    return { data: parseYaml(match[1]!), body: match[2]! };
  } catch (error) {
    throw new Error(`${where}: front matter is not valid YAML: ${(error as Error).message}`);
  }
}

/** Compiles one Markdown file; throws with the file's path on any problem. */
export async function compileFile(root: string, file: string): Promise<Article> {
  const where = relative(process.cwd(), file);
  const [locale, type, name, ...rest] = relative(root, file).split(sep);
  if (rest.length || !name || !isLocale(locale) || !(ARTICLE_TYPES as readonly string[]).includes(type ?? "")) {
    throw new Error(`${where}: content files live at content/{locale}/{${ARTICLE_TYPES.join("|")}}/{id}.md`);
  }
  const { data, body } = await readFrontMatter(file, where);
  const front = frontMatterSchema.safeParse(data);
  if (!front.success) {
    throw new Error(`${where}: ${front.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`).join("; ")}`);
  }
  // Sanitized here as well as trusted: the same allowlist applies to every source. Links
  // are written unprefixed in every language and point at the file's own language here.
  const rendered = withHeadingIds(await marked.parse(body, { gfm: true, async: true }));
  const html = localizeLinks(sanitizeHtml(phraseHeadings(labelTables(rendered), locale)), locale);
  const words = body.split(/\s+/).filter(Boolean).length;
  const article = articleSchema.safeParse({ ...front.data, id: name.replace(/\.md$/, ""), type, locale, html, words });
  if (!article.success) {
    throw new Error(`${where}: ${article.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return article.data;
}
