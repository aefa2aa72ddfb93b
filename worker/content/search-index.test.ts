import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import MiniSearch from "minisearch";
import { articles } from "virtual:content";
import { htmlLang, type Locale } from "../../common/locales";
import { assetSearch, compiledBodyStore } from "./content-source";
import { buildSearchIndex, searchable, searchedArticles, SearchIndex, words, type Searchable } from "./search-index";
import { LoadDeadlineError } from "../../common/memo";

/** The in-memory MiniSearch index the site used to build at request time, as its reference. */
function reference(locale: Locale, documents: Searchable[]) {
  const index = new MiniSearch<Searchable>({
    idField: "key",
    fields: ["title", "tags", "summary", "text"],
    tokenize: (text) => words(text, locale),
    processTerm: (term) => term.toLocaleLowerCase(htmlLang(locale)),
    searchOptions: {
      boost: { title: 4, tags: 3, summary: 2, text: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
      combineWith: "AND",
    },
  });
  index.addAll(documents);
  return (query: string) => {
    const found = index.search(query);
    return found.length > 0 ? found : index.search(query, { combineWith: "OR" });
  };
}

const bodies = compiledBodyStore();

describe("the search index the build ships", () => {
  // Real content read through ASSETS, as the worker reads it; queries include a prefix, a typo, several words and a miss.
  const cases: [Locale, (titles: string[]) => string[]][] = [
    ["en", () => ["windows", "kill switch", "instal", "conection", "public wifi safe", "zzzzqqq"]],
    ["ar", (titles) => [words(titles[0]!, "ar")[0]!, words(titles[3]!, "ar").slice(0, 2).join(" ")]],
    ["ja", (titles) => [words(titles[0]!, "ja")[0]!, titles[2]!.slice(0, 4)]],
    ["zh", (titles) => [words(titles[1]!, "zh")[0]!, titles[4]!.slice(0, 3)]],
    ["th", (titles) => [words(titles[0]!, "th")[0]!, words(titles[5]!, "th").slice(0, 2).join(" ")]],
  ];
  for (const [locale, queriesOf] of cases) {
    it(`answers ${locale} searches as the in-memory index did: same hits, order and scores`, async () => {
      const shown = searchedArticles(articles, locale);
      const documents = await Promise.all(shown.map(async (a) => searchable(a, await bodies.html(a))));
      const before = reference(locale, documents);
      const index = await assetSearch(env.ASSETS).index(locale, () => Promise.reject(new Error("never built")));
      for (const query of queriesOf(shown.map((a) => a.title))) {
        const expected = before(query);
        const results = await index.search(query);
        const { total, hits } = results.page(0, 10);
        expect(total, query).toBe(expected.length);
        expect(hits.map((h) => h.key), query).toEqual(expected.slice(0, 10).map((r) => r.id));
        // Within 1%: the files are segmented by the build's ICU (Node), this reference by workerd's,
        // which count a few words differently and so shift the mean field lengths a little.
        hits.forEach((h, i) => expect(Math.abs(h.score - expected[i]!.score), query).toBeLessThan(1e-2 * h.score));
        const snippets = await results.snippets(hits);
        if (hits.length > 0) expect(snippets.join(" "), query).toContain("<mark>");
      }
    });
  }
});

describe("packs shared between searches", () => {
  const documents: Searchable[] = [
    { key: "help/a", title: "Kill switch on Windows", summary: "Stops traffic when the tunnel drops", tags: ["windows"], text: "The kill switch blocks traffic." },
    { key: "help/b", title: "Public wifi", summary: "Safe on open networks", tags: ["wifi"], text: "Open networks and the tunnel." },
  ];

  it("does not strand later searches on a first pack read that never answers: they fail by its deadline, and the next search reads again", async () => {
    const files = buildSearchIndex("en", documents);
    let reads = 0;
    // The first read never settles, as when the search that started it was cancelled.
    const index = new SearchIndex("en", files.index, (n) => (++reads === 1 ? new Promise<never>(() => {}) : Promise.resolve(files.packs[n]!)), 100);
    const [first, later] = await Promise.allSettled([index.search("kill switch"), index.search("kill switch")]);
    expect(first.status).toBe("rejected");
    expect((later as PromiseRejectedResult).reason).toBeInstanceOf(LoadDeadlineError);
    const again = await index.search("kill switch");
    expect(again.page(0, 10).hits.map((h) => h.key)).toEqual(["help/a"]);
  });
});
