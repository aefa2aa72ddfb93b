import { FLAG_SHAPES } from "./flag-shapes";

/** A country's flag, simplified and drawn for this site (emoji flags do not render on Windows). */
export default function Flag({ code }: { code: string }) {
  const shapes = FLAG_SHAPES[code];
  if (!shapes) return null;
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {shapes.map((s, i) =>
        s[0] === "r" ? (
          <rect key={i} x={s[1]} y={s[2]} width={s[3]} height={s[4]} fill={s[5]} />
        ) : s[0] === "c" ? (
          <circle key={i} cx={s[1]} cy={s[2]} r={s[3]} fill={s[4]} />
        ) : (
          <path key={i} d={s[1]} fill={s[2]} />
        ),
      )}
    </svg>
  );
}
