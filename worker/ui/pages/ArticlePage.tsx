import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { ArticleInfo } from "../../../common/schemas/api";
import PageHero from "../components/PageHero";

interface Props {
  article: ArticleInfo["article"];
  meta?: ReactNode;
  children?: ReactNode;
  /** Beside the article on wide screens (sticky), after it on narrow ones. */
  aside?: ReactNode;
}

/** An article: title, optional meta line, fallback note, its sanitized body, and an optional side column. */
export default function ArticlePage({ article, meta, children, aside }: Props) {
  const body = (
    <>
      {meta}
      {article.fallback && (
        <p className="note" role="note">
          <Trans>This article is not yet available in your language, so it is shown in English.</Trans>
        </p>
      )}
      {/* Sanitized against an allowlist whatever its source (worker/content/sanitize.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized against an allowlist */}
      <div className="prose" lang={article.fallback ? "en" : undefined} dangerouslySetInnerHTML={{ __html: article.html }} />
      {children}
    </>
  );
  return (
    <article className="article">
      <PageHero title={article.title} lede={article.summary} />
      {aside ? (
        <div className="container prose-wrap has-aside">
          <div className="article-main">{body}</div>
          <aside className="article-aside">{aside}</aside>
        </div>
      ) : (
        <div className="container prose-wrap">{body}</div>
      )}
    </article>
  );
}
