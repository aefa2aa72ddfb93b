declare module "virtual:content" {
  import type { Article, ArticleMeta } from "../../common/schemas/content";
  import type { DownloadList } from "../../common/schemas/api";
  /** Every article, without its body. */
  export const articles: ArticleMeta[];
  export const downloads: DownloadList;
  /** Each language's search synonym groups (content/synonyms/{locale}.json), for indexes built in memory. */
  export const synonyms: Partial<Record<string, string[][]>>;
  /** "modules" in tests and the dev server; "assets" in a production build (see build/content-plugin.ts). */
  export const bodies: "modules" | "assets";
  /** Under "modules": the bodies of one locale and type, `{ id: html }`, by `{locale}/{type}`, loaded on first use. */
  export const bodyModules: Record<string, () => Promise<{ default: Record<string, string> }>>;
  export type { Article };
}
