import type { Locale } from "./locales.ts";
import { wordSegmenter } from "./intl-formats.ts";

/** Locales whose headings and labels are set in phrases (see common/phrases.ts for Thai). */
export const PHRASE_LOCALES: ReadonlySet<Locale> = new Set<Locale>(["ja", "zh"]);

/**
 * BudouX's phrases of `text`, kept apart only where `Intl.Segmenter` also sees a word boundary,
 * so a line can never end inside a word even where the model is unsure ("免费下|载" stays whole),
 * and never before or after a single Chinese or Japanese character.
 *
 * @example
 * joinAtWords("zh", ["免费下", "载"]) // ["免费下载"]
 */
export function joinAtWords(locale: Locale, cuts: readonly string[]): string[] {
  if (cuts.length < 2) return [...cuts];
  const text = cuts.join("");
  const words = new Set<number>();
  for (const s of wordSegmenter(locale).segment(text)) words.add(s.index);
  const out: string[] = [];
  let at = 0;
  // A lone Han or kana character (的, 和, 更) is a particle or half a word the model missed
  // ("连接磁|贴"): it stays with the phrase before it.
  const lone = (s: string) => [...s.replace(/[\p{P}\s]/gu, "")].length <= 1;
  for (const cut of cuts) {
    if (at === 0 || (words.has(at) && !lone(cut))) out.push(cut);
    else out[out.length - 1] += cut;
    at += cut.length;
  }
  if (out.length > 1 && lone(out[0]!)) out.splice(0, 2, out[0]! + out[1]!);
  return out;
}
