import { dir } from "../../../../common/locales";
import { usePage } from "../PageContext";

/**
 * Places a drawing on the page's reading side: `flip` mirrors shapes drawn left to right,
 * `x` moves a box (`width` wide) that sits `from` units from the start edge. Text is never
 * flipped: it is placed with `x` and anchored by the svg's `direction`.
 *
 * @example const { flip, x } = useMirror(120); <g transform={flip}>…</g> <text x={x(12)} />
 */
export function useMirror(viewBoxWidth: number) {
  const { locale } = usePage();
  const direction = dir(locale);
  const rtl = direction === "rtl";
  return {
    direction,
    flip: rtl ? `matrix(-1 0 0 1 ${viewBoxWidth} 0)` : undefined,
    x: (from: number, width = 0) => (rtl ? viewBoxWidth - from - width : from),
  };
}

// CJK, Hangul and full-width forms take about one em; other letters about 0.55; marks none.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u;
const MARK = /\p{M}/u;

/**
 * SVG text does not wrap: a label whose estimated width passes `max` is squeezed to fit,
 * so a long translation stays inside its button or row. Short labels are left alone.
 */
export function fit(label: string, fontSize: number, max: number) {
  let ems = 0;
  for (const ch of label) ems += MARK.test(ch) ? 0 : WIDE.test(ch) ? 1 : 0.55;
  return ems * fontSize > max ? { textLength: max, lengthAdjust: "spacingAndGlyphs" as const } : {};
}
