import type { I18n } from "@lingui/core";
import type { Locale } from "../common/locales";
import type { ContentSource } from "./content/content-source";

/** Hono environment of the app: bindings from wrangler.toml, request state on the context. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    locale: Locale;
    i18n: I18n;
    requestId: string;
    secureHeadersNonce?: string;
    /** Where this request's articles and downloads come from (see worker/app.tsx). */
    content: ContentSource;
    /** The absolute origin links are built on: SITE_URL, else the request's own. */
    origin: string;
    /** The request's URL, parsed once: read it through `requestUrl` (worker/request-url.ts). */
    url?: URL;
    /** When the request log middleware saw the request (ms since the epoch), for its duration. */
    startedAt?: number;
  };
};
