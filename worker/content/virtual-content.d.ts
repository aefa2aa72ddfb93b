declare module "virtual:content" {
  import type { Article } from "./schema";
  export const articles: Article[];
}
