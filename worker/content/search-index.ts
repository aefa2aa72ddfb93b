import type { Locale } from "../../common/locales.ts";
import { sharedLoads } from "../../common/memo.ts";
import { F, FORMAT, type IndexHead } from "./search-build.ts";
import { combine, scoreExpansion, scoreSlot, topOf, type Found, type Postings, type TermScores } from "./search-rank.ts";
import { planQuery, SynonymTable, type Slot } from "./search-query.ts";
import { TermList, typosAllowed } from "./search-terms.ts";
import { prefixesEverywhere } from "./search-text.ts";
import { isStopword } from "./search-stopwords.ts";
import { snippet } from "./snippet.ts";

/**
 * A locale's search index, read from the files `buildSearchIndex` writes (search-build.ts): it
 * answers searches and cuts snippets.
 *
 * The index file holds what every query needs: the sorted term list, each document's key and
 * field lengths, and where each term's postings and each document's text lie in the packs. A
 * query reads only the packs that hold its terms' postings, and the snippets of the shown page
 * only the packs that hold those texts, so the first search of a language costs the same at 100
 * articles as at 10,000 (docs/decisions/006). How a query matches and ranks: search-query.ts and
 * search-rank.ts; decision 010.
 */

/** One search hit: the document's key, its score, and its number in the index. */
export interface SearchHit {
  key: string;
  score: number;
  doc: number;
}

/** A search's hits: a page of them, best first, the highlighted snippets of those a page shows, and a corrected query when nothing matched. */
export interface SearchResults {
  page(offset: number, limit: number): { total: number; hits: SearchHit[] };
  snippets(shown: readonly SearchHit[]): Promise<string[]>;
  /** When nothing matched: the query with its unknown words replaced by the nearest the index knows, if that finds something. */
  suggestion?: string;
}

/** Reads a pack by number; the index keeps the recently used ones. */
export type PackReader = (pack: number) => Promise<Uint8Array>;

/** Packs kept per index after their search, by total size: enough for repeated searches, bounded for 25 languages. */
const PACK_CACHE_BYTES = 4 * 1024 * 1024;

export class SearchIndex {
  private readonly keys: string[];
  private readonly list: TermList;
  private readonly avg: number[];
  private readonly synonyms: SynonymTable;
  private readonly fieldLength: Uint32Array;
  private readonly textAt: Uint32Array;
  private readonly termAt: Uint32Array;
  /** Which documents each set of types covers, as a mask, made once per set. */
  private readonly masks = new Map<string, Uint8Array>();
  /** Packs read, most recently used last; settled bytes only, never a pending read. */
  private readonly packCache = new Map<number, Uint8Array>();
  private packBytes = 0;
  /** Reads in flight, shared by concurrent searches until they settle or reach their deadline (a pack is a static file: 5 s). */
  private readonly packLoads: ReturnType<typeof sharedLoads<number, Uint8Array>>;

  /** Reads the index file; throws if it is not an index this code can read. */
  private readonly locale: Locale;
  private readonly readPack: PackReader;

  constructor(locale: Locale, file: Uint8Array, readPack: PackReader, packDeadlineMs = 5_000) {
    this.locale = locale;
    this.readPack = readPack;
    this.packLoads = sharedLoads<number, Uint8Array>({ deadlineMs: packDeadlineMs });
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const length = view.getUint32(0, true);
    const head = JSON.parse(new TextDecoder().decode(file.subarray(4, 4 + length))) as IndexHead;
    if (head.format !== FORMAT) throw new Error(`search index for ${locale}: format ${head.format}, expected ${FORMAT}`);
    ({ keys: this.keys, avg: this.avg } = head);
    this.list = new TermList(head.terms);
    this.synonyms = new SynonymTable(head.synonyms, locale);
    // Copied once into aligned arrays: the file's own buffer may start anywhere.
    const aligned = file.byteOffset % 4 === 0 ? file : file.slice();
    let at = aligned.byteOffset + Math.ceil((4 + length) / 4) * 4;
    const take = (n: number) => {
      const array = new Uint32Array(aligned.buffer, at, n);
      at += n * 4;
      return array;
    };
    this.fieldLength = take(this.keys.length * F);
    this.textAt = take(this.keys.length * 3);
    this.termAt = take(head.terms.length * 3);
  }

  /**
   * Every document of the given types (all when none are given) that matches the query, best
   * first: the types are filtered before ranking, and documents that match only some of the
   * query's words come back too, below those that match all of them.
   */
  async search(query: string, types?: readonly string[]): Promise<SearchResults> {
    const accept = this.mask(types);
    const slots = planQuery(query, this.locale, this.list, this.synonyms);
    const found = await this.find(slots, accept);
    const suggestion = found.found.docs.length === 0 ? await this.suggest(slots, accept) : undefined;
    return {
      page: (offset, limit) => {
        const top = topOf(found.found, offset, limit);
        return {
          total: found.found.docs.length,
          hits: top.map((i) => ({ key: this.keys[found.found.docs[i]!]!, score: found.found.scores[i]!, doc: found.found.docs[i]! })),
        };
      },
      snippets: (shown) => this.snippets(shown, found.derived),
      ...(suggestion ? { suggestion } : {}),
    };
  }

