/** Line icons drawn for this site (24×24, currentColor). */
const PATHS = {
  shield: "M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Zm-3 9 2 2 4-4",
  infinity: "M7.5 8.5c-2 0-3.5 1.6-3.5 3.5s1.5 3.5 3.5 3.5c3 0 6-7 9-7 2 0 3.5 1.6 3.5 3.5s-1.5 3.5-3.5 3.5c-3 0-6-7-9-7Z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5M4 4l16 16",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.5 3.7 5.5 3.7 9s-1.2 6.5-3.7 9c-2.5-2.5-3.7-5.5-3.7-9S9.5 5.5 12 3Z",
  bolt: "M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z",
  lock: "M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9.5h-13V11Zm6.5 4v2.5",
  split: "M4 7h6c2.5 0 3.5 1.5 5 5s2.5 5 5 5M4 17h6c1.3 0 2.2-.4 3-1.2M15 7h5M17.5 4.5 20 7l-2.5 2.5M17.5 14.5 20 17l-2.5 2.5",
  gift: "M4 11h16v9.5H4V11Zm-1-4h18v4H3V7Zm9 0v13.5M12 7c-1-2.5-2.5-4-4-4-1.2 0-2 .8-2 2s1 2 3 2h3Zm0 0c1-2.5 2.5-4 4-4 1.2 0 2 .8 2 2s-1 2-3 2h-3Z",
  check: "M5 12.5 10 17.5 19 7",
  cross: "M6.5 6.5l11 11m0-11-11 11",
  minus: "M6 12h12",
  download: "M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14",
} as const;

export type IconName = keyof typeof PATHS;

/** One line icon; its stroke comes from the stylesheet (`.icon`), so each icon sends few attributes. */
export default function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
