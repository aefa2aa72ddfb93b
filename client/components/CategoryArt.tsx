/** An abstract illustration per blog category, drawn for this site; sized so nothing shifts. */
export default function CategoryArt({ category, className }: { category?: string; className?: string }) {
  const hue = { privacy: "#0f5c4d", security: "#1b4f8a", streaming: "#7a2e6b", guides: "#8a5a12", news: "#32506b" }[category ?? ""] ?? "#0f5c4d";
  return (
    <svg className={`category-art ${className ?? ""}`} viewBox="0 0 320 140" width="640" height="280" aria-hidden="true">
      <rect width="320" height="140" rx="16" fill={hue} />
      <circle cx="262" cy="30" r="70" fill="#fff" opacity="0.08" />
      <circle cx="40" cy="128" r="56" fill="#fff" opacity="0.06" />
      {category === "streaming" ? (
        <g fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round">
          <rect x="110" y="34" width="100" height="64" rx="8" />
          <path d="m150 52 22 14-22 14Z" fill="#fff" />
        </g>
      ) : category === "security" ? (
        <g fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
          <rect x="128" y="62" width="64" height="46" rx="6" />
          <path d="M140 62v-12a20 20 0 0 1 40 0v12" />
        </g>
      ) : category === "news" ? (
        <g fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round">
          <path d="M120 46h80M120 66h80M120 86h52" />
        </g>
      ) : category === "guides" ? (
        <g fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round">
          <path d="M160 44c-14-8-30-8-42-4v60c12-4 28-4 42 4 14-8 30-8 42-4V40c-12-4-28-4-42 4Zm0 0v60" />
        </g>
      ) : (
        <g>
          <path d="M160 30 128 42v22c0 20 13.5 36 32 42 18.5-6 32-22 32-42V42Z" fill="none" stroke="#fff" strokeWidth="5" />
          <path d="m146 68 10 10 20-20" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
    </svg>
  );
}
