import type { ComponentType } from "react";
import { useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { byIslandName } from "./islands/names";

// Each island and each locale's catalog is its own chunk, loaded on demand.
/** Each island's loader, by the name the server marks it with: its file's (see islands/names.ts). */
export const islandModules = byIslandName(import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>("./islands/*.tsx"));
const catalogs = import.meta.glob<Messages>("../locales/*/messages.po", { import: "messages" });

/** Calls `onDone` once its subtree has committed, i.e. the island is hydrated. */
function Hydrated({ onDone, children }: { onDone: () => void; children: React.ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * Hydrates every island with the server's locale and catalog; resolves with their
 * roots (to unmount them on navigation) when all of them are interactive. Rejects
 * when a chunk cannot be loaded.
 */
export async function hydrateIslands(elements: HTMLElement[]): Promise<Root[]> {
  const locale = document.documentElement.dataset.locale ?? "en";
  const loadCatalog = catalogs[`../locales/${locale}/messages.po`] ?? catalogs["../locales/en/messages.po"]!;
  const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog() } });
  return Promise.all(
    elements.map(async (element) => {
      const load = islandModules.get(element.dataset.island ?? "");
      if (!load) throw new Error(`Unknown island "${element.dataset.island}"`);
      const { default: Island } = await load();
      const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
      return new Promise<Root>((resolve) => {
        const root = hydrateRoot(
          element,
          <I18nProvider i18n={i18n}>
            <Hydrated onDone={() => resolve(root)}>
              <Island {...props} />
            </Hydrated>
          </I18nProvider>,
        );
      });
    }),
  );
}
