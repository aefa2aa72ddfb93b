import type { ComponentType } from "react";
import { useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { byIslandName } from "./islands/names";

// Loaded by the runtime (client/runtime/islands.ts) when the visitor first reaches for an
// island: this chunk carries React. Each island and each locale's catalog is its own chunk.
/** Each island's loader, by the name the server marks it with: its file's (see islands/names.ts). */
export const islandModules = byIslandName(import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>("./islands/*.tsx"));
const catalogs = import.meta.glob<Messages>("../locales/*/messages.po", { import: "messages" });

let i18nOfPage: { locale: string; i18n: Promise<I18n> } | undefined;

/** The page's locale with its catalog, loaded once for all the islands of the page (and the next ones in that locale). */
function pageI18n(): Promise<I18n> {
  const locale = document.documentElement.dataset.locale ?? "en";
  if (i18nOfPage?.locale !== locale) {
    const loadCatalog = catalogs[`../locales/${locale}/messages.po`] ?? catalogs["../locales/en/messages.po"]!;
    const i18n = loadCatalog().then((messages) => setupI18n({ locale, messages: { [locale]: messages } }));
    i18nOfPage = { locale, i18n };
    i18n.catch(() => (i18nOfPage = undefined)); // A failed load is tried again next time.
  }
  return i18nOfPage.i18n;
}

/** Calls `onDone` once its subtree has committed, i.e. the island is hydrated. */
function Hydrated({ onDone, children }: { onDone: () => void; children: React.ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * Hydrates one island with the server's locale and catalog: calls `handOver` just before
 * React takes the element and resolves with its root (to unmount it on navigation) once it is
 * interactive. Rejects when a chunk cannot be loaded.
 */
export async function hydrateIsland(element: HTMLElement, handOver: () => void): Promise<Root> {
  const load = islandModules.get(element.dataset.island ?? "");
  if (!load) throw new Error(`Unknown island "${element.dataset.island}"`);
  const [i18n, { default: Island }] = await Promise.all([pageI18n(), load()]);
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  return new Promise<Root>((resolve) => {
    handOver();
    const root = hydrateRoot(
      element,
      <I18nProvider i18n={i18n}>
        <Hydrated onDone={() => resolve(root)}>
          <Island {...props} />
        </Hydrated>
      </I18nProvider>,
    );
  });
}
