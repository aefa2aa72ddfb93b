import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { BROWSER_UA, request, select, textOf } from "./helpers";
import { project } from "../../common/world-projection";

describe("/servers", () => {
  it("lists servers by continent with totals that agree with 4600+ in 100+ countries", async () => {
    const html = await (await request("/servers")).text();
    // What a visitor reads: each continent's count, and each country's.
    const number = (text: string) => Number(text.replace(/[^\d]/g, ""));
    const groups = await select(html, "details.continent");
    const groupCounts = (await select(html, ".continent h2 .count")).map((c) => number(c.text));
    const countryCounts = (await select(html, ".countries .servers")).map((c) => number(c.text));
    const servers = groupCounts.reduce((n, c) => n + c, 0);
    expect(groups.length).toBe(6);
    expect(servers).toBeGreaterThanOrEqual(4600);
    expect(countryCounts.length).toBeGreaterThanOrEqual(100);
    expect(countryCounts.reduce((n, c) => n + c, 0)).toBe(servers);
    // Every country carries the text the filter box matches: its name, code and cities, folded.
    const searchable = (await select(html, "li[data-search]")).map((li) => li.attrs["data-search"]);
    expect(searchable.length).toBe(countryCounts.length);
    expect(searchable).toContain("brazil br sao paulo rio de janeiro");
    // Both readings of the network, each beside the live count it stands for.
    expect(await textOf(html, ".hero p")).toContain("4600+ servers in 100+ countries");
    const network = (await textOf(html, '[data-total="network"]'))!;
    expect(number(network.split(" in ")[0]!)).toBe(servers);
    expect(number(network.split(" in ")[1]!)).toBe(countryCounts.length);
    const general = (await textOf(html, '[data-total="general"]'))!;
    expect(number(general.split(" in ")[0]!)).toBeGreaterThanOrEqual(3600);
    expect(number(general.split(" in ")[1]!)).toBe(91);
    expect(number((await textOf(html, '[data-total="dedicated"]'))!) + number(general.split(" in ")[0]!)).toBe(servers);
  });

  it("names cities in the page's language and finds them by either name, with or without accents", async () => {
    const de = await (await request("/de/servers")).text();
    const germany = (await select(de, "li[data-search]")).find((li) => li.attrs["data-search"]!.startsWith("deutschland"))!;
    expect(germany.text).toContain("München");
    for (const word of ["munchen", "munich", "germany", "dusseldorf"]) expect(germany.attrs["data-search"]).toContain(word);
    const ja = await (await request("/ja/servers")).text();
    expect((await select(ja, ".countries .cities")).map((c) => c.text).join(" ")).toContain("ミュンヘン");
  });

  it("puts the visitor's continent first and names countries in the page's language", async () => {
    const html = await (await request("/de/servers", { cf: { continent: "AS" } })).text();
    const headings = (await select(html, ".continent h2")).map((h) => h.text);
    expect(headings[0]).toMatch(/^Asien/);
    const countries = (await select(html, ".countries .country")).map((c) => c.text);
    expect(countries).toContain("Deutschland");
    expect(countries).toContain("Vereinigte Staaten");
  });

  it("draws a dot for every country in the list, each linking to that country's entry", async () => {
    const html = await (await request("/servers")).text();
    const entries = (await select(html, ".countries li")).map((li) => li.attrs.id);
    const dots = (await select(html, ".server-map a")).map((a) => a.attrs.href);
    expect(entries.length).toBeGreaterThanOrEqual(100);
    expect(entries.every((id) => /^server-[A-Z]{2}$/.test(id ?? ""))).toBe(true);
    expect([...dots].sort()).toEqual(entries.map((id) => `#${id}`).sort());
    const ids = (await select(html, "[id]")).map((e) => e.attrs.id);
    for (const href of dots) expect(ids, href).toContain(href!.slice(1));
    // Bigger networks get bigger dots.
    const radius = async (code: string) => Number((await select(html, `.server-map a[href="#server-${code}"] circle`))[0]?.attrs.r);
    expect(await radius("US")).toBeGreaterThan(await radius("MT"));
  });

  it("never mirrors the map in Arabic", async () => {
    const html = await (await request("/ar/servers")).text();
    expect((await select(html, "html"))[0]?.attrs.dir).toBe("rtl");
    expect((await select(html, "svg.server-map"))[0]?.attrs.dir).toBe("ltr");
  });
});

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
      await app.request("/ip", { headers: { "User-Agent": BROWSER_UA, "CF-Connecting-IP": "198.51.100.7" } }, { ...env, IPV4_ORIGIN: "https://ipv4.q.example", IPV6_ORIGIN: "https://ipv6.q.example" })
    ).text();
    expect((await select(both, "[data-family]")).map((c) => c.attrs["data-origin"])).toEqual(["https://ipv4.q.example", "https://ipv6.q.example"]);
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
    const init = { headers: { "User-Agent": "curl/8.5.0", Accept: "application/json", "CF-Connecting-IP": "203.0.113.8" }, cf: { city: "Lyon", country: "FR" } };
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

