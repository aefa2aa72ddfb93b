import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root, sources } from "./import-graph.ts";

// No source file over 250 lines (issue 22): a file that long does more than one thing, and is
// split by responsibility. Stylesheets count, as partials of client/styles/site.css.
const LIMIT = 250;
const FOLDERS = ["worker", "client", "common", "build", "scripts", "bench", "tests"];

/**
 * Files still over the limit, each with the helper splitting it. Remove an entry once its file
 * is split: the last test fails while an exception names a file that no longer needs it.
 */
const EXCEPTIONS: Record<string, string> = {};

const lines = (file: string) => readFileSync(join(root, file), "utf8").replace(/\n$/, "").split("\n").length;
const files = FOLDERS.flatMap((dir) => sources(dir, true, /\.(?:ts|tsx|mts|mjs|js|css)$/));

describe("source files", () => {
  it(`are at most ${LIMIT} lines long`, () => {
    const long = files.filter((file) => !(file in EXCEPTIONS) && lines(file) > LIMIT).map((file) => `${file}: ${lines(file)} lines`);
    expect(long).toEqual([]);
  });

  it("are all counted, stylesheets included", () => {
    expect(files).toContain("client/styles/site.css");
    expect(files).toContain("worker/app.tsx");
  });

  it("have no exception left that is not needed", () => {
    expect(Object.keys(EXCEPTIONS).filter((file) => !files.includes(file) || lines(file) <= LIMIT)).toEqual([]);
  });
});
