import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-env";
import type { ContentSource } from "../content/content-source";
import {
  acceptedSchema,
  articleInfoQuerySchema,
  articleInfoSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSearchQuerySchema,
  articleSearchSchema,
  articleFeedbackSchema,
  campaignLandingSchema,
  downloadClickSchema,
  downloadListSchema,
  errorSchema,
  eventHeadersSchema,
  ipInfoSchema,
  ipQuerySchema,
} from "../../common/schemas/api";
import { ipInfo, ownNetworks } from "./ip-info";
import { acceptEvent } from "../events/producer";
import { checkCampaignLanding, checkDownloadClick, checkFeedback } from "../events/checks";
import { API_PREFIX } from "../../common/paths";

const MAX_BODY_BYTES = 16 * 1024;
const CONTENT_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** The JSON error every failure of the API answers with. */
export function apiError(c: Context, status: number, code: string, message: string): Response {
  return c.json({ error: { code, message } }, status as 400);
}

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
const errors = {
  400: json(errorSchema, "The request is malformed"),
  404: json(errorSchema, "Nothing matches"),
};

const routes = {
  download: createRoute({
    method: "get",
    path: "/download",
    summary: "The apps' download list",
    responses: { 200: json(downloadListSchema, "Windows, Android and iOS downloads") },
  }),
  articleList: createRoute({
    method: "get",
    path: "/article/list",
    summary: "Articles by type, section or category, paged",
    request: { query: articleListQuerySchema },
    responses: { 200: json(articleListSchema, "A page of articles"), ...errors },
  }),
  articleSearch: createRoute({
    method: "get",
    path: "/article/search",
    summary: "Keyword search with highlighted snippets",
    request: { query: articleSearchQuerySchema },
    responses: { 200: json(articleSearchSchema, "A page of matches, best first"), ...errors },
  }),
  articleInfo: createRoute({
    method: "get",
    path: "/article/info",
    summary: "One article with its section's other articles and related posts",
    request: { query: articleInfoQuerySchema },
    responses: { 200: json(articleInfoSchema, "The article"), ...errors },
  }),
  ip: createRoute({
    method: "get",
    path: "/ip/v3",
    summary: "The visitor's IP address, provider and location",
    request: { query: ipQuerySchema },
    responses: { 200: json(ipInfoSchema, "What the edge knows about the connection"), ...errors },
  }),
  downloadClick: createRoute({
    method: "post",
    path: "/download/ajax-click-download",
    summary: "Records a download click",
    request: { headers: eventHeadersSchema, body: { required: true, content: { "application/json": { schema: downloadClickSchema } } } },
    responses: { 202: json(acceptedSchema, "Accepted for delivery"), ...errors, 429: json(errorSchema, "Too many requests") },
  }),
  campaign: createRoute({
    method: "post",
    path: "/thematic-activity/v2",
    summary: "Records a campaign landing",
    request: { headers: eventHeadersSchema, body: { required: true, content: { "application/json": { schema: campaignLandingSchema } } } },
    responses: { 202: json(acceptedSchema, "Accepted for delivery"), ...errors, 429: json(errorSchema, "Too many requests") },
  }),
  articleFeedback: createRoute({
    method: "post",
    path: "/article/feedback",
    summary: "Records a 'Was this article helpful?' answer",
    request: { headers: eventHeadersSchema, body: { required: true, content: { "application/json": { schema: articleFeedbackSchema } } } },
    responses: { 202: json(acceptedSchema, "Accepted for delivery"), ...errors, 429: json(errorSchema, "Too many requests") },
  }),
};

/** Every path of the API with the methods it answers, for 405s. */
const METHODS = new Map<string, string[]>();
for (const r of Object.values(routes)) METHODS.set(r.path, [...(METHODS.get(r.path) ?? []), r.method.toUpperCase()]);
METHODS.set("/openapi.json", ["GET"]);

/**
 * The /web_v1 JSON API: zod at both ends, `{ error: { code, message } }` on
 * every failure, an OpenAPI document generated from the same schemas.
 */
export function createApi(contentFor: (c: Context<AppEnv>) => ContentSource) {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.join(".") || "request";
        return apiError(c, 400, "invalid_request", `${where}: ${issue?.message ?? "invalid"}`);
      }
    },
  });

  api.use("*", async (c, next) => {
    const path = new URL(c.req.url).pathname.slice(API_PREFIX.length) || "/";
    const allowed = METHODS.get(path);
    if (allowed && !allowed.includes(c.req.method) && !(c.req.method === "HEAD" && allowed.includes("GET"))) {
      c.header("Allow", allowed.join(", "));
      return apiError(c, 405, "method_not_allowed", `Use ${allowed.join(" or ")} for this endpoint.`);
    }
    await next();
    // No CORS: browsers on other origins get no access, and none is advertised.
    c.header("X-Content-Type-Options", "nosniff");
  });
  api.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => apiError(c, 413, "payload_too_large", `Bodies are limited to ${MAX_BODY_BYTES / 1024} KB.`),
    }),
  );
  api.use("/download", etag());
  api.use("/article/*", etag());

  api.openapi(routes.download, async (c) => {
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(await contentFor(c).downloads(), 200);
  });

  api.openapi(routes.articleList, async (c) => {
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(await contentFor(c).listArticles(c.req.valid("query")), 200);
  });

  api.openapi(routes.articleSearch, async (c) => {
    const { q, keyword, ...rest } = c.req.valid("query");
    const text = q ?? keyword;
    if (text === undefined) return apiError(c, 400, "invalid_request", "q: Required: give the search text as q (or keyword).") as never;
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(await contentFor(c).searchArticles({ ...rest, q: text }), 200);
  });

  api.openapi(routes.articleInfo, async (c) => {
    const info = await contentFor(c).articleInfo(c.req.valid("query"));
    if (!info) return apiError(c, 404, "not_found", "No article has that id and type.") as never;
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(info, 200);
  });

  api.openapi(routes.ip, (c) => {
    c.header("Cache-Control", "private, no-store");
    const networks = ownNetworks(c.env.VPN_RANGES, c.env.VPN_ASNS);
    const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
    return c.json(ipInfo(c.req.raw.headers, cf, c.req.valid("query").lang, networks), 200);
  });

  // Events: checked against the site itself before they are queued; what is queued is the checked value.
  api.openapi(routes.downloadClick, async (c) => {
    const click = await checkDownloadClick(c, c.req.valid("json"));
    if ("error" in click) return apiError(c, 400, "invalid_request", click.error) as never;
    return (await acceptEvent(c, "download-click", click, c.req.valid("header"))) as never;
  });

  api.openapi(routes.campaign, async (c) => {
    const landing = checkCampaignLanding(c, c.req.valid("json"));
    if ("error" in landing) return apiError(c, 400, "invalid_request", landing.error) as never;
    return (await acceptEvent(c, "campaign-landing", landing, c.req.valid("header"))) as never;
  });

  api.openapi(routes.articleFeedback, async (c) => {
    const feedback = await checkFeedback(c, c.req.valid("json"));
    if ("error" in feedback) return apiError(c, 400, "invalid_request", feedback.error) as never;
    return (await acceptEvent(c, "article-feedback", feedback, c.req.valid("header"))) as never;
  });

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Quietway website API", version: "3.0.0", description: "The /web_v1 API behind the website and apps." },
    servers: [{ url: API_PREFIX }],
  });

  api.notFound((c) => apiError(c, 404, "not_found", "No such endpoint."));
  return api;
}