describe("product pages", () => {
  it("take the version and download from the download list, and state the requirements", async () => {
    const html = await (await request("/product/windows")).text();
    const button = (await select(html, "a.download-button"))[0];
    expect(button?.attrs.href).toBe("https://download.quietway.example/windows/QuietwaySetup-5.4.2.exe");
    const facts = (await select(html, ".product-facts dd")).map((d) => d.text);
    expect(facts).toContain("5.4.2");
    expect(facts).toContain("Windows 7 SP2 or later");
    expect(await select(html, "ol.steps li")).toHaveLength(3);
    const ios = await (await request("/product/ios")).text();
    expect((await select(ios, ".product-facts dd")).map((d) => d.text)).toContain("iOS 11.0 or higher");
  });
});

describe("blog", () => {
  it("filters by category and pages the list", async () => {
    const html = await (await request("/blog?category=security")).text();
    const titles = (await select(html, ".post-card h3")).map((h) => h.text);
    expect(titles.length).toBeGreaterThan(0);
    expect((await select(html, '.chips a[aria-current="page"]'))[0]?.attrs.href).toBe("/blog?category=security");
    expect((await request("/blog?category=Bad_One")).status).toBe(404);
    // Page numbers that do not exist are no page at all (more in hardening.test.ts).
    expect((await request("/blog?page=0")).status).toBe(404);
    expect((await request("/blog?page=99")).status).toBe(404);
    expect((await request("/blog?page=2")).status).toBe(200);
  });

  it("shows each post once on page 1: featured, popular and the list never repeat one", async () => {
    const html = await (await request("/blog")).text();
    // The featured and popular rows are there, above the list.
    expect((await select(html, "main h2")).map((h) => h.text)).toEqual(expect.arrayContaining(["Featured", "Popular articles", "All articles"]));
    const hrefs = (await select(html, ".post-card h3 a")).map((a) => a.attrs.href);
    expect(hrefs.length).toBeGreaterThan(6);
    expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
  });

  it("shows every post exactly once across its pages", async () => {
    const all = ((await (await request("/web_v1/article/list?type=blog&lang=en&page_size=50")).json()) as { items: { id: string }[] }).items;
    const shown: string[] = [];
    for (let page = 1; ; page++) {
      const res = await request(page === 1 ? "/blog" : `/blog?page=${page}`);
      if (res.status === 404) break;
      shown.push(...(await select(await res.text(), ".post-card h3 a")).map((a) => a.attrs.href!));
    }
    expect(shown.sort()).toEqual(all.map((p) => `/blog/${p.id}`).sort());
  });

  it("shows a post with date and reading time in the page's locale, share links and related posts", async () => {
    const html = await (await request("/es/blog/public-wifi-safety")).text();
    expect(await textOf(html, ".article-meta time")).toBe("10 de marzo de 2026");
    expect(await textOf(html, ".article-meta")).toMatch(/\d+ min/);
    const share = (await select(html, ".share a")).map((a) => a.attrs.href ?? "");
    expect(share.some((h) => h.startsWith("https://x.com/intent/post?url=http%3A%2F%2Flocalhost%2Fes%2Fblog%2Fpublic-wifi-safety"))).toBe(true);
    expect(share.some((h) => h.startsWith("mailto:"))).toBe(true);
    expect((await select(html, ".related .post-card")).length).toBeGreaterThan(0);
  });
});

describe("legal pages", () => {
  it("have a table of contents whose links land on headings", async () => {
    const html = await (await request("/ar/privacy")).text();
    const links = (await select(html, ".toc a")).map((a) => a.attrs.href!.slice(1));
    const ids = (await select(html, ".prose h2[id]")).map((h) => h.attrs.id);
    expect(links.length).toBeGreaterThan(3);
    expect(links).toEqual(ids);
  });
});

describe("announcements", () => {
  it("are dated, newest first", async () => {
    const html = await (await request("/help/message")).text();
    const dates = (await select(html, "time.entry-date")).map((t) => t.attrs.datetime!);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("country flags", () => {
  it("are drawn in SVG for every country in the list, never as emoji", async () => {
    const html = await (await request("/servers")).text();
    const countries = await select(html, ".countries li");
    const flags = await select(html, ".countries li svg.flag");
    expect(flags.length).toBe(countries.length);
    expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});

describe("blog post signatures", () => {
  it("name the author's team in the page's language", async () => {
    const ar = await (await request("/ar/blog/public-wifi-safety")).text();
    const meta = await textOf(ar, ".article-meta");
    expect(meta).toContain("Tomás Okafor");
    expect(meta).toContain("فريق الأمان");
    expect(meta).not.toContain("Security team");
    const en = await (await request("/blog/public-wifi-safety")).text();
    expect(await textOf(en, ".article-meta")).toContain("Tomás Okafor, Security team");
  });
});
