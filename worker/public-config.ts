import type { ApiConfig } from "../client/api-client";

/** An absolute http(s) URL without a trailing slash, or undefined. */
function baseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href.replace(/\/+$/, "") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The only configuration the browser sees: an allowlist of public values, never
 * secrets. Empty values mean "the site itself".
 */
export function publicApiConfig(env: Pick<Env, "API_BROWSER_BASE_URL" | "API_BASE_URL">): ApiConfig {
  return { browserBaseUrl: baseUrl(env.API_BROWSER_BASE_URL), baseUrl: baseUrl(env.API_BASE_URL) };
}

/** Origins the browser may call besides the site itself, for the CSP's connect-src. */
export function apiOrigins(env: Pick<Env, "API_BROWSER_BASE_URL" | "API_BASE_URL">): string[] {
  const { browserBaseUrl, baseUrl: base } = publicApiConfig(env);
  return [...new Set([browserBaseUrl, base].filter((u): u is string => !!u).map((u) => new URL(u).origin))];
}
