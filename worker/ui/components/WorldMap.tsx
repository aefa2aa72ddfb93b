import { LAND_PATH } from "virtual:world-map";
import { MAP_HEIGHT, MAP_NORTH, MAP_SOUTH, MAP_WIDTH, project } from "../../../common/world-projection";

// A map reads left to right in every language. React's SVG types lack `dir` (HTML gives it to
// every element), so it is spread rather than written.
const LEFT_TO_RIGHT = { dir: "ltr" };

/**
 * A world map with a marker at the visitor's position, drawn in SVG from Natural Earth's
 * outline (projected at build time, see common/world-projection.ts); no map service involved.
 * Hidden from screen readers: the page's text says where the visitor is. `label` is the
 * tooltip. Left to right in every language: a map does not mirror.
 */
export default function WorldMap({ latitude, longitude, label }: { latitude: number | null; longitude: number | null; label: string }) {
  // Points beyond the map's edges (Antarctica, the far north) sit on the edge.
  const at = latitude !== null && longitude !== null ? project(longitude, Math.max(MAP_SOUTH, Math.min(MAP_NORTH, latitude))) : null;
  return (
    <svg
      className="world-map"
      {...LEFT_TO_RIGHT}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      aria-hidden="true"
    >
      <title>{label}</title>
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} rx="20" className="sea" />
      <path d={LAND_PATH} className="land" />
      {at && (
        <g className="marker" transform={`translate(${at.map((n) => n.toFixed(1)).join(" ")})`}>
          <circle r="16" className="pulse" />
          <circle r="7" className="you" />
        </g>
      )}
    </svg>
  );
}