  /** The documents the slots match, the index terms they stand for, and the packs read for them. */
  private async find(slots: Slot[], accept: Uint8Array) {
    const terms = [...new Set(slots.flatMap((s) => s.alternatives.flatMap((a) => a.terms)))];
    // The last word may be one still being typed; the words before it are whole, and are taken as
    // the beginning of longer words only in a language the index does not stem (search-text.ts).
    const last = slots.at(-1)?.typed.at(-1);
    const prefixAll = prefixesEverywhere(this.locale);
    const expansions = new Map(terms.map((t) => [t, this.list.expand(t, prefixAll || t === last)]));
    const derived = [...new Set([...expansions.values()].flatMap((e) => e.map((x) => x.term)))];
    const packs = await this.packs(derived.map((t) => this.termAt[t * 3]!));
    const postings = this.postings(packs);
    const byTerm = new Map<string, TermScores>();
    const of = (t: string) => byTerm.get(t) ?? byTerm.set(t, scoreExpansion(postings, expansions.get(t)!, accept)).get(t)!;
    const n = this.keys.length;
    const scored = slots.map((s) =>
      scoreSlot(
        s.alternatives.map((a) => ({ parts: a.terms.map(of), weight: a.weight })),
        n,
      ),
    );
    const found: Found = combine(
      scored,
      slots.map((s) => s.stop === true),
      n,
      accept.reduce((c: number, x) => c + x, 0),
    );
    return { found, derived, packs };
  }

  /** A corrected query: each typed word the index does not know, replaced by the nearest term within a wider reach than the search's own. */
  private async suggest(slots: Slot[], accept: Uint8Array): Promise<string | undefined> {
    let changed = false;
    const words = slots
      .flatMap((s) => s.typed)
      .map((word) => {
        const reach = typosAllowed(word) + 1;
        if (word.length < 4 || this.list.find(word) >= 0) return word;
        const [best] = this.list.near(word, reach).sort((a, b) => a[1] - b[1]);
        if (!best) return word;
        changed = true;
        return this.list.terms[best[0]]!;
      });
    if (!changed) return undefined;
    const corrected = words.join(" ");
    const { found } = await this.find(planQuery(corrected, this.locale, this.list, this.synonyms), accept);
    return found.docs.length > 0 ? corrected : undefined;
  }

  private mask(types?: readonly string[]): Uint8Array {
    const id = types?.join(",") ?? "";
    let mask = this.masks.get(id);
    if (!mask) {
      const prefixes = types?.map((t) => `${t}/`);
      mask = Uint8Array.from(this.keys, (k) => (!prefixes || prefixes.some((p) => k.startsWith(p)) ? 1 : 0));
      this.masks.set(id, mask);
    }
    return mask;
  }

  /** The highlighted snippet of each shown hit, from its text and the query's index terms. */
  private async snippets(shown: readonly SearchHit[], derived: number[]): Promise<string[]> {
    if (shown.length === 0) return [];
    const texts = await this.packs(shown.map(({ doc }) => this.textAt[doc * 3]!));
    // A phrase's words are marked where they stand, but not its particles (Japanese が, Thai ไม่).
    const matched = new Set(
      derived.flatMap((t) => {
        const words = this.list.terms[t]!.split(" ");
        return words.length === 1 ? words : words.filter((w) => !isStopword(w, this.locale));
      }),
    );
    const decoder = new TextDecoder();
    return shown.map(({ doc }) => {
      const [pack, offset, length] = this.textAt.subarray(doc * 3, doc * 3 + 3) as unknown as [number, number, number];
      return snippet(decoder.decode(texts.get(pack)!.subarray(offset, offset + length)), matched, this.locale);
    });
  }

  /** What ranking reads of the index, over the packs read for a query. */
  private postings(packs: Map<number, Uint8Array>): Postings {
    return {
      documents: this.keys.length,
      avg: this.avg,
      fieldLength: this.fieldLength,
      postingsOf: (term) => {
        const bytes = packs.get(this.termAt[term * 3]!)!;
        let at = this.termAt[term * 3 + 1]!;
        return {
          next() {
            let b = bytes[at++]!;
            if (b < 0x80) return b;
            let n = b & 0x7f;
            let shift = 7;
            do {
              b = bytes[at++]!;
              n += (b & 0x7f) * 2 ** shift;
              shift += 7;
            } while (b & 0x80);
            return n;
          },
        };
      },
    };
  }

  /** The packs numbered, read in parallel. */
  private async packs(numbers: number[]): Promise<Map<number, Uint8Array>> {
    const unique = [...new Set(numbers)];
    return new Map(await Promise.all(unique.map(async (n) => [n, await this.pack(n)] as const)));
  }

  /**
   * A pack, read once and kept while the cache has room. Concurrent searches share one read, each
   * waiting at most until its deadline; a read that fails or never answers is not kept.
   */
  private pack(n: number): Promise<Uint8Array> {
    const cached = this.packCache.get(n);
    if (cached) {
      // Most recently used last, so the oldest goes first.
      this.packCache.delete(n);
      this.packCache.set(n, cached);
      return Promise.resolve(cached);
    }
    return this.packLoads(n, async () => {
      const bytes = await this.readPack(n);
      if (!this.packCache.has(n)) {
        this.packCache.set(n, bytes);
        this.packBytes += bytes.length;
      }
      for (const [old, kept] of this.packCache) {
        if (this.packBytes <= PACK_CACHE_BYTES || old === n) break;
        this.packCache.delete(old);
        this.packBytes -= kept.length;
      }
      return bytes;
    });
  }
}
