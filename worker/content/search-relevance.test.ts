import { describe, expect, it } from "vitest";
import { bundledContentSource } from "./content-source";
import { evaluate, TARGETS, type Judged } from "../../tests/search/evaluate";
import { isLocale } from "../../common/locales";

// The judged query sets: what visitors type, with the entries a support agent would accept (tests/search/README.md).
const sets = import.meta.glob<Judged[]>("../../tests/search/judged/*.json", { eager: true, import: "default" });
const source = bundledContentSource();

describe("help search relevance on the judged queries", () => {
  for (const [path, judged] of Object.entries(sets)) {
    const locale = path.match(/([a-z]+)\.json$/)![1]!;
    if (!isLocale(locale)) throw new Error(`${path}: not a locale`);
    it(`${locale}: success@3 ≥ ${TARGETS.successAt3}, MRR@10 ≥ ${TARGETS.mrrAt10}, no result for at most ${TARGETS.zeroRate * 100}% (${judged.length} queries)`, async () => {
      const r = await evaluate(judged, async (q) => {
        const found = await source.searchArticles({ q, lang: locale, scope: "help", page: 1, page_size: 10 });
        return found.items.map((hit) => `${hit.type}/${hit.id}`);
      });
      const missed = r.misses.map((m) => `${m.q} → ${m.top.join(", ") || "nothing"}`).join("\n");
      expect(r.successAt3, missed).toBeGreaterThanOrEqual(TARGETS.successAt3);
      expect(r.mrrAt10, missed).toBeGreaterThanOrEqual(TARGETS.mrrAt10);
      expect(r.zeroRate, missed).toBeLessThanOrEqual(TARGETS.zeroRate);
    });
  }

  it("covers English with 40 queries or more and the other judged languages with 10 or more", () => {
    const sizes = Object.fromEntries(Object.entries(sets).map(([p, j]) => [p.match(/([a-z]+)\.json$/)![1]!, j.length]));
    expect(sizes.en).toBeGreaterThanOrEqual(40);
    for (const l of ["de", "es", "fr", "ru", "ja", "th", "ar", "vn", "in"]) expect(sizes[l], l).toBeGreaterThanOrEqual(10);
  });
});
