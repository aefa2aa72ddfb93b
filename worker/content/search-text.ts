import { htmlLang, type Locale } from "../../common/locales.ts";
import { wordSegmenter } from "../../common/intl-formats.ts";
import { stemmerOf } from "./search-stemmers.ts";

/**
 * How the search turns text into terms, the same for the index (at build time) and for a query:
 * words by `Intl.Segmenter` (so Chinese, Japanese, Korean and Thai split into words too), in the
 * language's lower case, stemmed where a Snowball stemmer exists for the language, then folded:
 * compatibility forms unified (full-width Latin), accents and tone marks dropped where a reader
 * may leave them out (Vietnamese, French, Czech…), and Arabic written without its diacritics and
 * with one form of alef, yeh and teh marbuta.
 */

/** Scripts whose combining marks are part of the letter, not an optional accent: dropping them would merge different words. */
const KEEPS_MARKS = new Set<Locale>(["th", "in", "ja", "ko", "zh"]);
/** Letters that do not decompose into a base and a mark but are typed as one: ß, đ, ł, ø, and Arabic's letter variants. */
const LETTERS: Record<string, string> = { ß: "ss", đ: "d", ł: "l", ø: "o", æ: "ae", œ: "oe", ı: "i", ة: "ه", ى: "ي", "\u0640": "" };
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "gu");

/** Whether every query word also stands for the longer words it begins: where words are spaced and no stemmer joins their forms. */
export const prefixesEverywhere = (locale: Locale) => !stemmerOf(locale) && !KEEPS_MARKS.has(locale);

/** Words already turned into terms, per language: texts repeat their words, and stemming is the costly step. */
const known = new Map<Locale, Map<string, string>>();
const KNOWN_WORDS = 50_000;

/** A word as the index holds it: lower case, stemmed, folded (see above). */
export function termOf(word: string, locale: Locale): string {
  let terms = known.get(locale);
  if (!terms) known.set(locale, (terms = new Map()));
  let term = terms.get(word);
  if (term === undefined) {
    const lower = word.toLocaleLowerCase(htmlLang(locale));
    const stem = stemmerOf(locale);
    term = fold(stem ? stem(lower) : lower, locale);
    if (terms.size >= KNOWN_WORDS) terms.clear();
    terms.set(word, term);
  }
  return term;
}

/** Lower-case text without the marks a reader may leave out (not stemmed). */
function fold(text: string, locale: Locale): string {
  let s = text.normalize("NFKD");
  if (!KEEPS_MARKS.has(locale)) s = s.replace(/\p{M}/gu, "");
  return s.replace(LETTER_PATTERN, (c) => LETTERS[c]!).normalize("NFC");
}

/** One word of a text and where it stands, with the word it forms when joined to the next by a hyphen ("Wi-Fi" → "wifi"). */
export interface Token {
  term: string;
  index: number;
  end: number;
  /** The term of this word and the next written as one, when a hyphen (or nothing) joins them. */
  joined?: string;
}

/**
 * The tokens of a text, one at a time, so that a reader may stop early (a snippet stops once its
 * window is read). A token's `joined` is set when the word after it is read.
 */
export function* tokenStream(text: string, locale: Locale): Generator<Token> {
  let joiner = false;
  let previous: Token | undefined;
  for (const s of wordSegmenter(htmlLang(locale)).segment(text)) {
    if (!s.isWordLike) {
      joiner = previous !== undefined && /^[-‐‑]$/u.test(s.segment) && previous.end === s.index;
      continue;
    }
    const term = termOf(s.segment, locale);
    if (!term) continue;
    if (joiner && previous && previous.end + 1 === s.index)
      previous.joined = termOf(text.slice(previous.index, previous.end) + s.segment, locale);
    joiner = false;
    previous = { term, index: s.index, end: s.index + s.segment.length };
    yield previous;
  }
}

/** The tokens of a text: each word's term and place; hyphenated pairs also as one joined term. */
export function tokens(text: string, locale: Locale): Token[] {
  return [...tokenStream(text, locale)];
}

/** Phrases of several words (a language's synonyms) as index terms, by their first word's term. */
export type Phrases = ReadonlyMap<string, readonly (readonly string[])[]>;

/** The index term of a phrase of several words: its words' terms, spaced (no single word's term holds a space). */
export const phraseTerm = (terms: readonly string[]) => terms.join(" ");

/** The phrases of a list of synonym groups, as `indexTerms` looks for them. */
export function phrasesOf(groups: readonly (readonly string[])[], locale: Locale): Phrases {
  const out = new Map<string, string[][]>();
  for (const phrase of groups.flat()) {
    const terms = tokens(phrase, locale).map((t) => t.term);
    if (terms.length > 1) out.set(terms[0]!, [...(out.get(terms[0]!) ?? []), terms]);
  }
  return out;
}

/** The terms a field contributes to the index: every word's, every hyphenated pair's joined form, and every phrase of `phrases` it holds. */
export function indexTerms(text: string, locale: Locale, phrases: Phrases = new Map()): { terms: string[]; length: number } {
  const found = tokens(text, locale);
  const terms = found.map((t) => t.term);
  found.forEach((t, i) => {
    if (t.joined) terms.push(t.joined);
    for (const phrase of phrases.get(t.term) ?? []) {
      if (phrase.every((p, k) => terms[i + k] === p)) terms.push(phraseTerm(phrase));
    }
  });
  return { terms, length: new Set(found.map((t) => t.term)).size };
}
