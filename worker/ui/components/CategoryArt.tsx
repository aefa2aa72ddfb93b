import { BLOG_ART } from "./blog-art";

/** Blog categories that have an illustration in public/art/; anything else shows the privacy one. */
const ART = new Set(["privacy", "security", "streaming", "guides", "news"]);

interface Props {
  category?: string;
  className?: string;
  /** The post's own drawing when it has one (worker/ui/components/blog-art.ts). */
  post?: string;
  /** The lead picture of a post: fetched first; cards further down wait until they are near. */
  lead?: boolean;
}

/**
 * A blog post's drawing of its own subject (public/art/blog/{id}.svg), or its category's
 * abstract art for a post that has none yet. Each drawing is a static file referenced by
 * <img>, not inline SVG: a list page shows a dozen cards, and a dozen inline drawings
 * (1.5-2.5 KB each) would weigh on every page's HTML and its first paint, where a file is
 * cached once, loaded lazily below the fold and painted off the main document. The files
 * follow light and dark through prefers-color-scheme inside them. Decorative, sized so
 * nothing shifts.
 */
export default function CategoryArt({ category, className, post, lead = false }: Props) {
  const own = post ? BLOG_ART[post] : undefined;
  const name = category && ART.has(category) ? category : "privacy";
  const classes = ["category-art", own ? "post-drawing" : "", own?.mirror ? "art-mirrors" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <img
      className={classes}
      src={own ? `/art/blog/${post}.svg` : `/art/${name}.svg`}
      width="640"
      height="280"
      alt=""
      data-art={own ? "post" : "category"}
      {...(lead ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
    />
  );
}
