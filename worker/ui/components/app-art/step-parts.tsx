/** Where a step drawing is placed on the page's reading side (see useMirror). */
export interface Placing {
  /** Mirrors the shapes inside it on right-to-left pages. */
  flip: string | undefined;
  /** An x coordinate measured from the start side (see useMirror). */
  x: (from: number, width?: number) => number;
}

/** A shield; with `check`, the app's "connected" sign. Symmetric, so it is placed, never flipped. */
export function Shield({ cx, cy, scale = 1, check = false }: { cx: number; cy: number; scale?: number; check?: boolean }) {
  return (
    <g transform={`translate(${cx} ${cy}) scale(${scale})`}>
      <path className="art-brand" d="M0-12-10-8v7C-10 5.5-5.6 10.3 0 12c5.6-1.7 10-6.5 10-13v-7L0-12Z" />
      {check && <path className="art-line-on-brand" d="m-4.5 0 3 3 6-6.5" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />}
    </g>
  );
}

/** A mouse pointer with its tip at (tipX, tipY); pointers do not turn round on right-to-left systems. */
export function Pointer({ tipX, tipY }: { tipX: number; tipY: number }) {
  return (
    <path
      className="art-paper art-edge-ink"
      transform={`translate(${tipX} ${tipY})`}
      d="M0 0v13l3.2-3 2.4 5.2 2.2-1-2.4-5.1h4.4Z"
      strokeWidth="1.1"
      strokeLinejoin="round"
    />
  );
}
