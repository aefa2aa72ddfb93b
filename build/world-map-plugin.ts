import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Plugin } from "vite";
import { z } from "zod";
import { feature } from "topojson-client";
import { geoArea, geoBounds, geoCentroid, geoContains, geoNaturalEarth1, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, Polygon, Position } from "geojson";
import { MAP_HEIGHT, MAP_SOUTH, MAP_WIDTH, PROJECTION, project } from "../common/world-projection.ts";

const VIRTUAL_ID = "virtual:world-map";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type Topology = Parameters<typeof feature>[0];

const locationsSchema = z.record(z.string(), z.array(z.tuple([z.string().regex(/^[A-Z]{2}$/)]).rest(z.unknown())));
/** ISO 3166 alpha-2 → numeric, the ids of world-atlas's countries. */
const isoNumericSchema = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().regex(/^\d{3}$/));

/**
 * Serves `virtual:world-map`: the world's land as one SVG path, and a point for each
 * country in content/servers/locations.json, both projected at build time with the
 * constants of common/world-projection.ts, so that neither d3 nor the atlas reaches
 * a bundle: only the path string and the points do.
 *
 * Land from Natural Earth's 1:110m land (world-atlas, public domain), Antarctica left out.
 * Country points from the 1:50m countries, which still have the small ones (Singapore,
 * Malta, Bahrain…), by ISO numeric id (content/servers/iso-numeric.json).
 *
 * @example plugins: [worldMapPlugin()]
 */
export function worldMapPlugin(): Plugin {
  let root = process.cwd();
  const dataFiles = () => ["locations.json", "iso-numeric.json"].map((file) => join(root, "content/servers", file));
  // Drawn once, shared by the worker and client environments.
  let built: Promise<string> | undefined;
  return {
    name: "vpn-site:world-map",
    configResolved(config) {
      root = config.root;
    },
    watchChange(id) {
      if (dataFiles().includes(id)) built = undefined; // The dev server draws the points again.
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of dataFiles()) this.addWatchFile(file);
      return (built ??= worldMapModule(root));
    },
  };
}

/** The source of `virtual:world-map`. */
async function worldMapModule(root: string): Promise<string> {
  const atlas = createRequire(join(root, "package.json"));
  const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, "utf8"));
  const [land, countries, locations, isoNumeric] = await Promise.all([
    readJson(atlas.resolve("world-atlas/land-110m.json")) as Promise<Topology>,
    readJson(atlas.resolve("world-atlas/countries-50m.json")) as Promise<Topology>,
    readJson(join(root, "content/servers/locations.json")).then((raw) => locationsSchema.parse(raw)),
    readJson(join(root, "content/servers/iso-numeric.json")).then((raw) => isoNumericSchema.parse(raw)),
  ]);
  const codes = Object.values(locations).flatMap((list) => list.map(([code]) => code));
  return [
    `export const LAND_PATH = ${JSON.stringify(landPath(land))};`,
    `export const COUNTRY_POINTS = ${JSON.stringify(countryPoints(countries, codes, isoNumeric))};`,
  ].join("\n");
}

/** Every polygon of a topology's object, as GeoJSON. */
function polygonsOf(topology: Topology, object: string): { id: string | undefined; polygon: Polygon }[] {
  const geometry = topology.objects[object];
  if (!geometry) throw new Error(`world-atlas: no object "${object}"`);
  const found = feature(topology, geometry) as Feature | FeatureCollection;
  const features = found.type === "FeatureCollection" ? found.features : [found];
  return features.flatMap((f) => split(f.geometry).map((polygon) => ({ id: f.id === undefined ? undefined : String(f.id), polygon })));
}

function split(geometry: Geometry | null): Polygon[] {
  if (geometry?.type === "Polygon") return [geometry];
  if (geometry?.type === "MultiPolygon") return geometry.coordinates.map((coordinates) => ({ type: "Polygon", coordinates }));
  return [];
}

