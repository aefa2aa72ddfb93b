import { describe, expect, it } from "vitest";
import { request, select, textOf } from "./helpers";

// The server locations page.

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
