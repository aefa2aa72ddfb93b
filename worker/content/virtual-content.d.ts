declare module "virtual:content" {
  import type { Article, ArticleMeta } from "./schema";
  import type { DownloadList } from "../api/schemas";
  /** Every article; with its HTML only when `bodies` is "inline". */
  export const articles: (ArticleMeta & { html?: string })[];
  export const downloads: DownloadList;
  /** "inline" in tests and the dev server; "assets" in a production build (see vite-plugin.ts). */
  export const bodies: "inline" | "assets";
  export type { Article };
}
