import { describe, expect, it } from "vitest";
import { geoNaturalEarth1 } from "d3-geo";
import { MAP_HEIGHT, MAP_NORTH, MAP_SOUTH, MAP_WIDTH, PROJECTION, project } from "./world-projection";

// The outline is drawn by d3 at build time; the visitor's marker is placed by `project` at run time.
const d3 = geoNaturalEarth1().scale(PROJECTION.scale).translate(PROJECTION.translate);

describe("project", () => {
  it.each([
    ["Paris", 2.35, 48.85],
    ["Tokyo", 139.69, 35.69],
    ["Sydney", 151.21, -33.87],
    ["New York", -74.01, 40.71],
    ["Reykjavík", -21.94, 64.15],
    ["Cape Town", 18.42, -33.92],
    ["Ushuaia", -68.3, -54.8],
  ])("puts %s where d3-geo's Natural Earth 1 does", (_, lon, lat) => {
    const [x, y] = project(lon, lat);
    const [dx, dy] = d3([lon, lat])!;
    expect(Math.abs(x - dx)).toBeLessThan(0.05);
    expect(Math.abs(y - dy)).toBeLessThan(0.05);
  });

  it("spans the equator across the map and fits the cut latitudes in its height", () => {
    expect(project(0, 0)[0]).toBeCloseTo(MAP_WIDTH / 2, 6);
    expect(project(-180, 0)[0]).toBeCloseTo(0, 6);
    expect(project(180, 0)[0]).toBeCloseTo(MAP_WIDTH, 6);
    expect(project(0, MAP_NORTH)[1]).toBeCloseTo(0, 6);
    const bottom = project(0, MAP_SOUTH)[1];
    expect(bottom).toBeLessThanOrEqual(MAP_HEIGHT);
    expect(MAP_HEIGHT - bottom).toBeLessThan(1);
  });
});
