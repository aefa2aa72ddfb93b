import { DEFAULT_LOCALE, htmlLang, type Locale } from "../../common/locales.ts";
import type { ArticleMeta } from "../../common/schemas/content.ts";
import { wordSegmenter } from "../../common/intl-formats.ts";
import { snippet } from "./snippet.ts";
import { sharedLoads } from "../../common/memo.ts";

/**
 * Full-text search over one locale's articles, built at build time and read by the worker.
 *
 * The index is one small file plus "packs" (see docs/decisions/006). The file holds what every
 * query needs: the sorted term list, each document's key and field lengths, and where each term's
 * postings and each document's text lie in the packs. A query reads only the packs that hold its
 * terms' postings, and the snippets of the shown page only the packs that hold those texts, so the
 * first search of a language costs the same at 100 articles as at 10,000.
 *
 * Ranking is MiniSearch's (BM25+ per field, k 1.2, b 0.7, d 0.5; prefix and fuzzy matches weighted
 * as it weights them; the score times the number of query words matched), which this index
 * replaced: the same field boosts, prefix and typo rules, AND falling back to OR.
 */

/** What the index needs of an article. */
export interface Searchable {
  key: string;
  title: string;
  summary: string;
  tags: string[];
  text: string;
}

/** The articles a search in `lang` covers, in editorial order: each in `lang` where translated, else in English; no legal pages. */
export function searchedArticles<A extends Pick<ArticleMeta, "type" | "id" | "locale">>(articles: readonly A[], lang: Locale): A[] {
  const byKey = new Map(articles.map((a) => [`${a.type}/${a.locale}/${a.id}`, a]));
  return articles
    .filter((a) => a.locale === DEFAULT_LOCALE && a.type !== "legal")
    .map((a) => byKey.get(`${a.type}/${lang}/${a.id}`) ?? a);
}

/** What the index holds of an article: its key is `type/id`, its text the body's visible text. */
export const searchable = (a: Pick<ArticleMeta, "type" | "id" | "title" | "summary" | "tags">, html: string): Searchable => ({
  key: `${a.type}/${a.id}`,
  title: a.title,
  summary: a.summary,
  tags: a.tags,
  text: textOfHtml(html),
});

/** Fields in index order, with their boosts. */
const FIELDS = ["title", "tags", "summary", "text"] as const;
const BOOSTS = [4, 3, 2, 1];
const F = FIELDS.length;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const FORMAT = 1;
/** Packs close once past these sizes: postings are read a few terms at a time, texts one page of results at a time. */
const POSTINGS_PACK_BYTES = 128 * 1024;
const TEXT_PACK_BYTES = 64 * 1024;

