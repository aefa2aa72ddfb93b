import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Context } from "hono";
import { apiOrigins } from "../public-config";

/** connect-src beyond 'self', by the settings it is made of (a handful per deploy, never visitor input). */
const connectSources = new Map<string, string>();

function connectSrc(c: Context): string {
  const env: Partial<Env> = c.env ?? {};
  const key = [env.API_BROWSER_BASE_URL, env.API_BASE_URL, env.IPV4_ORIGIN, env.IPV6_ORIGIN].join("\n");
  let value = connectSources.get(key);
  if (value === undefined) {
    value = apiOrigins(env).join(" ");
    connectSources.set(key, value);
  }
  return value;
}

/**
 * Security headers for every response, with a fresh CSP nonce per response
 * (read it from `c.var.secureHeadersNonce`).
 *
 * @example app.use("*", securityHeaders());
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      // The API may live on another origin when configured (API_BROWSER_BASE_URL / API_BASE_URL).
      connectSrc: ["'self'", connectSrc],
      manifestSrc: ["'self'"],
      // The service worker of offline help, /sw.js (client/sw/sw.ts).
      workerSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    xFrameOptions: "DENY",
    // The legacy XSS auditor is gone from browsers; "0" is the advice for those that keep it.
    xXssProtection: "0",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}
