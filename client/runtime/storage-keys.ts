/**
 * Every key the site keeps in the visitor's browser storage. The privacy policy names each
 * of them (tests/node/privacy-policy.test.ts fails otherwise), so a new key goes here first.
 */
export const STORAGE_KEYS = {
  /** sessionStorage: the time of the one automatic reload after a deploy (./chunk-guard.ts). */
  chunkReload: "chunk-reload-at",
  /** sessionStorage: scroll positions of this tab's pages, for Back (./navigation.ts). */
  scroll: "scroll-positions",
  /** sessionStorage: the download list, loaded once per session (./downloads.ts). */
  downloads: "downloads",
  /** sessionStorage: the visitor's address and whether it is ours, for the header's status line (./ip-status.ts). */
  ipStatus: "ip-status",
  /** localStorage: "Was this article helpful?" answers, one key per article id after the prefix. */
  helpfulPrefix: "helpful:",
} as const;
