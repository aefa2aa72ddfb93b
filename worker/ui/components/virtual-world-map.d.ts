// Beside the components that import it, not beside worker/content/virtual-content.d.ts:
// the browser's type check (tsconfig.client.json) sees client/ and common/ only.
declare module "virtual:world-map" {
  /** The land north of MAP_SOUTH as one SVG path in the map's units (common/world-projection.ts), relative steps, one decimal. */
  export const LAND_PATH: string;
  /** Where each country with servers gets its dot, [x, y] in the same units, by ISO alpha-2 code. */
  export const COUNTRY_POINTS: Record<string, [number, number]>;
}
