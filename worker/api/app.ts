import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-env";
import { ipInfo, ownNetworks } from "./ip-info";
import { acceptEvent } from "../events/producer";
import { AppError } from "../errors";
import { routes } from "./routes";
import { requestCf } from "../request-cf";
import { checkCampaignLanding, checkDownloadClick, checkFeedback, siteOrigins } from "../events/checks";
import { API_PREFIX } from "../../common/paths";
import { requestUrl } from "../request-url";

const MAX_BODY_BYTES = 16 * 1024;
const CONTENT_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** Every path of the API with the methods it answers, for 405s. */
const METHODS = new Map<string, string[]>();
for (const r of Object.values(routes)) METHODS.set(r.path, [...(METHODS.get(r.path) ?? []), r.method.toUpperCase()]);
METHODS.set("/openapi.json", ["GET"]);

/**
 * The /web_v1 JSON API: zod at both ends, `{ error: { code, message } }` on
 * every failure, an OpenAPI document generated from the same schemas.
 */
export function createApi() {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.join(".") || "request";
        throw new AppError("invalid_request", `${where}: ${issue?.message ?? "invalid"}`);
      }
    },
  });

  api.use("*", async (c, next) => {
    const path = requestUrl(c).pathname.slice(API_PREFIX.length) || "/";
    const allowed = METHODS.get(path);
    if (allowed && !allowed.includes(c.req.method) && !(c.req.method === "HEAD" && allowed.includes("GET"))) {
      throw new AppError("method_not_allowed", `Use ${allowed.join(" or ")} for this endpoint.`, { Allow: allowed.join(", ") });
    }
    await next();
    // No CORS (but ip/v3 for the site's own origins): browsers on other origins get no access.
    c.header("X-Content-Type-Options", "nosniff");
  });
  api.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("payload_too_large", `Bodies are limited to ${MAX_BODY_BYTES / 1024} KB.`);
      },
    }),
  );
  api.use("/download", etag());
  api.use("/article/*", etag());

  api.openapi(routes.download, async (c) => {
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(await c.var.content.downloads(), 200);
  });

  api.openapi(routes.articleList, async (c) => {
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(await c.var.content.listArticles(c.req.valid("query")), 200);
  });

  api.openapi(routes.articleSearch, async (c) => {
    const { q, keyword, ...rest } = c.req.valid("query");
    const text = q ?? keyword;
    if (text === undefined) throw new AppError("invalid_request", "q: Required: give the search text as q (or keyword).");
    // The visitor's own browser may keep it a minute; no shared cache may (its URL holds their words).
    c.header("Cache-Control", "private, max-age=60");
    return c.json(await c.var.content.searchArticles({ ...rest, q: text }), 200);
  });

  api.openapi(routes.articleInfo, async (c) => {
    const info = await c.var.content.articleInfo(c.req.valid("query"));
    if (!info) throw new AppError("not_found", "No article has that id and type.");
    c.header("Cache-Control", CONTENT_CACHE);
    return c.json(info, 200);
  });

  api.openapi(routes.ip, (c) => {
    c.header("Cache-Control", "private, no-store");
    // The /ip page asks this from its IPv4-only and IPv6-only origins: the site's own origins may read it.
    const caller = c.req.header("Origin");
    if (caller && siteOrigins(c).has(caller)) {
      c.header("Access-Control-Allow-Origin", caller);
      c.header("Vary", "Origin", { append: true });
    }
    const networks = ownNetworks(c.env.VPN_RANGES, c.env.VPN_ASNS);
    return c.json(ipInfo(c.req.raw.headers, requestCf(c), c.req.valid("query").lang, networks), 200);
  });

  // Events: checked against the site itself before they are queued; what is queued is the checked value.
  api.openapi(routes.downloadClick, async (c) => {
    const click = await checkDownloadClick(c, c.req.valid("json"));
    return c.json(await acceptEvent(c, "download-click", click, c.req.valid("header"), c.req.valid("json")), 202);
  });

  api.openapi(routes.campaign, async (c) => {
    const landing = checkCampaignLanding(c, c.req.valid("json"));
    return c.json(await acceptEvent(c, "campaign-landing", landing, c.req.valid("header"), c.req.valid("json")), 202);
  });

  api.openapi(routes.articleFeedback, async (c) => {
    const feedback = await checkFeedback(c, c.req.valid("json"));
    return c.json(await acceptEvent(c, "article-feedback", feedback, c.req.valid("header"), c.req.valid("json")), 202);
  });

  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Quietway website API", version: "3.0.0", description: "The /web_v1 API behind the website and apps." },
    servers: [{ url: API_PREFIX }],
  });

  api.notFound(() => {
    throw new AppError("not_found", "No such endpoint.");
  });
  // No onError here: failures reach the app's one handler (worker/app.tsx), which logs a 5xx's cause and answers in JSON.
  return api;
}
