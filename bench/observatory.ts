// MDN HTTP Observatory's own scanner against the local site, one page per type.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, writeFileSync } from "node:fs";
import templates from "../tests/templates.json" with { type: "json" };

const PACKAGE = "node_modules/@mdn/mdn-http-observatory";
/** The two tests that need https; over http on 127.0.0.1 they cannot pass. */
export const HTTPS_ONLY = ["redirection", "strict-transport-security"];

/** Observatory's grade for a score (its own thresholds). */
export function grade(score: number): string {
  const table: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return table.find(([min]) => score >= min)?.[1] ?? "F";
}

/** One test of the scan, as the scanner prints it. */
interface Test {
  pass: boolean;
  scoreModifier: number;
}

/** Observatory's algorithm: penalties first; bonuses count only from 90 up. */
export function scoreOf(tests: Record<string, Test>): number {
  const mods = Object.values(tests).map((t) => t.scoreModifier);
  const base = 100 + mods.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  return base >= 90 ? base + mods.filter((m) => m > 0).reduce((a, b) => a + b, 0) : base;
}

/** Scans each page type and prints its score and grade, as scanned and without the https-only tests. */
export async function observatoryTable(base: string, paths: string[] = [...templates, "/web_v1/download"]) {
  // Its install step downloads the HSTS preload list, which cannot run here (see TOOLCHAIN.md).
  if (!existsSync(`${PACKAGE}/conf/hsts-preload.json`)) writeFileSync(`${PACKAGE}/conf/hsts-preload.json`, "{}");
  const host = new URL(base).host;
  const scan = async (path: string) => {
    let out: string;
    try {
      out = (await promisify(execFile)("node", [`${PACKAGE}/bin/wrapper.js`, host + path], { encoding: "utf8" })).stdout;
    } catch (error) {
      out = (error as { stdout: string }).stdout; // The scanner exits non-zero with a JSON error.
    }
    const {
      scan: result,
      tests,
      error,
    } = JSON.parse(out) as { scan?: { score: number; grade: string }; tests: Record<string, Test>; error?: string };
    if (error || !result)
      return {
        page: path,
        score: "-",
        grade: "-",
        "tests failed": `scan error: ${error}`,
        "score without https-only": "-",
        "grade without": "-",
      };
    const failed = Object.entries(tests)
      .filter(([, t]) => !t.pass)
      .map(([name]) => name);
    const others = Object.fromEntries(Object.entries(tests).filter(([name]) => !HTTPS_ONLY.includes(name)));
    const without = scoreOf(others);
    return {
      page: path,
      score: result.score,
      grade: result.grade,
      "tests failed": failed.join(", ") || "none",
      "score without https-only": without,
      "grade without": grade(without),
    };
  };
  // Four scans at a time: each waits mostly on its own timeouts.
  const rows: Record<string, string | number>[] = [];
  for (let i = 0; i < paths.length; i += 4) rows.push(...(await Promise.all(paths.slice(i, i + 4).map(scan))));
  return rows;
}
