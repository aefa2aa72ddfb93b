import { createApiClient, pageApiConfig, type ApiClient } from "../api-client";

let client: ApiClient | undefined;

/**
 * The page's one API client, shared by the runtime and every island (island chunks
 * import this module back from /app.js, so there is one instance and one count of
 * calls in flight for the loading bar). Created on first use, in the browser only.
 */
export function siteApi(): ApiClient {
  // Typed loosely: islands that import this are also compiled for the worker, which has no DOM.
  const page = globalThis as unknown as { location: { origin: string }; document: Parameters<typeof pageApiConfig>[0] };
  client ??= createApiClient(pageApiConfig(page.document), page.location.origin);
  return client;
}