/** The land north of MAP_SOUTH as one SVG path, coordinates relative and rounded to 0.1, which halves its size. */
function landPath(topology: Topology): string {
  const land = polygonsOf(topology, "land")
    .map(({ polygon }) => polygon)
    .filter((polygon) => Math.max(...polygon.coordinates[0]!.map(([, lat]) => lat!)) > MAP_SOUTH);
  const projection = geoNaturalEarth1().scale(PROJECTION.scale).translate(PROJECTION.translate);
  // Collect the projected rings (d3 cuts them at the antimeridian and adds points along long edges).
  const rings: [number, number][][] = [];
  geoPath(projection, {
    moveTo: (x, y) => void rings.push([[x, y]]),
    lineTo: (x, y) => void rings.at(-1)!.push([x, y]),
    beginPath: () => {},
    closePath: () => {},
    arc: () => {},
  })({ type: "GeometryCollection", geometries: land });

  // In tenths of a unit, so that sums of relative steps stay exact.
  let [atX, atY] = [0, 0];
  let path = "";
  const decimal = (tenths: number) => (tenths / 10).toString().replace(/^(-?)0\./, "$1.");
  const pair = (dx: number, dy: number) => decimal(dx) + (dy < 0 ? "" : " ") + decimal(dy);
  for (const ring of rings) {
    const points = ring
      .map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)] as const)
      .filter(([x, y], i, all) => i === 0 || x !== all[i - 1]![0] || y !== all[i - 1]![1]);
    const [first, last] = [points[0]!, points.at(-1)!];
    if (points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
    if (points.length < 3) continue; // an islet smaller than the rounding
    points.forEach(([x, y], i) => {
      const step = pair(x - atX, y - atY);
      path += i === 0 ? `m${step}` : i === 1 ? `l${step}` : (step.startsWith("-") ? "" : " ") + step;
      [atX, atY] = [x, y];
    });
    path += "z";
    // Closing a ring moves the current point back to its start: the next relative move counts from there.
    [atX, atY] = [points[0]![0], points[0]![1]];
  }
  const [[left, top], [right, bottom]] = geoPath(projection).bounds({ type: "GeometryCollection", geometries: land });
  if (left < 0 || top < 0 || right > MAP_WIDTH || bottom > MAP_HEIGHT) {
    throw new Error(
      `world map: the land (${[left, top, right, bottom].map((n) => n.toFixed(1))}) overflows 0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`,
    );
  }
  return path;
}

/**
 * Where each country's dot goes, by alpha-2 code: the centroid of its largest polygon
 * (mainland France, not with French Guiana), or where that falls outside it (Vietnam's S,
 * Israel around the West Bank), the point inside farthest from its borders.
 */
function countryPoints(topology: Topology, codes: string[], isoNumeric: Record<string, string>): Record<string, [number, number]> {
  const polygons = polygonsOf(topology, "countries");
  const points: Record<string, [number, number]> = {};
  for (const code of codes) {
    const id = Object.hasOwn(isoNumeric, code) ? isoNumeric[code] : undefined;
    if (!id) throw new Error(`world map: ${code} has servers but no ISO numeric code in content/servers/iso-numeric.json`);
    const largest = polygons
      .filter((p) => p.id === id)
      .map((p) => p.polygon)
      .sort((a, b) => geoArea(b) - geoArea(a))[0];
    if (!largest) throw new Error(`world map: world-atlas has no country ${id} (${code})`);
    const centroid = geoCentroid(largest);
    const [lon, lat] = geoContains(largest, centroid) ? centroid : farthestInside(largest);
    const [x, y] = project(lon, lat);
    points[code] = [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  }
  return points;
}

/** The point of a polygon farthest from its edges, on a grid of 0.1°: a label position for a country whose centroid lies outside. */
function farthestInside(polygon: Polygon): [number, number] {
  const [[west, south], [east, north]] = geoBounds(polygon);
  const edges = polygon.coordinates.flatMap((ring) => ring.slice(1).map((b, i) => [ring[i]!, b] as const));
  let best: [number, number] = [west, south];
  let bestDistance = -1;
  for (let lon = west; lon <= east; lon += 0.1) {
    for (let lat = south; lat <= north; lat += 0.1) {
      if (!geoContains(polygon, [lon, lat])) continue;
      const distance = Math.min(...edges.map(([a, b]) => distanceToSegment([lon, lat], a, b)));
      if (distance > bestDistance) [best, bestDistance] = [[lon, lat], distance];
    }
  }
  return best;
}

/** Planar distance in degrees, enough to compare points inside one country. */
function distanceToSegment([x, y]: [number, number], [ax, ay]: Position, [bx, by]: Position): number {
  const [dx, dy] = [bx! - ax!, by! - ay!];
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax!) * dx + (y - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax! + t * dx), y - (ay! + t * dy));
}
