import { FLAG_SPRITE } from "./flag-sprite";

/**
 * A country's flag, simplified and drawn for this site (emoji flags do not render on
 * Windows), referenced from the flag sprite (see flag-sprite.ts). Every country on the
 * server list has one: tests/node/flags.test.ts checks.
 */
export default function Flag({ code }: { code: string }) {
  return (
    <svg className="flag" width="24" height="16" aria-hidden="true">
      <use href={`${FLAG_SPRITE}?v=${__BUILD_ID__}#${code}`} />
    </svg>
  );
}
