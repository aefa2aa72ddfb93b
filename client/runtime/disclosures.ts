/**
 * The header's menus are <details> elements that work without JavaScript.
 * This adds what a visitor expects of a menu: one open at a time, Escape
 * closes it (focus back on its summary), a click outside closes it.
 */
export function enhanceDisclosures(root: Document): void {
  const menus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>(".site-header details"));
  root.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const d of menus()) if (d !== opened && !d.contains(opened)) d.open = false;
    },
    true,
  );
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const d of menus()) {
      if (!d.open) continue;
      d.open = false;
      d.querySelector("summary")?.focus();
    }
  });
  root.addEventListener("click", (event) => {
    for (const d of menus()) if (d.open && !d.contains(event.target as Node)) d.open = false;
  });
}
