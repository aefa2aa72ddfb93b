import type { Locale } from "../../common/locales.ts";
import { tokens, type Token } from "./search-text.ts";

/** How much text a snippet shows, in UTF-16 units, and how much of it comes before the first match. */
const SNIPPET_LENGTH = 180;
const BEFORE_MATCH = 60;
/** Matches are looked for this far into a text: enough for a help article's first sections, bounded for a long one. */
const SCANNED = 6000;

/**
 * About 180 characters of a text around its first matched word, escaped, with the matched words
 * in <mark>. A word is matched when its index term (search-text.ts: stemmed, accents folded) is
 * one of `matched`, or when it and the next word, hyphenated, form one ("Wi-Fi" for "wifi"). Both
 * ends fall on word boundaries of the page's language (`Intl.Segmenter`, so Thai, Japanese and
 * Chinese, written without spaces, are cut between words too), and an ellipsis marks each end
 * where text was left out.
 *
 * @example snippet("Turn on the kill switch in Settings.", new Set(["kill"]), "en") // "Turn on the <mark>kill</mark> switch in Settings."
 */
export function snippet(source: string, matched: ReadonlySet<string>, locale: Locale): string {
  const words = tokens(source.length > SCANNED ? source.slice(0, source.lastIndexOf(" ", SCANNED) + 1 || SCANNED) : source, locale);
  const marked: Token[] = [];
  for (const [i, w] of words.entries()) {
    if (matched.has(w.term)) marked.push(w);
    else if (w.joined && matched.has(w.joined)) marked.push(w, words[i + 1]!);
  }
  // Open on the first word at most BEFORE_MATCH before the first match; close on the last word that fits.
  const first = marked[0]?.index ?? 0;
  const opening = words.find((w) => w.index >= first - BEFORE_MATCH && w.index <= first);
  const start = opening && first > 0 ? opening.index : 0;
  let end = source.length;
  if (end - start > SNIPPET_LENGTH) {
    const last = words.findLast((w) => w.end <= start + SNIPPET_LENGTH && w.index >= start);
    end = last ? last.end : start + SNIPPET_LENGTH;
    // Keep the punctuation that closes the last word's sentence or clause.
    const close = /^[\p{Pe}\p{Pf}.!?。！？،؟…]*/u.exec(source.slice(end))![0];
    end += close.length;
  }
  const inWindow = marked.filter((w) => w.index >= start && w.end <= end);
  let html = "";
  let at = start;
  for (const w of inWindow) {
    if (w.index < at) continue;
    html += `${escapeHtml(source.slice(at, w.index))}<mark>${escapeHtml(source.slice(w.index, w.end))}</mark>`;
    at = w.end;
  }
  html += escapeHtml(source.slice(at, end));
  return (start > 0 ? "…" : "") + html.trim() + (end < source.length ? "…" : "");
}

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
