import type { ComponentType } from "react";
import { byIslandName } from "../../../client/islands/names";
import { NoPhrases } from "./Phrases";

// Every island module, to name a component by its file: the server renders them all anyway.
const islandModules = byIslandName(import.meta.glob<{ default: unknown }>("../../../client/islands/*.tsx", { eager: true }));
const names = new Map(Array.from(islandModules, ([name, module]) => [module.default, name]));

interface Props<P extends object> {
  /** The default export of a file in client/islands/, whose name is the island's. */
  component: ComponentType<P>;
  props: P;
}

/**
 * Renders an interactive component on the server and marks it for hydration:
 * the browser entry finds `data-island`, loads `client/islands/{name}.tsx` and
 * hydrates it with the JSON props. Props must be plain JSON.
 */
export default function Island<P extends object>({ component: Component, props }: Props<P>) {
  const name = names.get(Component);
  // Anything else could not be hydrated: hydrate.tsx loads islands by file name only.
  if (name === undefined)
    throw new Error(`Island: ${Component.displayName ?? Component.name} is not the default export of a file in client/islands/`);
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {/* The browser renders the island without Phrases: so must the server, for hydration to match. */}
      <NoPhrases>
        <Component {...props} />
      </NoPhrases>
    </div>
  );
}