/** Words of a text, segmented by Intl.Segmenter so Chinese, Japanese, Korean and Thai split into words too. */
export function words(text: string, locale: Locale): string[] {
  const out: string[] = [];
  for (const s of wordSegmenter(htmlLang(locale)).segment(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** Query and index terms: words in the locale's lower case. */
const termsOf = (text: string, locale: Locale) => {
  const lang = htmlLang(locale);
  return words(text, locale)
    .map((w) => w.toLocaleLowerCase(lang))
    .filter(Boolean);
};

/** The files of one locale's index: the index file, then the packs it points into by number. */
export interface SearchFiles {
  index: Uint8Array;
  packs: Uint8Array[];
}

/** Bytes that grow as written, with unsigned LEB128 varints. */
class ByteWriter {
  private buf = new Uint8Array(1024);
  length = 0;
  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  varint(n: number) {
    this.room(5);
    while (n >= 0x80) {
      this.buf[this.length++] = (n & 0x7f) | 0x80;
      n >>>= 7;
    }
    this.buf[this.length++] = n;
  }
  bytes(b: Uint8Array) {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** Appends blobs to numbered packs and says where each went: [pack, offset, length]. */
class PackWriter {
  readonly packs: Uint8Array[] = [];
  private current = new ByteWriter();
  add(blob: Uint8Array, limit: number): [number, number, number] {
    if (this.current.length > 0 && this.current.length + blob.length > limit) this.close();
    const at: [number, number, number] = [this.packs.length, this.current.length, blob.length];
    this.current.bytes(blob);
    return at;
  }
  close() {
    if (this.current.length > 0) this.packs.push(this.current.done());
    this.current = new ByteWriter();
  }
}

/**
 * Builds one locale's index files from its documents (at build time; in memory only for
 * fixtures and the dev server).
 *
 * The index file: a u32 length, that many bytes of JSON `{ format, avg, keys, terms, packs }`,
 * zero padding to a multiple of 4, then u32 arrays: field lengths (documents × 4), text
 * locations (documents × 3: pack, offset, length) and postings locations (terms × 3). A term's
 * postings: per field, a varint count then (document delta, term frequency) varint pairs.
 * A document's text: the UTF-8 its snippets are cut from.
 */
export function buildSearchIndex(locale: Locale, documents: readonly Searchable[]): SearchFiles {
  const lang = htmlLang(locale);
  const fieldLength = new Uint32Array(documents.length * F);
  const avg = new Array<number>(F).fill(0);
  // term → per field, flat [document, frequency, document, frequency, ...] in document order
  const postings = new Map<string, number[][]>();
  documents.forEach((doc, d) => {
    FIELDS.forEach((field, f) => {
      const tokens = words(field === "tags" ? doc.tags.toString() : doc[field], locale);
      // As MiniSearch counts it: distinct words as written, and a running mean.
      const length = new Set(tokens).size;
      fieldLength[d * F + f] = length;
      avg[f] = (avg[f]! * d + length) / (d + 1);
      const counts = new Map<string, number>();
      for (const token of tokens) {
        const term = token.toLocaleLowerCase(lang);
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, n] of counts) {
        let lists = postings.get(term);
        if (!lists) postings.set(term, (lists = FIELDS.map(() => [])));
        lists[f]!.push(d, n);
      }
    });
  });

  const terms = [...postings.keys()].sort();
  const packs = new PackWriter();
  const termAt = new Uint32Array(terms.length * 3);
  terms.forEach((term, t) => {
    const w = new ByteWriter();
    for (const list of postings.get(term)!) {
      w.varint(list.length / 2);
      let previous = 0;
      for (let i = 0; i < list.length; i += 2) {
        w.varint(list[i]! - previous);
        w.varint(list[i + 1]!);
        previous = list[i]!;
      }
    }
    termAt.set(packs.add(w.done(), POSTINGS_PACK_BYTES), t * 3);
  });
  packs.close();
  const encoder = new TextEncoder();
  const textAt = new Uint32Array(documents.length * 3);
  documents.forEach((doc, d) => textAt.set(packs.add(encoder.encode(doc.text || doc.summary), TEXT_PACK_BYTES), d * 3));
  packs.close();

  const head = encoder.encode(JSON.stringify({ format: FORMAT, avg, keys: documents.map((d) => d.key), terms, packs: packs.packs.length }));
  const start = Math.ceil((4 + head.length) / 4) * 4;
  const index = new Uint8Array(start + (fieldLength.length + textAt.length + termAt.length) * 4);
  new DataView(index.buffer).setUint32(0, head.length, true);
  index.set(head, 4);
  let at = start;
  for (const array of [fieldLength, textAt, termAt]) {
    index.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += array.byteLength;
  }
  return { index, packs: packs.packs };
}

/** One search hit: the document's key, its score, and its number in the index. */
export interface SearchHit {
  key: string;
  score: number;
  doc: number;
}

/** A search's hits: a page of them, best first, and the highlighted snippets of those a page shows. */
export interface SearchResults {
  page(offset: number, limit: number, accept?: (key: string) => boolean): { total: number; hits: SearchHit[] };
  snippets(shown: readonly SearchHit[]): Promise<string[]>;
}

/** Matching documents and their scores, in document order. */
type Found = { docs: Uint32Array; scores: Float64Array };

/** Reads a pack by number; the index keeps the recently used ones. */
export type PackReader = (pack: number) => Promise<Uint8Array>;

/** Packs kept per index after their search, by total size: enough for repeated searches, bounded for 25 languages. */
const PACK_CACHE_BYTES = 4 * 1024 * 1024;

/** A built index, read from its files: answers searches and cuts snippets. */
export class SearchIndex {
  private readonly keys: string[];
  private readonly terms: string[];
  private readonly avg: number[];
  private readonly fieldLength: Uint32Array;
  private readonly textAt: Uint32Array;
  private readonly termAt: Uint32Array;
  /** Packs read, most recently used last; settled bytes only, never a pending read. */
  private readonly packCache = new Map<number, Uint8Array>();
  private packBytes = 0;
  /** Reads in flight, shared by concurrent searches until they settle or reach their deadline (a pack is a static file: 5 s). */
  private readonly packLoads: ReturnType<typeof sharedLoads<number, Uint8Array>>;
  private readonly locale: Locale;
  private readonly readPack: PackReader;

  /** Reads the index file; throws if it is not an index this code can read. */
  constructor(locale: Locale, file: Uint8Array, readPack: PackReader, packDeadlineMs = 5_000) {
    this.locale = locale;
    this.readPack = readPack;
    this.packLoads = sharedLoads<number, Uint8Array>({ deadlineMs: packDeadlineMs });
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const length = view.getUint32(0, true);
    const head = JSON.parse(new TextDecoder().decode(file.subarray(4, 4 + length))) as { format: number; avg: number[]; keys: string[]; terms: string[] };
    if (head.format !== FORMAT) throw new Error(`search index for ${locale}: format ${head.format}, expected ${FORMAT}`);
    ({ keys: this.keys, terms: this.terms, avg: this.avg } = head);
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
    this.termAt = take(this.terms.length * 3);
  }

  /**
   * Every matching document, best first (AND, falling back to OR when that finds nothing): a
   * page of them on demand, and their snippets, whose texts are read only then.
   */
  async search(query: string): Promise<SearchResults> {
    const queryTerms = termsOf(query, this.locale);
    const distinct = [...new Set(queryTerms)];
    const expansions = distinct.map((term) => this.expand(term));
    const derived = [...new Set(expansions.flatMap((e) => e.map((x) => x.term)))];
    const packs = await this.packs(derived.map((t) => this.termAt[t * 3]!));
    // A repeated word scores again, as MiniSearch scores it, but is computed once.
    const byTerm = expansions.map((e) => this.score(e, packs));
    const scored = queryTerms.map((term) => byTerm[distinct.indexOf(term)]!);
    const group = queryTerms.map((term) => distinct.indexOf(term));
    let found = this.combine(scored, group, distinct.length, "and");
    if (found.docs.length === 0) found = this.combine(scored, group, distinct.length, "or");
    return {
      page: (offset, limit, accept) => this.page(found, offset, limit, accept),
      snippets: (shown) => this.snippets(shown, derived, packs),
    };
  }

  /** The index terms a query term stands for, with weights: itself, longer words it begins, and near misses. */
  private expand(term: string): { term: number; weight: number }[] {
    const out: { term: number; weight: number }[] = [];
    const [from, to] = this.prefixRange(term);
    if (from < to && this.terms[from] === term) out.push({ term: from, weight: 1 });
    const seen = new Set<number>();
    if (term.length >= 2) {
      for (let t = from; t < to; t++) {
        const found = this.terms[t]!;
        const distance = found.length - term.length;
        if (distance === 0) continue;
        seen.add(t);
        out.push({ term: t, weight: (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance) });
      }
    }
    // Typo tolerance only where a typo is plausible: not on one- to three-letter words or single CJK characters.
    const maxDistance = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
    if (maxDistance > 0) {
      for (const [t, distance] of this.near(term, maxDistance)) {
        if (distance === 0 || seen.has(t)) continue;
        const found = this.terms[t]!;
        out.push({ term: t, weight: (FUZZY_WEIGHT * found.length) / (found.length + distance) });
      }
    }
    return out;
  }

  /** Indexes [from, to) of the terms that begin with `prefix` (the list is sorted by UTF-16 code units). */
  private prefixRange(prefix: string): [number, number] {
    const lower = (x: string) => {
      let lo = 0;
      let hi = this.terms.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.terms[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(prefix), lower(prefix + "\uffff")];
  }

  /**
   * Terms within `max` edits of `query` (Levenshtein, UTF-16 code units), with their distance.
   * Walks the sorted list as a trie: rows for a shared prefix are reused, and a prefix already
   * too far off skips every term that begins with it.
   */
  private near(query: string, max: number): [number, number][] {
    const n = query.length + 1;
    const maxLength = query.length + max;
    const rows = new Uint8Array((maxLength + 1) * n);
    for (let j = 0; j < n; j++) rows[j] = j;
    const found: [number, number][] = [];
    let previous = "";
    let t = 0;
    while (t < this.terms.length) {
      const term = this.terms[t]!;
      let common = 0;
      while (common < previous.length && common < term.length && previous[common] === term[common]) common++;
      previous = term;
      let tooFar = -1;
      const depth = Math.min(term.length, maxLength);
      for (let i = common + 1; i <= depth; i++) {
        const row = i * n;
        rows[row] = i;
        let best = i;
        for (let j = 1; j < n; j++) {
          const cost = term.charCodeAt(i - 1) === query.charCodeAt(j - 1) ? 0 : 1;
          const v = Math.min(rows[row - n + j - 1]! + cost, rows[row - n + j]! + 1, rows[row + j - 1]! + 1);
          rows[row + j] = v > 255 ? 255 : v;
          if (v < best) best = v;
        }
        if (best > max) {
          tooFar = i;
          break;
        }
      }
      if (tooFar > 0) {
        // No term beginning with these `tooFar` characters can come back within reach.
        t = this.prefixRange(term.slice(0, tooFar))[1];
        previous = term.slice(0, tooFar - 1);
        continue;
      }
      if (term.length <= maxLength) {
        const distance = rows[term.length * n + n - 1]!;
        if (distance <= max) found.push([t, distance]);
        t++;
      } else {
        // Longer than any match can be: skip the terms that share this too-long prefix.
        t = this.prefixRange(term.slice(0, maxLength + 1))[1];
        previous = term.slice(0, maxLength);
      }
    }
    return found;
  }

  /** One query word's scores per document (BM25+ per field, weighted), NaN where it did not match. */
  private score(expansion: { term: number; weight: number }[], packs: Map<number, Uint8Array>): Float64Array {
    const n = this.keys.length;
    const scores = new Float64Array(n).fill(NaN);
    const { k, b, d: delta } = BM25;
    for (const { term, weight } of expansion) {
      const reader = this.postingsOf(term, packs);
      for (let f = 0; f < F; f++) {
        const count = reader.next();
        if (count === 0) continue;
        const idf = Math.log(1 + (n - count + 0.5) / (count + 0.5));
        const avg = this.avg[f]!;
        const scale = weight * BOOSTS[f]!;
        let d = 0;
        for (let i = 0; i < count; i++) {
          d += reader.next();
          const tf = reader.next();
          const length = this.fieldLength[d * F + f]!;
          const s = scale * (idf * (delta + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / avg))));
          const was = scores[d]!;
          scores[d] = was !== was ? s : was + s;
        }
      }
    }
    return scores;
  }

  /**
   * Documents that match every query word (AND) or any (OR), each scored as MiniSearch scores
   * it: the sum over the words, times the number of distinct words it matched.
   */
  private combine(scored: Float64Array[], group: number[], groups: number, mode: "and" | "or"): Found {
    const n = this.keys.length;
    const docs = new Uint32Array(n);
    const scores = new Float64Array(n);
    const seen = new Uint8Array(groups);
    let m = 0;
    for (let d = 0; d < n; d++) {
      let score = 0;
      let matched = 0;
      let missing = false;
      seen.fill(0);
      for (let q = 0; q < scored.length; q++) {
        const s = scored[q]![d]!;
        if (s !== s) {
          missing = true;
          if (mode === "and") break;
          continue;
        }
        score += s;
        if (!seen[group[q]!]) {
          seen[group[q]!] = 1;
          matched++;
        }
      }
      if (matched === 0 || (mode === "and" && missing)) continue;
      docs[m] = d;
      scores[m++] = score * matched;
    }
    return { docs: docs.subarray(0, m), scores: scores.subarray(0, m) };
  }

  /** Hits `offset` to `offset + limit` among those `accept` takes, best first, and how many it takes. */
  private page({ docs, scores }: Found, offset: number, limit: number, accept = (_key: string) => true): { total: number; hits: SearchHit[] } {
    const want = offset + limit;
    // Best first, the earlier document first among equals; only the best `want` are kept in order.
    const better = (i: number, j: number) => scores[i]! > scores[j]! || (scores[i] === scores[j] && docs[i]! < docs[j]!);
    const top: number[] = [];
    let total = 0;
    for (let i = 0; i < docs.length; i++) {
      if (!accept(this.keys[docs[i]!]!)) continue;
      total++;
      if (top.length === want && !better(i, top[want - 1]!)) continue;
      let lo = 0;
      let hi = top.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (better(i, top[mid]!)) hi = mid;
        else lo = mid + 1;
      }
      top.splice(lo, 0, i);
      if (top.length > want) top.pop();
    }
    return { total, hits: top.slice(offset).map((i) => ({ key: this.keys[docs[i]!]!, score: scores[i]!, doc: docs[i]! })) };
  }

  /** The highlighted snippet of each shown hit, from its text and the index terms it matched. */
  private async snippets(shown: readonly SearchHit[], derived: number[], packs: Map<number, Uint8Array>): Promise<string[]> {
    if (shown.length === 0) return [];
    const texts = await this.packs(shown.map(({ doc }) => this.textAt[doc * 3]!));
    const wanted = new Set(shown.map((h) => h.doc));
    const last = Math.max(...wanted);
    // Which of the query's index terms each shown document holds, in any field.
    const matched = new Map(shown.map((h) => [h.doc, [] as string[]]));
    for (const term of derived) {
      const reader = this.postingsOf(term, packs);
      const holders = new Set<number>();
      for (let f = 0; f < F; f++) {
        const count = reader.next();
        let d = 0;
        let i = 0;
        for (; i < count; i++) {
          d += reader.next();
          reader.next();
          if (wanted.has(d)) holders.add(d);
          if (d >= last) break;
        }
        for (i++; i < count; i++) reader.next(), reader.next();
      }
      for (const d of holders) matched.get(d)!.push(this.terms[term]!);
    }
    const decoder = new TextDecoder();
    return shown.map(({ doc }) => {
      const [pack, offset, length] = this.textAt.subarray(doc * 3, doc * 3 + 3) as unknown as [number, number, number];
      return snippet(decoder.decode(texts.get(pack)!.subarray(offset, offset + length)), matched.get(doc)!, this.locale);
    });
  }

  /** A reader of a term's postings: per field, a count, then (document delta, frequency) pairs. */
  private postingsOf(term: number, packs: Map<number, Uint8Array>) {
    const pack = this.termAt[term * 3]!;
    const bytes = packs.get(pack)!;
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

/** Visible text of article HTML, for indexing and snippets. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\/?(?:wbr|span)\b[^>]*>/g, "") // phrase marks sit inside words' runs (typeset.ts)
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
