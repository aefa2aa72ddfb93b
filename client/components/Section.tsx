import type { ReactNode } from "react";

interface Props {
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled band of page content with an h2 heading. */
export default function Section({ title, id, children, className }: Props) {
  return (
    <section className={`section ${className ?? ""}`} id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="container">
        <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
