import { FLAG_SPRITE } from "./flag-shapes";

/**
 * A country's flag, simplified and drawn for this site (emoji flags do not render on
 * Windows), referenced from the flag sprite (see build/flag-sprite.ts). Every country on the
 * server list has one: tests/node/flags.test.ts checks.
 */
export default function Flag({ code }: { code: string }) {
  return (
    // 24×16, set in the stylesheet (.flag), which loads before the page shows.
    <svg className="flag" aria-hidden="true">
      <use href={`${FLAG_SPRITE}?v=${__BUILD_ID__}#${code}`} />
    </svg>
  );
}
