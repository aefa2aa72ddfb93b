import type { ApiConfig } from "../client/api-client";

/** An absolute http(s) URL without a trailing slash, or undefined. */
function baseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href.replace(/\/+$/, "") : undefined;
  } catch {
    return undefined; // Not a URL (an operator's typo): no base, the site root is used.
  }
}

/**
 * The only configuration the browser sees: an allowlist of public values, never
 * secrets. Empty values mean "the site itself".
 */
export function publicApiConfig(env: Pick<Env, "API_BROWSER_BASE_URL" | "API_BASE_URL">): ApiConfig {
  return { browserBaseUrl: baseUrl(env.API_BROWSER_BASE_URL), baseUrl: baseUrl(env.API_BASE_URL) };
}

/** The connection check's settings the /ip page hands to the browser: origins and a STUN URL, nothing secret. */
export interface ConnectionCheckConfig {
  ipv4Origin?: string;
  ipv6Origin?: string;
  /** A `stun:` or `stuns:` URL, or undefined for none. */
  stun?: string;
}

export function connectionCheckConfig(env: Partial<Pick<Env, "IPV4_ORIGIN" | "IPV6_ORIGIN" | "WEBRTC_STUN">>): ConnectionCheckConfig {
  const origin = (value: string | undefined) => (baseUrl(value) ? new URL(baseUrl(value)!).origin : undefined);
  const stun = env.WEBRTC_STUN?.trim();
  return {
    ipv4Origin: origin(env.IPV4_ORIGIN),
    ipv6Origin: origin(env.IPV6_ORIGIN),
    stun: stun && /^stuns?:[\w.:[\]-]+$/.test(stun) ? stun : undefined,
  };
}

/** Origins the browser may call besides the site itself, for the CSP's connect-src. */
export function apiOrigins(env: Partial<Pick<Env, "API_BROWSER_BASE_URL" | "API_BASE_URL" | "IPV4_ORIGIN" | "IPV6_ORIGIN">>): string[] {
  const { browserBaseUrl, baseUrl: base } = publicApiConfig({
    API_BROWSER_BASE_URL: env.API_BROWSER_BASE_URL ?? "",
    API_BASE_URL: env.API_BASE_URL ?? "",
  });
  const { ipv4Origin, ipv6Origin } = connectionCheckConfig(env);
  // CSP host sources cannot name an IPv6 literal (http://[::1]:8787, as in local tests): such an origin is allowed by its scheme.
  const source = (origin: string) => (new URL(origin).hostname.startsWith("[") ? new URL(origin).protocol : origin);
  const check = [ipv4Origin, ipv6Origin].filter((u): u is string => !!u).map(source);
  return [
    ...new Set(
      [browserBaseUrl, base]
        .filter((u): u is string => !!u)
        .map((u) => new URL(u).origin)
        .concat(check),
    ),
  ];
}
