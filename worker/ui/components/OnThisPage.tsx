import { Trans, useLingui } from "@lingui/react/macro";

/** A section of an article: one of its h2 or h3 headings, with the id it carries in the HTML. */
export interface ArticleSection {
  id: string;
  text: string;
  /** An h3's sections sit under the h2 before them. */
  sub: ArticleSection[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };

/**
 * The h2 and h3 headings of sanitized article HTML, h3s nested under their h2. Their ids are
 * given when the content is compiled (worker/content/heading-ids.ts); a heading without one
 * cannot be linked to and is left out.
 */
export function articleSections(html: string): ArticleSection[] {
  const sections: ArticleSection[] = [];
  for (const m of html.matchAll(/<(h[23])\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = m[3]!
      .replace(/<[^>]+>/g, "")
      .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e]!)
      .trim();
    const section = { id: m[2]!, text, sub: [] };
    const parent = sections.at(-1);
    if (m[1] === "h3" && parent) parent.sub.push(section);
    else sections.push(section);
  }
  return sections;
}

function SectionLinks({ sections }: { sections: ArticleSection[] }) {
  return (
    <ol>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`}>{s.text}</a>
          {s.sub.length > 0 && <SectionLinks sections={s.sub} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page": links to an article's sections. `side` is the list in the wide screen's
 * side column (worker/ui/pages/HelpArticlePage.tsx); `inline` the same list folded above the
 * body on narrower screens. The stylesheet shows one of the two; both work without JavaScript.
 */
export default function OnThisPage({ sections, variant }: { sections: ArticleSection[]; variant: "side" | "inline" }) {
  const { t } = useLingui();
  if (variant === "inline") {
    return (
      <details className="on-this-page is-inline">
        <summary>
          <Trans>On this page</Trans>
        </summary>
        <nav aria-label={t`On this page`}>
          <SectionLinks sections={sections} />
        </nav>
      </details>
    );
  }
  return (
    <nav className="on-this-page is-side" aria-labelledby="on-this-page-title">
      <h2 id="on-this-page-title">
        <Trans>On this page</Trans>
      </h2>
      <SectionLinks sections={sections} />
    </nav>
  );
}
