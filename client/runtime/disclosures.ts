/**
 * The header's menus work without JavaScript: the groups and the language list are <details>
 * elements, and the phone menu's button is the label of a checkbox (#menu-toggle). This adds what
 * a visitor expects of a menu: one open at a time, Escape closes the innermost open one (focus
 * back on its button), a click outside closes a dropdown; and the phone menu's checkbox is
 * announced as a button with aria-expanded. Listeners sit on the document, so they outlive the
 * body swaps of in-site navigation; call `markMenuButton` again on each new body.
 */
export function enhanceDisclosures(root: Document): void {
  const menus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>(".site-header details"));
  const toggle = () => root.querySelector<HTMLInputElement>("#menu-toggle");
  markMenuButton(root);
  root.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const d of menus()) if (d !== opened && !d.contains(opened)) d.open = false;
    },
    true,
  );
  root.addEventListener("change", (event) => {
    if (event.target === toggle()) syncExpanded(event.target as HTMLInputElement);
  });
  root.addEventListener("keydown", (event) => {
    const menu = toggle();
    // A checkbox answers Space only; as a button it answers Enter too.
    if (event.key === "Enter" && menu && event.target === menu) {
      event.preventDefault();
      menu.click();
      return;
    }
    if (event.key !== "Escape") return;
    const open = menus().filter((d) => d.open);
    for (const d of open) {
      d.open = false;
      d.querySelector("summary")?.focus();
    }
    if (open.length === 0 && menu?.checked) {
      menu.checked = false;
      syncExpanded(menu);
      menu.focus();
    }
  });
  root.addEventListener("click", (event) => {
    for (const d of menus()) if (d.open && !d.contains(event.target as Node)) d.open = false;
  });
}

/** Announces the phone menu's checkbox as a button that expands the menu (it says "Menu" or "Close"). */
export function markMenuButton(root: Document): void {
  const menu = root.querySelector<HTMLInputElement>("#menu-toggle");
  if (!menu) return;
  menu.setAttribute("role", "button");
  syncExpanded(menu);
}

function syncExpanded(menu: HTMLInputElement): void {
  menu.setAttribute("aria-expanded", String(menu.checked));
}
