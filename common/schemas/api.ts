import { z } from "@hono/zod-openapi";
import { LOCALES } from "../locales.ts";
import { ARTICLE_TYPES, articleIdSchema } from "./content.ts";
import { PLATFORMS } from "../platforms.ts";

// One schema per request and per response. The worker validates with them at both
// ends (requests from browsers, answers from the upstream origin); the browser's API
// client uses their inferred types.

const lang = z.enum(LOCALES).default("en").openapi({ description: "Site locale code", example: "de" });
const articleType = z.enum(ARTICLE_TYPES);
const slug = articleIdSchema;
/** Query-string booleans: only "true"/"1" and "false"/"0". */
const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);

const downloadEntrySchema = z
  .object({
    download_url: z.string(),
    version: z.string(),
    size_bytes: z.number().int().nonnegative().optional(),
    released: z.iso.date().optional(),
    min_os: z.string().optional(),
  })
  .openapi("DownloadEntry");

export const downloadListSchema = z
  .object(
    Object.fromEntries(PLATFORMS.map((p) => [p, downloadEntrySchema])) as Record<(typeof PLATFORMS)[number], typeof downloadEntrySchema>,
  )
  .openapi("DownloadList");

const articleSummarySchema = z
  .object({
    id: slug,
    type: articleType,
    lang: z.enum(LOCALES),
    title: z.string(),
    summary: z.string(),
    date: z.iso.date(),
    updated: z.iso.date().optional(),
    section: slug.optional(),
    category: slug.optional(),
    author: z.string().optional(),
    featured: z.boolean(),
    popular: z.boolean(),
    tags: z.array(z.string()),
    words: z.number().int().nonnegative(),
    /** True when shown in English because the asked-for language lacks it. */
    fallback: z.boolean(),
    /** The languages this article is written in (English always among them); absent when unknown. */
    translations: z.array(z.enum(LOCALES)).optional(),
    /** The body, only when a list is asked for with `body=true` (FAQ, troubleshooting, announcements). */
    html: z.string().optional(),
  })
  .openapi("ArticleSummary");

const articleSchema = articleSummarySchema.extend({ html: z.string() }).openapi("Article");

const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
  });

export const articleListQuerySchema = z
  .object({
    type: articleType.default("help"),
    lang,
    section: slug.optional(),
    category: slug.optional(),
    featured: flag,
    popular: flag,
    body: flag,
    page,
    page_size: pageSize,
  })
  .strict();
export const articleListSchema = paged(articleSummarySchema).openapi("ArticleList");

const searchText = z.string().trim().min(1).max(100);
export const articleSearchQuerySchema = z
  .object({
    q: searchText.optional().openapi({ description: "The search text; required unless `keyword` is given" }),
    keyword: searchText.optional().openapi({ description: "The original site's name for `q`; `q` wins when both are given" }),
    type: articleType.optional(),
    scope: z.enum(["help"]).optional().openapi({
      description:
        "`help`: the help centre's search, over help articles, troubleshooting entries and FAQ entries (ignored when `type` is given)",
    }),
    lang,
    page,
    page_size: pageSize,
  })
  .strict();
const searchHitSchema = articleSummarySchema
  .extend({ snippet: z.string().openapi({ description: "Escaped text with matches wrapped in <mark>" }), score: z.number() })
  .openapi("SearchHit");
export const articleSearchSchema = paged(searchHitSchema)
  .extend({
    query: z.string(),
    suggestion: z.string().optional().openapi({ description: "When nothing matched: a corrected query that finds something" }),
  })
  .openapi("ArticleSearch");

/** The kinds of article the help centre's search covers (`scope=help`). */
export const HELP_SEARCH_TYPES = ["help", "issue", "faq"] as const;

export const articleInfoQuerySchema = z.object({ id: slug, type: articleType.default("help"), lang }).strict();
export const articleInfoSchema = z
  .object({
    article: articleSchema,
    section_articles: z.array(articleSummarySchema),
    related: z.array(articleSummarySchema),
  })
  .openapi("ArticleInfo");

export const ipInfoSchema = z
  .object({
    ip: z.string().nullable(),
    version: z.union([z.literal(4), z.literal(6)]).nullable(),
    country_code: z.string().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    postal_code: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    timezone: z.string().nullable(),
    continent: z.string().nullable(),
    asn: z.number().int().nullable(),
    isp: z.string().nullable(),
    protected: z.boolean().openapi({ description: "Whether the address is one of our VPN servers" }),
  })
  .openapi("IpInfo");
export const ipQuerySchema = z.object({ lang }).strict();

export const downloadClickSchema = z
  .object({
    platform: z.enum(PLATFORMS),
    version: z
      .string()
      .trim()
      .max(40)
      .regex(/^[\w.+-]*$/)
      .optional()
      .openapi({ description: "The app version; the current one when omitted" }),
    page: z.string().max(2048).optional().openapi({ description: "The page the button was on: a path of this site, or one of its URLs" }),
  })
  .strict()
  .openapi("DownloadClick");

export const campaignLandingSchema = z
  .object({ url: z.url({ protocol: /^https?$/ }).max(2048) })
  .strict()
  .openapi("CampaignLanding");

export const articleFeedbackSchema = z
  .object({
    id: slug,
    lang: z.enum(LOCALES),
    helpful: z.boolean(),
  })
  .strict()
  .openapi("ArticleFeedback");

/** Headers an event may carry when another copy of the site forwards it (see worker/events/consumer.ts). */
export const eventHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional()
    .openapi({
      description:
        "From a front only (X-Front-Secret): the event's id where it was first accepted; a repeat with the same body is answered again and recorded once, with another body it is a 409. Ignored from anyone else",
    }),
  "x-event-time": z.iso.datetime().optional().openapi({
    description:
      "From a front only (X-Front-Secret): when the event was first accepted (ISO 8601, UTC, within the last 30 days). Ignored from anyone else",
  }),
});

export const acceptedSchema = z.object({ accepted: z.literal(true), id: z.string() }).openapi("Accepted");

export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).openapi("Error");

export type DownloadList = z.infer<typeof downloadListSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleList = z.infer<typeof articleListSchema>;
export type ArticleSearch = z.infer<typeof articleSearchSchema>;
export type ArticleInfo = z.infer<typeof articleInfoSchema>;
export type IpInfo = z.infer<typeof ipInfoSchema>;
export type DownloadClick = z.infer<typeof downloadClickSchema>;
export type CampaignLanding = z.infer<typeof campaignLandingSchema>;
export type ArticleFeedback = z.infer<typeof articleFeedbackSchema>;
export type SearchHit = z.infer<typeof searchHitSchema>;
