import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { BROWSER_UA, request, select, textOf } from "./helpers";
import { project } from "../../common/world-projection";

// The connection check, /ip.

describe("/ip", () => {
  it("shows the address, provider and location from the edge, never cached", async () => {
    const res = await request("/ip", {
      headers: { "CF-Connecting-IP": "198.51.100.7" },
      cf: { city: "Lyon", region: "Auvergne-Rhône-Alpes", country: "FR", asOrganization: "Orange", latitude: "45.76", longitude: "4.83" },
    });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    const facts = (await select(html, ".ip-facts dd")).map((d) => d.text);
    expect(facts).toEqual(["198.51.100.7", "Orange", "Lyon, Auvergne-Rhône-Alpes, France"]);
    expect(await select(html, ".world-map .you")).toHaveLength(1);
    expect((await select(html, "main a.button-primary"))[0]?.text).toBe("Hide your IP address");
    expect(await select(html, ".protection.is-exposed")).toHaveLength(1);
  });

  it("puts the marker on the map where the edge places the visitor, left to right in Arabic too", async () => {
    const init = { cf: { latitude: "48.85", longitude: "2.35" } };
    const html = await (await request("/ip", init)).text();
    const [x, y] = project(2.35, 48.85);
    expect((await select(html, ".world-map .marker"))[0]?.attrs.transform).toBe(`translate(${x.toFixed(1)} ${y.toFixed(1)})`);
    expect((await select(html, "svg.world-map"))[0]?.attrs["aria-hidden"]).toBe("true");
    const ar = await (await request("/ar/ip", init)).text();
    expect((await select(ar, "html"))[0]?.attrs.dir).toBe("rtl");
    expect((await select(ar, "svg.world-map"))[0]?.attrs.dir).toBe("ltr");
    expect((await select(ar, ".world-map .marker"))[0]?.attrs.transform).toBe(`translate(${x.toFixed(1)} ${y.toFixed(1)})`);
  });

  it.each([
    ["de", "Austin, Texas, Vereinigte Staaten"],
    ["zh", "美国 Texas Austin"],
    ["ja", "アメリカ合衆国 Texas Austin"],
    ["ar", "Austin، Texas، الولايات المتحدة"],
    ["th", "Austin, Texas, สหรัฐอเมริกา"],
  ])("writes the location as an address in %s, not as a list", async (locale, expected) => {
    const res = await request(`/${locale}/ip`, {
      headers: { "CF-Connecting-IP": "198.51.100.7", Cookie: `i18n_redirected=${locale}` },
      cf: { city: "Austin", region: "Texas", country: "US", asOrganization: "Example Fiber" },
    });
    const facts = (await select(await res.text(), ".ip-facts dd")).map((d) => d.text);
    expect(facts[2]).toBe(expected);
  });

  it("names the address family, and offers both families only when both origins are configured", async () => {
    const v6 = await (await request("/ip", { headers: { "CF-Connecting-IP": "2001:db8::8" } })).text();
    expect(await textOf(v6, ".ip-family")).toBe("IPv6");
    expect(await select(v6, "[data-family-check]")).toHaveLength(0);
    const v4 = await (await request("/ip", { headers: { "CF-Connecting-IP": "::ffff:198.51.100.7" } })).text();
    expect(await textOf(v4, ".ip-family")).toBe("IPv4");
    expect(await textOf(v4, ".ip-address")).toBe("198.51.100.7");
    const app = createApp();
    const both = await (
      await app.request(
        "/ip",
        { headers: { "User-Agent": BROWSER_UA, "CF-Connecting-IP": "198.51.100.7" } },
        { ...env, IPV4_ORIGIN: "https://ipv4.q.example", IPV6_ORIGIN: "https://ipv6.q.example" },
      )
    ).text();
    expect((await select(both, "[data-family]")).map((c) => c.attrs["data-origin"])).toEqual([
      "https://ipv4.q.example",
      "https://ipv6.q.example",
    ]);
  });

  it("lets the site's own single-family origins read /web_v1/ip/v3, and no one else", async () => {
    const app = createApp();
    const vars = { ...env, IPV4_ORIGIN: "https://ipv4.q.example", IPV6_ORIGIN: "https://ipv6.q.example", SITE_URL: "https://q.example" };
    const ask = (origin: string) => app.request("https://ipv6.q.example/web_v1/ip/v3", { headers: { Origin: origin } }, vars);
    expect((await ask("https://q.example")).headers.get("Access-Control-Allow-Origin")).toBe("https://q.example");
    expect((await ask("https://ipv4.q.example")).headers.get("Access-Control-Allow-Origin")).toBe("https://ipv4.q.example");
    expect((await ask("https://evil.example")).headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("answers Accept: application/json with the same JSON as /web_v1/ip/v3", async () => {
    const init = {
      headers: { "User-Agent": "curl/8.5.0", Accept: "application/json", "CF-Connecting-IP": "203.0.113.8" },
      cf: { city: "Lyon", country: "FR" },
    };
    const res = await request("/ip", init);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const api = await (await request("/web_v1/ip/v3", init)).json();
    expect(await res.json()).toEqual(api);
  });

  it("answers curl and Accept: text/plain with the bare address", async () => {
    const curl = await request("/ip", { headers: { "User-Agent": "curl/8.5.0", Accept: "*/*", "CF-Connecting-IP": "203.0.113.8" } });
    expect(curl.headers.get("Content-Type")).toContain("text/plain");
    expect(await curl.text()).toBe("203.0.113.8\n");
    const plain = await request("/de/ip", { headers: { Accept: "text/plain", "CF-Connecting-IP": "2001:db8::8" } });
    expect(await plain.text()).toBe("2001:db8::8\n");
    expect(plain.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
