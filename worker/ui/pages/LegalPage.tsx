import { Trans, useLingui } from "@lingui/react/macro";
import type { ArticleInfo } from "../../../common/schemas/api";
import ArticlePage from "./ArticlePage";
import DateText from "../components/DateText";

/** The h2 headings of article HTML, with their ids, for a table of contents. */
function headings(html: string): { id: string; text: string }[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => ({
    id: m[1]!,
    text: m[2]!
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  }));
}

/** /privacy and /services: the full text with its date and a table of contents. */
export default function LegalPage({ info }: { info: ArticleInfo }) {
  const { t } = useLingui();
  const { article } = info;
  const toc = headings(article.html);
  // A value, not a tag, in the message, so its text stays "Last updated: {date}" in every catalog.
  const date = <DateText date={article.updated ?? article.date} />;
  const meta = (
    <>
      <p className="muted">
        <Trans>Last updated: {date}</Trans>
      </p>
      {toc.length > 1 && (
        <nav className="toc" aria-label={t`Contents`}>
          <h2>
            <Trans>Contents</Trans>
          </h2>
          <ol>
            {toc.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </>
  );
  return <ArticlePage article={article} meta={meta} />;
}
