import { foldForSearch } from "../../common/search-text";

/**
 * Filter boxes over server-rendered lists (`[data-filter-list]`, as on /servers): shows the
 * box, which stays hidden without JavaScript, and hides the items (`[data-search]`) whose
 * text does not contain what the visitor types, then the groups left empty; a status line
 * says when nothing matches. Call again after the page body changes.
 */
export function enhanceListFilters(root: ParentNode): void {
  for (const list of root.querySelectorAll<HTMLElement>("[data-filter-list]")) {
    const input = list.querySelector<HTMLInputElement>("[data-filter-input]");
    const empty = list.querySelector<HTMLElement>("[data-filter-empty]");
    if (!input || input.dataset.enhanced !== undefined) continue;
    input.dataset.enhanced = "";
    const lang = input.lang || document.documentElement.lang;
    const apply = () => {
      // Looked up on every keystroke: the runtime may start while the list is still streaming
      // in, and items that arrive after it must be filtered too.
      const items = Array.from(list.querySelectorAll<HTMLElement>("[data-search]"));
      const groups = Array.from(list.querySelectorAll<HTMLElement>("[data-filter-group]"));
      const query = foldForSearch(input.value.trim(), lang);
      for (const item of items) item.hidden = query !== "" && !item.dataset.search!.includes(query);
      for (const group of groups) group.hidden = !group.querySelector("[data-search]:not([hidden])");
      if (empty) empty.hidden = items.some((item) => !item.hidden);
    };
    input.addEventListener("input", apply);
    // Typed before the rest of the list arrived: filter the whole list once it is complete.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => input.value && apply(), { once: true });
    input.closest<HTMLElement>("[hidden]")?.removeAttribute("hidden");
    // A value the browser restored (back/forward) applies at once.
    if (input.value) apply();
  }
}
