/**
 * The projection of the site's world maps: Natural Earth 1, the polynomial that d3-geo's
 * `geoNaturalEarth1` computes, with the constants of one fixed drawing. The land outline is
 * drawn with d3 at build time (build/world-map-plugin.ts, from these constants);
 * points placed at run time (the visitor on /ip) use `project`, without d3, so both agree.
 */

const RADIANS = Math.PI / 180;

/** Natural Earth 1 for longitude and latitude in radians, unscaled, y pointing north. */
function naturalEarth1(lambda: number, phi: number): [number, number] {
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

/** The map's width in SVG units: the equator, from 180° W to 180° E. */
export const MAP_WIDTH = 1000;
/** The latitudes where the map is cut: just above Greenland's north coast, just below Cape Horn (Antarctica is left out). */
export const MAP_NORTH = 84;
export const MAP_SOUTH = -56;

const SCALE = MAP_WIDTH / (2 * Math.PI * naturalEarth1(1, 0)[0]);
const TOP = SCALE * naturalEarth1(0, MAP_NORTH * RADIANS)[1];

/** The map's height in SVG units, from MAP_NORTH down to MAP_SOUTH. */
export const MAP_HEIGHT = Math.ceil(TOP - SCALE * naturalEarth1(0, MAP_SOUTH * RADIANS)[1]);

/** The same drawing in d3-geo's terms: `geoNaturalEarth1().scale(scale).translate(translate)`. */
export const PROJECTION = { scale: SCALE, translate: [MAP_WIDTH / 2, TOP] as [number, number] } as const;

/**
 * A longitude and latitude (degrees) as [x, y] on the map, in SVG units from its top left corner.
 *
 * @example project(0, 0) // [500, 252.68…]: the equator, halfway across
 */
export function project(longitude: number, latitude: number): [number, number] {
  const [x, y] = naturalEarth1(longitude * RADIANS, latitude * RADIANS);
  return [MAP_WIDTH / 2 + SCALE * x, TOP - SCALE * y];
}
