// The browser runtime, served from one fixed path (/app.js). Plain TypeScript:
// React is loaded only when the visitor reaches for an island.
import "./styles/site.css";
import { enhanceDisclosures, markMenuButton } from "./runtime/disclosures";
import { reloadOnceAfterChunkError } from "./runtime/chunk-guard";
import { createLoadingBar } from "./runtime/loading-bar";
import { siteApi } from "./runtime/site-api";
import { trackConnectivity } from "./runtime/connectivity";
import { createPrefetcher } from "./runtime/prefetch";
import { startNavigation } from "./runtime/navigation";
import { reportCampaignLanding } from "./runtime/campaign";
import { applyDownloads, sessionDownloads, trackDownloadClicks } from "./runtime/downloads";
import { enhanceListFilters } from "./runtime/list-filter";
import { showIpStatus } from "./runtime/ip-status";
import { enhanceConnectionCheck } from "./runtime/connection-check";
import { wakeIslandsOnDemand } from "./runtime/islands";
import { registerOfflineHelp } from "./runtime/offline-help";
import { runSteps, yieldToMain } from "./runtime/slices";
import { openLinkedEntry } from "./runtime/open-entry";

const html = document.documentElement;
let sleepIslands = () => {};

/**
 * Watches the page's islands; `data-hydrated` on <html> says every island the visitor has
 * reached for is interactive (so it is there at once on a page whose islands are untouched).
 */
function watchIslands(): void {
  sleepIslands = wakeIslandsOnDemand(
    document,
    () => import("./hydrate"),
    (all) => (all ? (html.dataset.hydrated = "") : delete html.dataset.hydrated),
    reloadOnceAfterChunkError,
  );
}

const api = siteApi();
const bar = createLoadingBar();
// The bar follows the API calls in flight too, and shows when one of them fails.
let inFlight = 0;
api.subscribe((now, failed) => {
  if (now > inFlight) bar.start();
  else if (now < inFlight) bar.finish(!failed);
  inFlight = now;
});

const prefetch = createPrefetcher(location.origin);
const offlineHelp = registerOfflineHelp(__BUILD_ID__);
// The download list is asked for after the first yield (below), not while the module runs.
let downloads: ReturnType<typeof sessionDownloads> | undefined;
const downloadList = () => (downloads ??= sessionDownloads(api));
const navigation = startNavigation({
  bar,
  prefetch,
  connectivity: trackConnectivity(() => navigation.resync()),
  offlineHelp: offlineHelp.active,
  beforeSwap() {
    sleepIslands();
    delete html.dataset.hydrated;
  },
  onSwap() {
    openLinkedEntry(document);
    markMenuButton(document);
    enhanceListFilters(document);
    enhanceConnectionCheck(document, html.dataset.locale ?? "en");
    void showIpStatus(document, api, html.dataset.locale ?? "en");
  },
  afterSwap() {
    watchIslands();
    prefetch.observe(document);
    offlineHelp.visited(location.href);
    void downloadList().then((list) => applyDownloads(document, list));
  },
});

// What a first tap or keystroke needs runs at once: the menus' keys and the islands' wake-up.
enhanceDisclosures(document);
// A link to a troubleshooting or FAQ entry (from the help search) opens that entry.
openLinkedEntry(document);
addEventListener("hashchange", () => openLinkedEntry(document));
watchIslands();
// The rest in short slices, starting after the first yield, so that no task of the runtime's
// start-up blocks the main thread (issue 26): its requests and page scans wait until the
// browser has painted and handled what was waiting; the prefetcher then looks at the page's
// links when the browser is idle.
void yieldToMain().then(() =>
  runSteps([
    () => trackDownloadClicks(api),
    () => enhanceListFilters(document),
    () => enhanceConnectionCheck(document, html.dataset.locale ?? "en"),
    () => void showIpStatus(document, api, html.dataset.locale ?? "en"),
    () => reportCampaignLanding(api, location.href),
    () => void downloadList().then((list) => applyDownloads(document, list)),
    () => prefetch.observe(document),
  ]),
);
