/** The Quietway mark: a shield with a path through it, drawn for this site. */
export default function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path d="M16 2 4 6.5v8.7C4 22.8 9.1 28 16 30c6.9-2 12-7.2 12-14.8V6.5L16 2Z" fill="var(--brand)" />
      <path
        d="M10 20.5c2.2-1.2 3.3-3 3.3-5.2 0-2.3 1.2-3.8 3.9-4.5 1.8-.5 3.2-1.4 4.3-2.8"
        fill="none"
        stroke="var(--brand-ink)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="10" cy="20.5" r="2" fill="var(--brand-ink)" />
    </svg>
  );
}
