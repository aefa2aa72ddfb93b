import { z } from "zod";
import { LOCALES } from "../locales.ts";

/** Kinds of article the site publishes. */
export const ARTICLE_TYPES = ["help", "faq", "issue", "message", "blog", "legal"] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Ids are lower-case slugs: safe in paths, keys and HTML attributes. */
export const articleIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug such as 'set-up-windows'");

/** Front matter of a Markdown file under content/. */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1).max(200),
    summary: z.string().min(1).max(400),
    date: z.iso.date(),
    updated: z.iso.date().optional(),
    section: articleIdSchema.optional(),
    category: articleIdSchema.optional(),
    author: z.string().min(1).max(80).optional(),
    featured: z.boolean().default(false),
    popular: z.boolean().default(false),
    order: z.number().int().default(0),
    tags: z.array(z.string().min(1).max(40)).max(12).default([]),
  })
  .strict();

/** A compiled article: front matter plus its rendered HTML body. */
export const articleSchema = frontMatterSchema.extend({
  id: articleIdSchema,
  type: z.enum(ARTICLE_TYPES),
  locale: z.enum(LOCALES),
  html: z.string(),
  /** Words in the body, for reading time. */
  words: z.number().int().nonnegative(),
});
export type Article = z.infer<typeof articleSchema>;
/** An article without its body: what the worker bundle carries in a production build. */
export type ArticleMeta = Omit<Article, "html">;

/** Where a production build puts one locale's article bodies, as a static asset: `{ "type/id": html }`. */
export const bodyAssetPath = (locale: string) => `/_content/${locale}.json`;

/** Where a build puts one locale's search index (`worker/content/search-index.ts`), and its packs by number. */
export const searchIndexPath = (locale: string) => `/_content/search/${locale}/index.bin`;
export const searchPackPath = (locale: string, pack: number) => `/_content/search/${locale}/${pack}.bin`;
