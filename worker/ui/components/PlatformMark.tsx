import type { Platform } from "../../../common/platforms";

/** A device drawing for each platform (our own artwork, not the vendors' logos). */
export default function PlatformMark({ platform, size = 48 }: { platform: Platform; size?: number }) {
  return (
    <svg className="platform-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <rect x="2" y="2" width="44" height="44" rx="12" fill="var(--surface-2)" />
      {platform === "windows" ? (
        <g fill="none" stroke="var(--brand)" strokeWidth="2.4" strokeLinejoin="round">
          <rect x="10" y="13" width="28" height="18" rx="2" />
          <path d="M6 35h36" strokeLinecap="round" />
          <path d="M19 18h4v4h-4zM25 18h4v4h-4zM19 24h4v3h-4zM25 24h4v3h-4z" fill="var(--brand)" stroke="none" />
        </g>
      ) : (
        <g fill="none" stroke="var(--brand)" strokeWidth="2.4" strokeLinejoin="round">
          <rect x="15" y="8" width="18" height="32" rx={platform === "ios" ? 5 : 3} />
          {platform === "ios" ? <path d="M21 11.5h6" strokeLinecap="round" /> : <path d="M20 34h8" strokeLinecap="round" />}
          <path d="M24 18.5 19.5 20v3.2c0 2.8 1.9 5 4.5 5.8 2.6-.8 4.5-3 4.5-5.8V20L24 18.5Z" fill="var(--brand)" stroke="none" />
        </g>
      )}
    </svg>
  );
}
