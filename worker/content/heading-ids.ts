/**
 * Gives every h2 and h3 of article HTML that has none an id, for tables of contents and
 * links: a slug of its text, or `section-N` (h2) and `section-N-M` (the M-th h3 under it)
 * where the text has no Latin letters (Chinese, Arabic and the like). The same text gives
 * the same id on every build; a repeated one gets its position appended.
 *
 * @example withHeadingIds("<h2>Who charges you</h2><h3>Android</h3>") // '<h2 id="who-charges-you">…<h3 id="android">…'
 */
export function withHeadingIds(html: string): string {
  const seen = new Set<string>(Array.from(html.matchAll(/<h[23][^>]*\sid="([^"]*)"/g), (m) => m[1]!));
  let h2 = 0;
  let h3 = 0;
  return html.replace(/<(h[23])((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/g, (whole, tag: string, attrs: string, inner: string) => {
    if (tag === "h2") {
      h2++;
      h3 = 0;
    } else h3++;
    if (/\sid=/.test(attrs)) return whole;
    const text = inner
      .replace(/<[^>]+>/g, "")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase();
    const fallback = tag === "h2" ? `section-${h2}` : `section-${h2}-${h3}`;
    let id =
      text
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")
        .slice(0, 60) || fallback;
    const position = tag === "h2" ? `${h2}` : `${h2}-${h3}`;
    while (seen.has(id)) id = `${id}-${position}`;
    seen.add(id);
    return `<${tag}${attrs} id="${id}">${inner}</${tag}>`;
  });
}
