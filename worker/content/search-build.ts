import { DEFAULT_LOCALE, type Locale } from "../../common/locales.ts";
import type { ArticleMeta } from "../../common/schemas/content.ts";
import { indexTerms, phrasesOf } from "./search-text.ts";

/**
 * Builds one locale's search index files (see docs/decisions/006 and 010), at build time, or in
 * memory for fixtures and the dev server. `SearchIndex` (search-index.ts) reads them.
 */

/** What the index needs of an article. */
export interface Searchable {
  key: string;
  title: string;
  summary: string;
  tags: string[];
  text: string;
}

/** Groups of words and phrases a visitor may type for the same thing (content/synonyms/{locale}.json). */
export type Synonyms = readonly (readonly string[])[];

/** The articles a search in `lang` covers, in editorial order: each in `lang` where translated, else in English; no legal pages. */
export function searchedArticles<A extends Pick<ArticleMeta, "type" | "id" | "locale">>(articles: readonly A[], lang: Locale): A[] {
  const byKey = new Map(articles.map((a) => [`${a.type}/${a.locale}/${a.id}`, a]));
  return articles.filter((a) => a.locale === DEFAULT_LOCALE && a.type !== "legal").map((a) => byKey.get(`${a.type}/${lang}/${a.id}`) ?? a);
}

/** What the index holds of an article: its key is `type/id`, its text the body's visible text. */
export const searchable = (a: Pick<ArticleMeta, "type" | "id" | "title" | "summary" | "tags">, html: string): Searchable => ({
  key: `${a.type}/${a.id}`,
  title: a.title,
  summary: a.summary,
  tags: a.tags,
  text: textOfHtml(html),
});

/** Fields in index order; their boosts are the ranking's (search-rank.ts). */
const FIELDS = ["title", "tags", "summary", "text"] as const;
export const F = FIELDS.length;
export const FORMAT = 2;
/** Packs close once past these sizes: postings are read a few terms at a time, texts one page of results at a time. */
const POSTINGS_PACK_BYTES = 128 * 1024;
const TEXT_PACK_BYTES = 64 * 1024;

/** The files of one locale's index: the index file, then the packs it points into by number. */
export interface SearchFiles {
  index: Uint8Array;
  packs: Uint8Array[];
}

/** What the index file's JSON head holds. */
export interface IndexHead {
  format: number;
  avg: number[];
  keys: string[];
  terms: string[];
  packs: number;
  synonyms: Synonyms;
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
 * Builds one locale's index files from its documents.
 *
 * The index file: a u32 length, that many bytes of JSON (`IndexHead`), zero padding to a
 * multiple of 4, then u32 arrays: field lengths (documents × 4), text locations (documents × 3:
 * pack, offset, length) and postings locations (terms × 3). A term's postings: per field, a
 * varint count then (document delta, term frequency) varint pairs. A document's text: the
 * UTF-8 its snippets are cut from. Terms are `search-text.ts`'s: stemmed and folded.
 */
export function buildSearchIndex(locale: Locale, documents: readonly Searchable[], synonyms: Synonyms = []): SearchFiles {
  const fieldLength = new Uint32Array(documents.length * F);
  const avg = new Array<number>(F).fill(0);
  // term → per field, flat [document, frequency, document, frequency, ...] in document order
  const postings = new Map<string, number[][]>();
  const phrases = phrasesOf(synonyms, locale);
  documents.forEach((doc, d) => {
    FIELDS.forEach((field, f) => {
      const { terms, length } = indexTerms(field === "tags" ? doc.tags.join(", ") : doc[field], locale, phrases);
      fieldLength[d * F + f] = length;
      avg[f] = (avg[f]! * d + length) / (d + 1);
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
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
  for (const [d, doc] of documents.entries()) textAt.set(packs.add(encoder.encode(doc.text || doc.summary), TEXT_PACK_BYTES), d * 3);
  packs.close();

  const head: IndexHead = { format: FORMAT, avg, keys: documents.map((d) => d.key), terms, packs: packs.packs.length, synonyms };
  const headBytes = encoder.encode(JSON.stringify(head));
  const start = Math.ceil((4 + headBytes.length) / 4) * 4;
  const index = new Uint8Array(start + (fieldLength.length + textAt.length + termAt.length) * 4);
  new DataView(index.buffer).setUint32(0, headBytes.length, true);
  index.set(headBytes, 4);
  let at = start;
  for (const array of [fieldLength, textAt, termAt]) {
    index.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += array.byteLength;
  }
  return { index, packs: packs.packs };
}

/** Inline elements join the text around them ("<b>server</b>, so" reads "server, so"); others part it. */
const INLINE = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u|var|wbr)\b[^>]*>/g;

/** Visible text of article HTML, for indexing and snippets. */
export function textOfHtml(html: string): string {
  return html
    .replace(INLINE, "")
    .replace(/<[^>]+>/g, " ")
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" })[e] ?? "",
    )
    .replace(/\s+/g, " ")
    .trim();
}
