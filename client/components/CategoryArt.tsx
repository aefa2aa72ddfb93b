/** Blog categories that have an illustration in public/art/; anything else shows the privacy one. */
const ART = new Set(["privacy", "security", "streaming", "guides", "news"]);

/**
 * An abstract illustration per blog category, drawn for this site (public/art/*.svg). An
 * image rather than inline SVG: one cached file per category, and a dozen fewer elements
 * per card to render. Decorative, and sized so nothing shifts.
 */
export default function CategoryArt({ category, className, lead = false }: { category?: string; className?: string; lead?: boolean }) {
  const name = category && ART.has(category) ? category : "privacy";
  return (
    <img
      className={className ? `category-art ${className}` : "category-art"}
      src={`/art/${name}.svg`}
      width="640"
      height="280"
      alt=""
      // The lead picture of a post is fetched first; cards further down wait until they are near.
      {...(lead ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
    />
  );
}
