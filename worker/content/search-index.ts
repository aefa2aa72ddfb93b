import MiniSearch, { type SearchResult } from "minisearch";
import { htmlLang, type Locale } from "../../common/locales.ts";

/** What the index needs of an article. */
export interface Searchable {
  key: string;
  title: string;
  summary: string;
  tags: string[];
  text: string;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** Words of a text, segmented by Intl.Segmenter so Chinese, Japanese, Korean and Thai split into words too. */
export function words(text: string, locale: Locale): string[] {
  const tag = htmlLang(locale);
  let segmenter = segmenters.get(tag);
  if (!segmenter) segmenters.set(tag, (segmenter = new Intl.Segmenter(tag, { granularity: "word" })));
  const out: string[] = [];
  for (const s of segmenter.segment(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** A full-text index over one locale's articles: ranked by field, with prefix and typo tolerance. */
export class SearchIndex {
  private readonly index: MiniSearch<Searchable>;
  private readonly docs = new Map<string, Searchable>();
  private readonly locale: Locale;

  constructor(locale: Locale, documents: Searchable[]) {
    this.locale = locale;
    this.index = new MiniSearch<Searchable>({
      idField: "key",
      fields: ["title", "tags", "summary", "text"],
      tokenize: (text) => words(text, locale),
      processTerm: (term) => term.toLocaleLowerCase(htmlLang(locale)),
      searchOptions: {
        boost: { title: 4, tags: 3, summary: 2, text: 1 },
        prefix: (term) => term.length >= 2,
        // Typo tolerance only where a typo is plausible: not on one- or two-letter words or single CJK characters.
        fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
        combineWith: "AND",
      },
    });
    this.index.addAll(documents);
    for (const d of documents) this.docs.set(d.key, d);
  }

  /** Matching keys, best first, with a highlighted snippet; falls back to OR when AND finds nothing. */
  search(query: string): { key: string; score: number; snippet: string }[] {
    let results: SearchResult[] = this.index.search(query);
    if (results.length === 0) results = this.index.search(query, { combineWith: "OR" });
    return results.map((r) => ({ key: String(r.id), score: Math.round(r.score * 1000) / 1000, snippet: this.snippet(r) }));
  }

  private snippet(result: SearchResult): string {
    const doc = this.docs.get(String(result.id))!;
    const source = doc.text || doc.summary;
    const terms = result.terms.map((t) => t.toLocaleLowerCase(htmlLang(this.locale))).filter(Boolean);
    const lower = source.toLocaleLowerCase(htmlLang(this.locale));
    const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), Infinity);
    const start = Number.isFinite(first) ? Math.max(0, first - 60) : 0;
    const end = Math.min(source.length, start + 180);
    const window = source.slice(start, end);
    return (start > 0 ? "…" : "") + highlight(window, terms) + (end < source.length ? "…" : "");
  }
}

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Escapes a text and wraps every occurrence of the terms in <mark>. */
function highlight(text: string, terms: string[]): string {
  const unique = [...new Set(terms)].filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
  if (unique.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${unique.map(escapeRegExp).join("|")})`, "giu");
  return text
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join("");
}

/** Visible text of article HTML, for indexing and snippets. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
