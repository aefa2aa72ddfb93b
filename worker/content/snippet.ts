import type { Locale } from "../../common/locales.ts";
import { tokenStream, type Token } from "./search-text.ts";

/** How much text a snippet shows, in UTF-16 units, and how much of it comes before the first match. */
const SNIPPET_LENGTH = 180;
const BEFORE_MATCH = 60;
/** Matches are looked for this far into a text: enough for a help article's first sections, bounded for a long one. */
const SCANNED = 6000;
/** Words read past the end of the first match's window, so the window's last word is whole. */
const READ_PAST = 40;

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
  const words: Token[] = [];
  const marked: Token[] = [];
  // Words are read only until the first match's window is complete (with a margin): splitting and
  // stemming every word of ten articles was most of a search page's render.
  let readUntil = Number.POSITIVE_INFINITY;
  for (const w of tokenStream(
    source.length > SCANNED ? source.slice(0, source.lastIndexOf(" ", SCANNED) + 1 || SCANNED) : source,
    locale,
  )) {
    const previous = words.at(-1);
    // The previous word's joined form is known once this word is read.
    if (previous && !matched.has(previous.term) && previous.joined && matched.has(previous.joined)) marked.push(previous, w);
    words.push(w);
    if (matched.has(w.term)) marked.push(w);
    if (marked.length > 0 && readUntil === Number.POSITIVE_INFINITY) readUntil = marked[0]!.index + SNIPPET_LENGTH + READ_PAST;
    if (w.index > readUntil) break;
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
