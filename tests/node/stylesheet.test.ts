import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule, type Rule } from "postcss";
import { describe, expect, it } from "vitest";
import { root, sources } from "./import-graph.ts";

// client/styles/site.css is the entry: an @layer order and one @import per partial, each into
// the layer its folder names. Nothing else: a rule outside every layer would beat them all.
const STYLES = "client/styles";
const entry = readFileSync(join(root, STYLES, "site.css"), "utf8");
const sheet = postcss.parse(entry);
const partials = sources(STYLES, true, /\.css$/).filter((file) => file !== `${STYLES}/site.css`);

const layerOrder = sheet.nodes
  .filter((n): n is AtRule => n.type === "atrule" && n.name === "layer")
  .flatMap((n) => n.params.split(",").map((name) => name.trim()));
const imports = sheet.nodes
  .filter((n): n is AtRule => n.type === "atrule" && n.name === "import")
  .map((n) => /^["']\.\/([^"']+)["']\s*(?:layer\(([\w-]+)\))?$/.exec(n.params) ?? n.params);

/** Where a rule stands: its at-rules (media, supports), outermost first. */
function context(rule: Rule): string {
  const at: string[] = [];
  for (let p = rule.parent; p && p.type !== "root"; p = p.parent)
    if (p.type === "atrule") at.unshift(`@${(p as AtRule).name} ${(p as AtRule).params}`);
  return at.join(" ");
}

describe("the stylesheet", () => {
  it("declares its cascade layers once, in order, and imports only", () => {
    expect(layerOrder).toEqual(["base", "layout", "components", "pages"]);
    expect(sheet.nodes.filter((n) => n.type !== "comment" && !(n.type === "atrule" && ["layer", "import"].includes(n.name)))).toEqual([]);
  });

  // A partial in a layer's folder goes into that layer; one beside site.css (a topic's own
  // file, e.g. from another branch) into whichever layer its import names, but into one.
  it("puts every partial in a layer, the one its folder names", () => {
    const folderOf = (path: string) => (path.includes("/") ? path.split("/")[0] : undefined);
    const wrong = imports.filter((m) => typeof m === "string" || !m[2] || !layerOrder.includes(m[2]) || (folderOf(m[1]!) ?? m[2]) !== m[2]);
    expect(wrong.map((m) => (typeof m === "string" ? m : m[0]))).toEqual([]);
  });

  it("imports every partial exactly once", () => {
    const imported = imports.flatMap((m) => (typeof m === "string" ? [] : [`${STYLES}/${m[1]}`]));
    expect(imported.sort()).toEqual(partials);
  });

  it("defines nothing twice: no selector has two rules in the same media or support condition", () => {
    const seen = new Map<string, string[]>();
    for (const file of partials) {
      postcss.parse(readFileSync(join(root, file), "utf8")).walkRules((rule) => {
        if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name)) return;
        const key = `${context(rule)} ${rule.selectors.join(", ")}`.trim();
        seen.set(key, [...(seen.get(key) ?? []), `${file}:${rule.source?.start?.line}`]);
      });
    }
    expect([...seen].filter(([, where]) => where.length > 1).map(([key, where]) => `${key}: ${where.join(", ")}`)).toEqual([]);
  });
});
