/** Set by Vite's `define` at build time; changes with every build. */
declare const __BUILD_ID__: string;
/** The build's date (YYYY-MM-DD), the lastmod of pages that are not articles. */
declare const __BUILD_DATE__: string;

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
