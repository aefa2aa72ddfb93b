import { describe, expect, it } from "vitest";
import { folderEdges, sources } from "./import-graph.ts";

// Folders depend one way (docs/architecture.md): worker/routes uses worker/render and
// worker/seo, never the reverse; worker/ui/pages uses worker/ui/components; and so on. A cycle
// between two folders means neither can be read, moved or tested without the other.
const CODE_FOLDERS = ["worker", "client", "common", "build"];

/** Every folder edge that lies on a cycle, with the imports that make it. */
function edgesOnCycles(edges: Map<string, string[]>): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges.keys()) {
    const [from, to] = edge.split(" → ") as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length > 0) {
      const folder = todo.pop()!;
      if (folder === to) return true;
      for (const n of next.get(folder) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    return false;
  };
  return [...edges]
    .filter(([edge]) => {
      const [from, to] = edge.split(" → ") as [string, string];
      return reaches(to, from);
    })
    .map(([edge, imports]) => `${edge} (${imports.join("; ")})`);
}

describe("the folder import graph", () => {
  const files = CODE_FOLDERS.flatMap((dir) => sources(dir, false));

  it("has no cycle", () => {
    expect(edgesOnCycles(folderEdges(files))).toEqual([]);
  });

  it("sees the edges it is meant to judge", () => {
    const edges = folderEdges(files);
    expect(edges.has("worker/routes → worker/render")).toBe(true);
    expect(edges.has("worker/routes → worker/seo")).toBe(true);
    expect(edges.has("worker → common")).toBe(true);
  });
});
