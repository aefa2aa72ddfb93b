import { htmlLang, type Locale } from "../../common/locales.ts";
import { wordSegmenter } from "../../common/intl-formats.ts";

/** How much text a snippet shows, in UTF-16 units, and how much of it comes before the first match. */
const SNIPPET_LENGTH = 180;
const BEFORE_MATCH = 60;
/** A "word" longer than this (a URL, a run the segmenter cannot split) is cut rather than shown whole. */
const LONGEST_WORD = 30;

/**
 * About 180 characters of a text around its first matched term, escaped, with the terms in
 * <mark>. Both ends fall on word boundaries of the page's language (`Intl.Segmenter`, so Thai,
 * Japanese and Chinese, written without spaces, are cut between words too), and an ellipsis
 * marks each end where text was left out.
 *
 * @example snippet("Turn on the kill switch in Settings.", ["kill"], "en") // "Turn on the <mark>kill</mark> switch in Settings."
 */
export function snippet(source: string, matched: readonly string[], locale: Locale): string {
  const lang = htmlLang(locale);
  const terms = matched.map((t) => t.toLocaleLowerCase(lang)).filter(Boolean);
  const lower = source.toLocaleLowerCase(lang);
  const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), Infinity);
  const from = Number.isFinite(first) ? Math.max(0, first - BEFORE_MATCH) : 0;
  const [start, end] = wordWindow(source, from, Math.min(source.length, from + SNIPPET_LENGTH), lang);
  const window = source.slice(start, end);
  return (start > 0 ? "…" : "") + highlight(window, terms) + (end < source.length ? "…" : "");
}

/**
 * The window [from, to) moved onto word boundaries: a word cut at the start is skipped, one cut
 * at the end is left out, and spaces and punctuation at the start are dropped. A word longer
 * than LONGEST_WORD is cut where it falls, as no boundary near it would keep the snippet short.
 */
function wordWindow(source: string, from: number, to: number, lang: string): [number, number] {
  const segments = wordSegmenter(lang).segment(source);
  let start = from;
  if (start > 0) {
    const at = segments.containing(start);
    if (at && at.index < start && at.segment.length <= LONGEST_WORD) start = at.index + at.segment.length;
    // Open on a word, not on the space or comma after the one left out.
    for (let s = segments.containing(start); s && !s.isWordLike && start < to; s = segments.containing(start)) {
      start = s.index + s.segment.length;
    }
  }
  let end = to;
  if (end < source.length) {
    const at = segments.containing(end);
    if (at && at.index < end && at.index > start && at.segment.length <= LONGEST_WORD) end = at.index;
  }
  // A text that is all punctuation (or a window emptied by the moves) keeps its original cut.
  if (start >= end) return [from, to];
  while (end > start && /\s/u.test(source[end - 1]!)) end--;
  return [start, end];
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
