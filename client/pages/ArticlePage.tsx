import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { Article } from "../../worker/content/schema";
import PageHero from "../components/PageHero";

interface Props {
  article: Article;
  /** True when the article is shown in English because this language lacks it. */
  fallback: boolean;
  meta?: ReactNode;
  children?: ReactNode;
}

/** An article: title, optional meta line, fallback note and the compiled body. */
export default function ArticlePage({ article, fallback, meta, children }: Props) {
  return (
    <article className="article">
      <PageHero title={article.title} lede={article.summary} />
      <div className="container prose-wrap">
        {meta}
        {fallback && (
          <p className="note" role="note">
            <Trans>This article is not yet available in your language, so it is shown in English.</Trans>
          </p>
        )}
        {/* Compiled at build time from our own Markdown; sanitized content only. */}
        <div className="prose" lang={fallback ? "en" : undefined} dangerouslySetInnerHTML={{ __html: article.html }} />
        {children}
      </div>
    </article>
  );
}
