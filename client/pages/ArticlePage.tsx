import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { ArticleInfo } from "../../common/schemas/api";
import PageHero from "../components/PageHero";

interface Props {
  article: ArticleInfo["article"];
  meta?: ReactNode;
  children?: ReactNode;
}

/** An article: title, optional meta line, fallback note and its sanitized body. */
export default function ArticlePage({ article, meta, children }: Props) {
  return (
    <article className="article">
      <PageHero title={article.title} lede={article.summary} />
      <div className="container prose-wrap">
        {meta}
        {article.fallback && (
          <p className="note" role="note">
            <Trans>This article is not yet available in your language, so it is shown in English.</Trans>
          </p>
        )}
        {/* Sanitized against an allowlist whatever its source (worker/content/sanitize.ts). */}
        <div className="prose" lang={article.fallback ? "en" : undefined} dangerouslySetInnerHTML={{ __html: article.html }} />
        {children}
      </div>
    </article>
  );
}
