/**
 * A link to one entry of a list page (`/help/faq#how-do-i-cancel`, a help search result) opens
 * that entry: its `<details>` is the link's target, and a closed one would hide the answer the
 * visitor came for. Without JavaScript the entry is still reached, closed.
 */
export function openLinkedEntry(root: Document): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? root.getElementById(id) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
}
