// The browser runtime, served from one fixed path (/app.js). Plain TypeScript:
// React is loaded only when the page has islands.
import "./styles/site.css";
import { enhanceDisclosures } from "./runtime/disclosures";
import { reloadOnceAfterChunkError } from "./runtime/chunk-guard";

function markHydrated(): void {
  document.documentElement.dataset.hydrated = "";
}

enhanceDisclosures(document);

const islands = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
if (islands.length === 0) {
  markHydrated();
} else {
  import("./hydrate")
    .then(({ hydrateIslands }) => hydrateIslands(islands))
    .then(markHydrated)
    .catch(reloadOnceAfterChunkError);
}
