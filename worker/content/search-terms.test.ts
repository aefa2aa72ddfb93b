import { describe, expect, it } from "vitest";
import { TermList } from "./search-terms.ts";

/** Levenshtein distance over UTF-16 code units, the plain way. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), row[j]! + 1, next[j - 1]! + 1);
    row = next;
  }
  return row[b.length]!;
}

/** A sorted list of words with long runs of shared beginnings, as a language's index has. */
function words(): string[] {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const letters = "aeinorstlpdcmbkgvwyz";
  const out = new Set<string>();
  const stems = Array.from({ length: 60 }, () =>
    Array.from({ length: 2 + Math.floor(random() * 4) }, () => letters[Math.floor(random() * 8)]).join(""),
  );
  for (let i = 0; i < 3000; i++) {
    const stem = stems[Math.floor(random() * stems.length)]!;
    const tail = Array.from({ length: Math.floor(random() * 6) }, () => letters[Math.floor(random() * letters.length)]).join("");
    out.add(stem + tail);
  }
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// A typo in the help search finds the words one or two edits away (search-terms.ts walks the
// sorted list as a trie and skips runs of words that cannot come within reach).
describe("near matches in the term list", () => {
  const list = new TermList(words());
  const queries = [
    "speed",
    "sped",
    "netwrk",
    "aeiou",
    "stream",
    "roaming",
    "tsetse",
    "e",
    "dddd",
    "conection",
    list.terms[100]!,
    list.terms.at(-1)!,
  ];
  for (const query of queries) {
    for (const max of [1, 2]) {
      it(`finds every word within ${max} edit${max > 1 ? "s" : ""} of "${query}", and only those`, () => {
        const expected = list.terms.flatMap((term, t) => (distance(term, query) <= max ? [[t, distance(term, query)]] : []));
        expect(list.near(query, max).sort((a, b) => a[0]! - b[0]!)).toEqual(expected);
      });
    }
  }
});
