import { describe, expect, it } from "vitest";
import { request } from "./helpers";

describe("security headers", () => {
  it("sends a strict CSP with a fresh nonce on every HTML response", async () => {
    const [a, b] = await Promise.all([request("/gaming"), request("/gaming")]);
    const csp = a.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(b.headers.get("Content-Security-Policy")).not.toBe(csp);
  });

  it.each(["/", "/de/help", "/nope", "/ar/blog"])(
    "%s has HSTS once, nosniff, referrer policy, permissions policy and COOP",
    async (path) => {
      const res = await request(path, { headers: { Cookie: "i18n_redirected=en" } });
      expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      expect(res.headers.get("X-Request-Id")).toBeTruthy();
    },
  );
});
