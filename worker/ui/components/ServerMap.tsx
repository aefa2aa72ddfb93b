import { COUNTRY_POINTS, LAND_PATH } from "virtual:world-map";
import { MAP_HEIGHT, MAP_WIDTH } from "../../../common/world-projection";

// A map reads left to right in every language. React's SVG types lack `dir` (HTML gives it to
// every element), so it is spread rather than written.
const LEFT_TO_RIGHT = { dir: "ltr" };

/** Dot radii in map units: the largest country's, and the least any dot gets so that it can be seen and clicked. */
const MAX_RADIUS = 14;
const MIN_RADIUS = 3;

/**
 * The server network on a world map: one dot per country, its area in proportion to the
 * country's servers, placed at build time (build/world-map-plugin.ts). Each dot
 * links to the country in the list below. Hidden from screen readers and out of the tab
 * order: the list carries the same facts, without a hundred stops on the way to it.
 */
export default function ServerMap({ countries }: { countries: { code: string; name: string; servers: number }[] }) {
  const most = Math.max(1, ...countries.map((c) => c.servers));
  // The biggest first, so that small countries' dots stay on top and can be clicked.
  const dots = countries.filter((c) => Object.hasOwn(COUNTRY_POINTS, c.code)).sort((a, b) => b.servers - a.servers);
  return (
    <svg
      className="world-map server-map"
      {...LEFT_TO_RIGHT}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      aria-hidden="true"
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} rx="20" className="sea" />
      <path d={LAND_PATH} className="land" />
      {dots.map((c) => {
        const [x, y] = COUNTRY_POINTS[c.code]!;
        const radius = Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(c.servers / most));
        return (
          <a key={c.code} href={`#server-${c.code}`} tabIndex={-1}>
            <title>{c.name}</title>
            <circle cx={x} cy={y} r={radius.toFixed(1)} className="dot" />
          </a>
        );
      })}
    </svg>
  );
}
