import { describe, expect, it } from "vitest";
import cities from "../../content/servers/cities.json";
import { getI18n } from "../i18n/instances";
import { LOCATIONS, TOTALS, cityName, serverGroups } from "./servers";

describe("the network's figures", () => {
  it("bear out both readings the site prints", () => {
    // "4600+ servers in 100+ countries": the whole network.
    expect(TOTALS.servers).toBeGreaterThanOrEqual(4600);
    expect(TOTALS.countries).toBeGreaterThanOrEqual(100);
    // "3600+ servers in 91 countries": the app's main list, without the dedicated streaming and gaming servers.
    expect(TOTALS.general.servers).toBeGreaterThanOrEqual(3600);
    expect(TOTALS.general.countries).toBe(91);
    expect(TOTALS.general.servers + TOTALS.dedicated).toBe(TOTALS.servers);
  });
});

describe("city names", () => {
  const known = new Set(
    Object.values(LOCATIONS)
      .flat()
      .flatMap(([, , list]) => list),
  );

  it("are given only for cities the server list has, and only where they differ from English", () => {
    expect(Object.keys(cities).filter((c) => !known.has(c))).toEqual([]);
    const same = Object.entries(cities).flatMap(([city, names]) =>
      Object.entries(names)
        .filter(([, n]) => n === city)
        .map(([l]) => `${l}:${city}`),
    );
    expect(same).toEqual([]);
  });

  it("read in the page's language where it has its own name, in English elsewhere", () => {
    expect(cityName("Munich", "de")).toBe("München");
    expect(cityName("Munich", "ja")).toBe("ミュンヘン");
    expect(cityName("Paris", "fr")).toBe("Paris");
    expect(cityName("constructor", "de")).toBe("constructor");
  });
});

describe("server groups", () => {
  it("are computed once per language and visitor continent", () => {
    const first = serverGroups(getI18n("de"), "de", "AS");
    expect(serverGroups(getI18n("de"), "de", "AS")).toBe(first);
    expect(first[0]!.code).toBe("AS");
    expect(serverGroups(getI18n("de"), "de", "EU")[0]!.code).toBe("EU");
    // An unknown continent is the same page as none: one entry, not one per value.
    expect(serverGroups(getI18n("de"), "de", "XX")).toBe(serverGroups(getI18n("de"), "de", undefined));
  });
});
