/**
 * Text as the server list's filter compares it: no accents, lower case in the page's
 * language. The server writes it into each country's `data-search`; the browser folds what
 * the visitor types the same way (client/runtime/list-filter.ts).
 */
export function foldForSearch(text: string, lang: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(lang);
}
