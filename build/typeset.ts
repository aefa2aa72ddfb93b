import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser } from "budoux";
import type { Locale } from "../common/locales.ts";
import { joinAtWords, PHRASE_LOCALES } from "../common/phrase-cuts.ts";

/**
 * Typesetting of article HTML at compile time, before it is sanitized: what CSS cannot do alone.
 *
 * @example
 * labelTables("<table><thead><tr><th>Data</th></tr></thead><tbody><tr><td>IP</td></tr></tbody></table>")
 * // … <td data-label="Data">IP</td> …
 */

/** Every body cell of a table labelled with its column's header (`data-label`), for the stacked phone layout. */
export function labelTables(html: string): string {
  return html.replace(/<table\b[^>]*>[\s\S]*?<\/table>/g, (table) => {
    const head = /<thead\b[^>]*>([\s\S]*?)<\/thead>/.exec(table)?.[1];
    if (!head) return table;
    const labels: string[] = [];
    for (const m of head.matchAll(/<th\b([^>]*)>([\s\S]*?)<\/th>/g)) {
      const span = Number(/colspan="(\d+)"/.exec(m[1]!)?.[1] ?? 1);
      const label = m[2]!
        .replace(/<[^>]+>/g, "")
        .replace(/"/g, "&quot;")
        .replace(/\s+/g, " ")
        .trim();
      for (let i = 0; i < span; i++) labels.push(label);
    }
    return table.replace(/<tbody\b[^>]*>[\s\S]*?<\/tbody>/g, (body) =>
      body.replace(/<tr\b[^>]*>[\s\S]*?<\/tr>/g, (row) => {
        let col = 0;
        return row.replace(/<(td|th)\b([^>]*)>/g, (cell, tag: string, attrs: string) => {
          const label = labels[col];
          col += Number(/colspan="(\d+)"/.exec(attrs)?.[1] ?? 1);
          return tag === "td" && label ? `<td${attrs} data-label="${label}">` : cell;
        });
      }),
    );
  });
}

/**
 * Japanese and Chinese headings and table headers set in phrases, as `Phrases` does for the
 * pages: `<wbr>` between phrases (the stylesheet's keep-all forbids other breaks there).
 */
export function phraseHeadings(html: string, locale: Locale): string {
  if (!PHRASE_LOCALES.has(locale)) return html;
  return html.replace(/<(h[1-6]|th)\b([^>]*)>([\s\S]*?)<\/\1>/g, (_, tag: string, attrs: string, inner: string) => {
    // Text between tags, and between entities, so neither is ever cut.
    const set = inner.replace(
      /(<[^>]+>|&[#\w]+;)|([^<&]+)/g,
      (all, markup: string | undefined, text: string | undefined) => markup ?? phraseText(text ?? all, locale),
    );
    return `<${tag}${attrs}>${set}</${tag}>`;
  });
}

// Build time, in Node: the package's own loaders (the worker's bundle uses common/phrases.ts).
const parsers = { ja: loadDefaultJapaneseParser(), zh: loadDefaultSimplifiedChineseParser() };

function phraseText(text: string, locale: Locale): string {
  const list = locale === "ja" || locale === "zh" ? joinAtWords(locale, parsers[locale].parse(text)) : [text];
  if (list.length < 2) return text;
  return list.join("<wbr>");
}
