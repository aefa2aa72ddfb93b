import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Context } from "hono";
import { apiOrigins } from "../public-config";

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
      connectSrc: ["'self'", (c: Context) => apiOrigins(c.env ?? {}).join(" ")],
      manifestSrc: ["'self'"],
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
