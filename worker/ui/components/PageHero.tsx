import type { ReactNode } from "react";
import Phrases from "./Phrases";

interface Props {
  title: ReactNode;
  lede?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The opening band of a page: its one h1, a short lede and optional actions, broken by phrase (Phrases). */
export default function PageHero({ title, lede, eyebrow, children }: Props) {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <Phrases>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-title">{title}</h1>
          {lede && <p className="lede">{lede}</p>}
          {children && <div className="hero-actions">{children}</div>}
        </Phrases>
      </div>
    </section>
  );
}
