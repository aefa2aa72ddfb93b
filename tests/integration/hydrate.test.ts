import { describe, expect, it } from "vitest";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server.edge";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import Island from "../../worker/ui/components/Island";
import { islandModules } from "../../client/hydrate";
import { byIslandName, islandName } from "../../client/islands/names";
import HelpfulVote from "../../client/islands/HelpfulVote";

const islands = byIslandName(import.meta.glob<{ default: unknown }>("../../client/islands/*.tsx", { eager: true }));

/** Server-renders `component` as an island. */
function render<P extends object>(component: ComponentType<P>, props: P): string {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  return renderToString(createElement(I18nProvider, { i18n }, createElement(Island<P>, { component, props })));
}

/** A component outside client/islands, which the server must refuse to mark. */
const NotAnIsland = () => null;

describe("islands", () => {
  it("are named by their file", () => {
    expect(islandName("../islands/HelpfulVote.tsx")).toBe("HelpfulVote");
    expect([...islands.keys()].sort()).toEqual(["HelpfulVote", "SearchBox"]);
  });

  it("each export one component by default, named as its file", () => {
    for (const [name, module] of islands) expect((module.default as { name?: string } | undefined)?.name, name).toBe(name);
  });

  it("can all be loaded by hydrate.tsx, under the names the server marks them with", () => {
    expect([...islandModules.keys()].sort()).toEqual([...islands.keys()].sort());
    expect(render(HelpfulVote, { articleId: "a", lang: "en" })).toContain('data-island="HelpfulVote"');
  });

  it("are the only components the server can mark for hydration", () => {
    expect(() => render(NotAnIsland, {})).toThrow(/NotAnIsland is not the default export of a file in client\/islands/);
  });
});
