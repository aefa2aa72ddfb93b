import { foldForSearch } from "../../common/search-text";

/**
 * Filter boxes over server-rendered lists (`[data-filter-list]`, as on /servers): shows the
 * box, which stays hidden without JavaScript, and hides the items (`[data-search]`) whose
 * text does not contain what the visitor types, then the groups left empty; a status line
 * says when nothing matches. Groups that are `<details>` open while they hold matches and
 * return to how the visitor left them once the box is cleared. A link to a heading inside a
 * closed group's summary opens that group. Call again after the page body changes.
 */
export function enhanceListFilters(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>("[data-filter-list]")) {
    const input = list.querySelector<HTMLInputElement>("[data-filter-input]");
    const empty = list.querySelector<HTMLElement>("[data-filter-empty]");
    if (!input || input.dataset.enhanced !== undefined) continue;
    input.dataset.enhanced = "";
    const lang = input.lang || document.documentElement.lang;
    // Which groups were open before the visitor started typing, restored when the box is cleared.
    let openBefore: Map<HTMLDetailsElement, boolean> | null = null;
    const apply = () => {
      // Looked up on every keystroke: the runtime may start while the list is still streaming
      // in, and items that arrive after it must be filtered too.
      const items = Array.from(list.querySelectorAll<HTMLElement>("[data-search]"));
      const groups = Array.from(list.querySelectorAll<HTMLElement>("[data-filter-group]"));
      const query = foldForSearch(input.value.trim(), lang);
      for (const item of items) item.hidden = query !== "" && !item.dataset.search!.includes(query);
      if (query && !openBefore) {
        openBefore = new Map(groups.filter((g) => g instanceof HTMLDetailsElement).map((g) => [g, g.open]));
      }
      for (const group of groups) {
        group.hidden = !group.querySelector("[data-search]:not([hidden])");
        if (query && !group.hidden && group instanceof HTMLDetailsElement) group.open = true;
      }
      if (!query && openBefore) {
        for (const [group, open] of openBefore) group.open = open;
        openBefore = null;
      }
      if (empty) empty.hidden = items.some((item) => !item.hidden);
    };
    input.addEventListener("input", apply);
    // Typed before the rest of the list arrived: filter the whole list once it is complete.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => input.value && apply(), { once: true });
    input.closest<HTMLElement>("[hidden]")?.removeAttribute("hidden");
    // A value the browser restored (back/forward) applies at once.
    if (input.value) apply();
    // Jump links open the group they lead to before the browser scrolls to it.
    list.addEventListener("click", (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
      if (link) openGroupOf(list, link.hash.slice(1));
    });
    if (location.hash) openGroupOf(list, location.hash.slice(1));
  }
}

/** Opens the closed `<details>` group whose summary holds the element with this (URL-encoded) id. */
function openGroupOf(list: HTMLElement, hash: string): void {
  let id: string;
  try {
    id = decodeURIComponent(hash);
  } catch {
    return; // A malformed escape in the address (`#%E0`) names no group; the page must still start.
  }
  const target = id ? document.getElementById(id) : null;
  const summary = target?.closest("summary");
  if (summary && list.contains(summary) && summary.parentElement instanceof HTMLDetailsElement) summary.parentElement.open = true;
}
