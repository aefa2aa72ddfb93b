import { expect, test, type Page } from "@playwright/test";

// The first touch answers at once, even while React and the island's code are on their way
// (issue 26): the island's code is asked for on pointer down and focus, not on the click that
// follows, and a button pressed before the island woke shows it was pressed.

/** Holds the React chunk back until `release()`; `requested` settles once the page asked for it. */
async function holdReact(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  let requested!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { requested: asked, release };
}

test("pressing the pointer on the help search asks for the island's code before the button is released", async ({ page }) => {
  const react = await holdReact(page);
  await page.goto("/help");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const box = await page.locator("#search-q").boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await react.requested; // No click yet: the press alone woke the island.
  await expect(page.locator("[data-island][data-waking]")).toHaveCount(1);
  await page.mouse.up();
  react.release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("[data-island][data-waking]")).toHaveCount(0);
});

test("a vote pressed while the island's code is on its way shows the press at once, then the answer", async ({ page }) => {
  const react = await holdReact(page);
  await page.goto("/help/detail/install-windows");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const yes = page.locator(".helpful button").first();
  await yes.click();
  await react.requested;
  // The press shows while React is held back: the button is marked and looks busy.
  await expect(yes).toHaveAttribute("data-pending", "");
  await expect(yes).toHaveCSS("cursor", "progress");
  react.release();
  await expect(page.locator(".helpful [role=status]")).toBeVisible();
  // React took the island with its own markup: no marker is left behind.
  await expect(page.locator("[data-pending]")).toHaveCount(0);
  await expect(page.locator("[data-island][data-waking]")).toHaveCount(0);
});

test("the runtime's start-up, in slices, still enhances the /servers filter and prefetches the links in view", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (req) => {
    if (req.headers().purpose === "prefetch") prefetched.push(new URL(req.url()).pathname);
  });
  await page.goto("/servers");
  // The list filter is enhanced in a later slice of the start-up: it shows and filters.
  const filter = page.locator("[data-filter-input]");
  await expect(filter).toBeVisible();
  await filter.fill("japan");
  await expect(page.locator("[data-search]:not([hidden])")).toHaveCount(1);
  // Links in view are prefetched once the browser is idle.
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
});
