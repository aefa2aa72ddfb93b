import type { ReactNode } from "react";
import Phrases from "./Phrases";
import type { Markup } from "./markup";

interface Props {
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  className?: string;
  /**
   * The section's content rendered ahead from this same component (worker/render/prerendered.tsx),
   * inserted as is in place of `title` and `children`.
   */
  inner?: Markup;
}

/** A titled band of page content with an h2 heading; its headings and buttons break by phrase (Phrases). */
export default function Section({ title, id, children, className, inner }: Props) {
  const attributes = { className: `section ${className ?? ""}`, id, "aria-labelledby": id ? `${id}-title` : undefined };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from this component with the page's catalog, no visitor text
  if (inner) return <section {...attributes} dangerouslySetInnerHTML={inner} />;
  return (
    <section {...attributes}>
      <div className="container">
        <Phrases>
          <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
          {children}
        </Phrases>
      </div>
    </section>
  );
}
