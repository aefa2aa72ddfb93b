import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import GithubSlugger from "github-slugger";
import { marked, type Token } from "marked";
import { describe, expect, it } from "vitest";

// The README is an index a newcomer reads in a minute (issue 22), and every relative link in it
// and in the docs leads somewhere: a file or folder that exists, and the heading its #anchor
// names, with anchors made as GitHub makes them.

const README_LIMIT = 15_000;

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return path.endsWith(".md") ? [path] : [];
  });
}

const PAGES = ["README.md", "bench/README.md", ...markdownUnder("docs")];

/** Every link's target in a Markdown file, in document order. */
function linksOf(markdown: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === "link" || token.type === "image") hrefs.push(token.href);
  });
  return hrefs;
}

/** The anchors of a Markdown file's headings, as GitHub names them (duplicates get -1, -2…). */
function anchorsOf(path: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  marked.walkTokens(marked.lexer(readFileSync(path, "utf8")), (token: Token) => {
    if (token.type === "heading") anchors.add(slugger.slug(token.text));
  });
  return anchors;
}

/** What is wrong with one link of `page`, or nothing. */
function problem(page: string, href: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return undefined; // https:, mailto: and the like
  const [rawPath = "", anchor] = href.split("#", 2);
  const path = decodeURIComponent(rawPath);
  const target = path === "" ? page : path.startsWith("/") ? normalize(path.slice(1)) : join(dirname(page), path);
  if (!existsSync(target)) return `${href}: no file ${target}`;
  if (anchor === undefined) return undefined;
  if (!target.endsWith(".md")) return `${href}: an anchor into a file that is not Markdown`;
  return anchorsOf(target).has(anchor) ? undefined : `${href}: no heading #${anchor} in ${target}`;
}

describe("documentation", () => {
  it(`README.md stays an index, under ${README_LIMIT / 1000} KB`, () => {
    expect(statSync("README.md").size).toBeLessThan(README_LIMIT);
  });

  it("README.md links the map, the benchmarks and the decisions", () => {
    const links = linksOf(readFileSync("README.md", "utf8"));
    expect(links).toEqual(expect.arrayContaining(["docs/architecture.md", "bench/README.md", "docs/decisions/"]));
  });

  it.each(PAGES)("every relative link in %s resolves", (page) => {
    const problems = linksOf(readFileSync(page, "utf8")).flatMap((href) => problem(page, href) ?? []);
    expect(problems).toEqual([]);
  });
});
