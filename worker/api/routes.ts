import { createRoute, type z } from "@hono/zod-openapi";
import {
  acceptedSchema,
  articleFeedbackSchema,
  articleInfoQuerySchema,
  articleInfoSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSearchQuerySchema,
  articleSearchSchema,
  campaignLandingSchema,
  downloadClickSchema,
  downloadListSchema,
  errorSchema,
  eventHeadersSchema,
  ipInfoSchema,
  ipQuerySchema,
} from "../../common/schemas/api";

// The /web_v1 routes as the OpenAPI document describes them: each request and response schema
// is the one the handlers in ./app.ts validate with.

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
const errors = {
  400: json(errorSchema, "The request is malformed"),
  404: json(errorSchema, "Nothing matches"),
};

export const routes = {
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
    responses: {
      202: json(acceptedSchema, "Accepted for delivery"),
      ...errors,
      409: json(errorSchema, "A front reused an Idempotency-Key for another event"),
      429: json(errorSchema, "Too many requests"),
    },
  }),
  campaign: createRoute({
    method: "post",
    path: "/thematic-activity/v2",
    summary: "Records a campaign landing",
    request: { headers: eventHeadersSchema, body: { required: true, content: { "application/json": { schema: campaignLandingSchema } } } },
    responses: {
      202: json(acceptedSchema, "Accepted for delivery"),
      ...errors,
      409: json(errorSchema, "A front reused an Idempotency-Key for another event"),
      429: json(errorSchema, "Too many requests"),
    },
  }),
  articleFeedback: createRoute({
    method: "post",
    path: "/article/feedback",
    summary: "Records a 'Was this article helpful?' answer",
    request: { headers: eventHeadersSchema, body: { required: true, content: { "application/json": { schema: articleFeedbackSchema } } } },
    responses: {
      202: json(acceptedSchema, "Accepted for delivery"),
      ...errors,
      409: json(errorSchema, "A front reused an Idempotency-Key for another event"),
      429: json(errorSchema, "Too many requests"),
    },
  }),
};
