/**
 * What the service worker writes into saved HTML: the "saved copy from {date}" note, and the
 * offline page's list. The words are the page's own (rendered hidden by the server in its
 * language, see worker/ui/components/Layout.tsx and worker/ui/pages/OfflinePage.tsx); only dates,
 * titles and links are filled in here.
 */

export interface SavedEntry {
  path: string;
  title: string;
  savedAt: number;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot" } as Record<string, string>)[c]};`);

/** Shows the element with this id that the server rendered hidden. */
function reveal(html: string, id: string): string {
  return html.replace(new RegExp(`(<[a-z]+ id="${id}"[^>]*?) hidden=""`), "$1");
}

/** Hides the element with this id. */
function conceal(html: string, id: string): string {
  return html.replace(new RegExp(`(<[a-z]+ id="${id}")`), '$1 hidden=""');
}

function fillDate(html: string, time: number, format: (t: number) => string): string {
  const iso = new Date(time).toISOString().slice(0, 10);
  return html.replace(/<time data-saved-at=""><\/time>/, `<time data-saved-at="" datetime="${iso}">${escapeHtml(format(time))}</time>`);
}

/** A saved page as shown offline: its note says when it was saved, and by which version. */
export function markSavedCopy(html: string, savedAt: number, format: (t: number) => string, version: string): string {
  const shown = reveal(html, "saved-copy").replace('id="saved-copy"', `id="saved-copy" data-version="${escapeHtml(version)}"`);
  return fillDate(shown, savedAt, format);
}

/** The offline page with the visitor's saved pages listed, and the notes that apply. */
export function fillOfflinePage(
  html: string,
  list: readonly SavedEntry[],
  format: (t: number) => string,
  status: { ip?: boolean; removed?: boolean },
): string {
  const items = [...list]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map(
      (e) =>
        `<li><a href="${escapeHtml(e.path)}">${escapeHtml(e.title)}</a> <time datetime="${new Date(e.savedAt).toISOString().slice(0, 10)}">${escapeHtml(format(e.savedAt))}</time></li>`,
    )
    .join("");
  let out = html.replace(/(<ul id="saved-help"[^>]*>)(<\/ul>)/, `$1${items}$2`);
  if (list.length) out = reveal(conceal(out, "saved-none"), "saved-remove");
  if (status.ip) out = reveal(out, "offline-ip");
  if (status.removed) out = reveal(out, "saved-removed");
  return out;
}
