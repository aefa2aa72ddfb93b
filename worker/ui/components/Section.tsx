import type { ReactNode } from "react";
import Phrases from "./Phrases";

interface Props {
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled band of page content with an h2 heading; its headings and buttons break by phrase (Phrases). */
export default function Section({ title, id, children, className }: Props) {
  return (
    <section className={`section ${className ?? ""}`} id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="container">
        <Phrases>
          <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
          {children}
        </Phrases>
      </div>
    </section>
  );
}
