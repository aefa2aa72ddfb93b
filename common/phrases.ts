import { jaModel, Parser, zhHansModel } from "budoux";
import type { Locale } from "./locales.ts";
import { joinAtWords, PHRASE_LOCALES } from "./phrase-cuts.ts";

/**
 * Phrase-aware line breaking for Japanese and Chinese, written without spaces between words:
 * BudouX, Google's phrase model, cuts a text into phrases where the server renders it (never in
 * the browser), and `joinAtWords` keeps only cuts between words. Thai is not here: BudouX's Thai
 * model cuts below the word ("น|โยบาย", "ฟ|รี"), so Thai keeps the browser's dictionary breaks.
 *
 * @example
 * phrases("ja", "ワンタップでプライベートに接続") // ["ワンタップで", "プライベートに", "接続"]
 */

export { PHRASE_LOCALES };

const parsers = new Map<Locale, Parser>();

// Built on a locale's first use, once per isolate: a model is immutable weights.
function parser(locale: Locale): Parser | undefined {
  if (!PHRASE_LOCALES.has(locale)) return undefined;
  let p = parsers.get(locale);
  if (!p) {
    p = new Parser(locale === "ja" ? jaModel : zhHansModel);
    parsers.set(locale, p);
  }
  return p;
}

/** `text` as phrases that should not be broken inside (the whole text when the locale needs none). */
export function phrases(locale: Locale, text: string): string[] {
  const p = parser(locale);
  if (!p || text.length < 2) return [text];
  return joinAtWords(locale, p.parse(text));
}
