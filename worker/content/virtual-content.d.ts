declare module "virtual:content" {
  import type { Article } from "./schema";
  import type { DownloadList } from "../api/schemas";
  export const articles: Article[];
  export const downloads: DownloadList;
}
