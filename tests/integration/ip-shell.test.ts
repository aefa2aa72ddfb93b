import { describe, expect, it } from "vitest";
import { request, select, textOf } from "./helpers";

// The /ip page shell the service worker keeps for offline use (common/offline-rules.ts, decision 011):
// the same page with nobody's answer in it, whoever asks and from wherever.

const VISITOR = {
  headers: {
    "CF-Connecting-IP": "198.51.100.77",
    "X-Forwarded-For": "203.0.113.9",
    "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    "Sec-CH-UA-Platform": '"iOS"',
  },
  cf: {
    city: "Valparaíso",
    region: "Valparaíso Region",
    country: "CL",
    continent: "SA",
    postalCode: "2340000",
    timezone: "America/Santiago",
    asOrganization: "Example Andes Fibra",
    asn: 64511,
    latitude: "-33.05",
    longitude: "-71.62",
  },
};

describe("/ip shell", () => {
  it("carries no address, provider, place or platform of the visitor asking for it", async () => {
    const res = await request("/de/ip/shell", VISITOR);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const seen of [
      "198.51.100.77",
      "203.0.113.9",
      "Valparaíso",
      "Example Andes",
      "64511",
      "2340000",
      "Santiago",
      "Chile",
      "-33.05",
      "-71.62",
    ]) {
      expect(html).not.toContain(seen);
    }
    // The iPhone asking gets the same Get-the-app link as everyone.
    expect((await select(html, "a.get-now"))[0]?.attrs.href).toBe("/de/product/windows");
    // Exactly what an anonymous request without any of it gets (bar the per-response CSP nonce).
    const bare = await (await request("/de/ip/shell")).text();
    const nonce = /nonce="[^"]*"/g;
    expect(html.replace(nonce, "")).toBe(bare.replace(nonce, ""));
  });

  it("says where the answer would be that the check needs a connection, in the page's language", async () => {
    const html = await (await request("/ja/ip/shell", VISITOR)).text();
    expect(await textOf(html, "main h1")).toBe("あなたのIPアドレスは？");
    const facts = (await select(html, ".ip-facts dd")).map((d) => d.text);
    expect(facts).toHaveLength(3);
    expect(new Set(facts).size).toBe(1);
    expect(await select(html, "#ip-needs-connection")).toHaveLength(1);
    expect(await select(html, ".world-map .you")).toHaveLength(0);
    expect(await select(html, "[data-seen-ip]")).toHaveLength(0);
  });

  it("stands in for /ip: not indexed, canonical and language links to /ip, cacheable, no cookie", async () => {
    const res = await request("/de/ip/shell", VISITOR);
    expect(res.headers.get("Cache-Control")).not.toMatch(/no-store/);
    expect(res.headers.has("Set-Cookie")).toBe(false);
    const html = await res.text();
    expect((await select(html, 'meta[name="robots"]'))[0]?.attrs.content).toMatch(/noindex/);
    expect((await select(html, 'link[rel="canonical"]'))[0]?.attrs.href).toMatch(/\/de\/ip$/);
    expect((await select(html, 'link[hreflang="fr"]'))[0]?.attrs.href).toMatch(/\/fr\/ip$/);
  });
});
