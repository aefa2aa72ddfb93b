import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, htmlLang } from "../../common/locales.ts";

// The judged query sets (tests/search/judged) measure the help search; the synonym lists
// (content/synonyms) feed it. A key that names no article, or a language left short, would
// make the measurement quietly wrong, so the shape of both is checked here.
const root = join(import.meta.dirname, "../..");
const judgedDir = join(root, "tests/search/judged");
const synonymDir = join(root, "content/synonyms");
const TYPES = ["help", "issue", "faq"] as const;
const MINIMUM: Record<string, number> = { en: 45, de: 12, es: 12, fr: 12, ru: 12, ja: 12, th: 12, ar: 12, vn: 12, in: 12 };

type Judged = { q: string; accept: string[] };

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

describe("judged query sets", () => {
  for (const [locale, minimum] of Object.entries(MINIMUM)) {
    it(`${locale} has at least ${minimum} queries, each accepting articles that exist`, () => {
      const set = readJson(join(judgedDir, `${locale}.json`)) as Judged[];
      expect(Array.isArray(set)).toBe(true);
      expect(set.length).toBeGreaterThanOrEqual(minimum);
      const seen = new Set<string>();
      for (const { q, accept } of set) {
        expect(typeof q === "string" && q.trim().length > 0, `empty query in ${locale}`).toBe(true);
        expect(seen.has(q.toLowerCase()), `duplicate query "${q}" in ${locale}`).toBe(false);
        seen.add(q.toLowerCase());
        expect(accept.length, `"${q}" accepts nothing`).toBeGreaterThan(0);
        expect(new Set(accept).size, `"${q}" repeats a key`).toBe(accept.length);
        for (const key of accept) {
          const [type, id, ...rest] = key.split("/");
          expect(TYPES.includes(type as (typeof TYPES)[number]) && rest.length === 0, `"${key}" is not type/id`).toBe(true);
          expect(existsSync(join(root, "content/en", type!, `${id}.md`)), `"${q}" accepts ${key}, which does not exist`).toBe(true);
          expect(existsSync(join(root, "content", locale, type!, `${id}.md`)), `${key} is not written in ${locale}`).toBe(true);
        }
      }
    });
  }

  it("has no set for a language outside the site's locales", () => {
    const files = readdirSync(judgedDir).filter((f) => f.endsWith(".json"));
    for (const f of files) expect(LOCALES as readonly string[]).toContain(f.replace(/\.json$/, ""));
  });
});

describe("synonym lists", () => {
  for (const locale of LOCALES) {
    it(`${locale} has at least 15 groups of lower-case terms, no term in two groups`, () => {
      const groups = readJson(join(synonymDir, `${locale}.json`)) as string[][];
      expect(Array.isArray(groups)).toBe(true);
      expect(groups.length).toBeGreaterThanOrEqual(15);
      const owner = new Map<string, number>();
      groups.forEach((group, index) => {
        expect(Array.isArray(group) && group.length >= 2, `group ${index} in ${locale} needs two terms`).toBe(true);
        for (const term of group) {
          expect(typeof term === "string" && term.trim() === term && term.length > 0, `bad term in ${locale}`).toBe(true);
          expect(term, `"${term}" in ${locale} is not lower case`).toBe(term.toLocaleLowerCase(htmlLang(locale)));
          expect(owner.get(term) ?? index, `"${term}" is in two groups in ${locale}`).toBe(index);
          owner.set(term, index);
        }
      });
    });
  }
});
