import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, reachableFrom, root, sources } from "./import-graph.ts";

// Code runs where its folder says: common/ on both sides, client/ in the browser, worker/ at
// the edge only (with the React pages it renders, worker/ui/), build/ only while building.
// The type check enforces part of it (tsconfig.client.json includes client/ and common/ and
// never worker/); these tests say which import broke it.

/** `from → to` for every import of a file under `dir` that lands in one of `banned`. */
function importsInto(dir: string, banned: string[]): string[] {
  const wrong: string[] = [];
  for (const file of sources(dir)) {
    for (const target of importsOf(file)) if (banned.some((b) => target.startsWith(`${b}/`))) wrong.push(`${file} → ${target}`);
  }
  return wrong;
}

/**
 * The browser bundle's entries, as vite.config.ts names them (`input: { app: "./client/entry.ts" }`),
 * and the service worker's, as its build plugin names it (`input: "./client/sw/sw.ts"`).
 */
function browserEntries(): string[] {
  const config = readFileSync(join(root, "vite.config.ts"), "utf8");
  const input = /input:\s*\{([^}]*)\}/.exec(config)?.[1] ?? "";
  const sw = /input:\s*["']\.\/(client\/[^"']+)["']/.exec(readFileSync(join(root, "build/sw-plugin.ts"), "utf8"))?.[1];
  return [...[...input.matchAll(/["']\.\/(client\/[^"']+)["']/g)].map((m) => m[1]!), ...(sw ? [sw] : [])];
}

describe("folder boundaries", () => {
  it("client/ imports nothing from worker/ or build/, not even types", () => {
    expect(importsInto("client", ["worker", "build"])).toEqual([]);
  });

  it("common/ imports nothing from worker/, client/ or build/", () => {
    expect(importsInto("common", ["worker", "client", "build"])).toEqual([]);
  });

  it("run-time code never imports build/", () => {
    expect(importsInto("worker", ["build"])).toEqual([]);
  });

  it("every module under client/ can reach a browser: the runtime's entry imports it, or an island does", () => {
    const entries = browserEntries();
    expect(entries).toContain("client/entry.ts");
    const reached = reachableFrom(entries);
    expect(sources("client", false).filter((file) => !reached.has(file))).toEqual([]);
  });

  it("the browser's type check sees client/ and common/ only", () => {
    const config = JSON.parse(readFileSync(join(root, "tsconfig.client.json"), "utf8")) as { include: string[] };
    expect(config.include.sort()).toEqual(["client", "common"]);
  });
});
