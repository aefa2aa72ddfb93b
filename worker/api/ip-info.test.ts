import { describe, expect, it } from "vitest";
import { inRange, ipInfo, ipVersion, ownNetworks } from "./ip-info";

describe("ipVersion", () => {
  it.each([
    ["203.0.113.7", 4],
    ["2001:db8::1", 6],
    ["::1", 6],
    ["::ffff:192.0.2.1", 6],
    ["256.1.1.1", null],
    ["1.2.3", null],
    ["2001:db8::1::2", null],
    ["example.com", null],
    ["", null],
  ])("%s → %s", (ip, v) => expect(ipVersion(ip)).toBe(v));
});

describe("inRange", () => {
  it("matches IPv4 and IPv6 ranges of the same family only", () => {
    expect(inRange("203.0.113.7", "203.0.113.0/24")).toBe(true);
    expect(inRange("203.0.114.7", "203.0.113.0/24")).toBe(false);
    expect(inRange("2001:db8:ab::5", "2001:db8::/32")).toBe(true);
    expect(inRange("2001:db9::5", "2001:db8::/32")).toBe(false);
    expect(inRange("203.0.113.7", "2001:db8::/32")).toBe(false);
    expect(inRange("10.0.0.1", "0.0.0.0/0")).toBe(true);
  });
});

describe("ipInfo", () => {
  const networks = ownNetworks("203.0.113.0/24, 2001:db8::/32, bogus", "64500");

  it("reads the address from CF-Connecting-IP only and the rest from request.cf", () => {
    const headers = new Headers({ "CF-Connecting-IP": "198.51.100.4", "X-Forwarded-For": "1.1.1.1", "True-Client-IP": "8.8.8.8" });
    const info = ipInfo(
      headers,
      {
        country: "DE",
        city: "Berlin",
        region: "Berlin",
        postalCode: "10115",
        latitude: "52.52",
        longitude: "13.40",
        timezone: "Europe/Berlin",
        continent: "EU",
        asn: 3320,
        asOrganization: "Deutsche Telekom AG",
      },
      "fr",
      networks,
    );
    expect(info).toEqual({
      ip: "198.51.100.4",
      version: 4,
      country_code: "DE",
      country: "Allemagne",
      region: "Berlin",
      city: "Berlin",
      postal_code: "10115",
      latitude: 52.52,
      longitude: 13.4,
      timezone: "Europe/Berlin",
      continent: "EU",
      asn: 3320,
      isp: "Deutsche Telekom AG",
      protected: false,
    });
  });

  it("reads missing fields as unknown", () => {
    const info = ipInfo(new Headers(), undefined, "en", networks);
    expect(info.ip).toBeNull();
    expect(info.country).toBeNull();
    expect(info.protected).toBe(false);
  });

  it("knows our own servers by range and by ASN", () => {
    expect(ipInfo(new Headers({ "CF-Connecting-IP": "203.0.113.9" }), {}, "en", networks).protected).toBe(true);
    expect(ipInfo(new Headers({ "CF-Connecting-IP": "2001:db8::9" }), {}, "en", networks).protected).toBe(true);
    expect(ipInfo(new Headers({ "CF-Connecting-IP": "198.51.100.1" }), { asn: 64500 }, "en", networks).protected).toBe(true);
  });

  it("ignores a header that is not an address", () => {
    expect(ipInfo(new Headers({ "CF-Connecting-IP": "<script>" }), {}, "en", networks).ip).toBeNull();
  });
});
