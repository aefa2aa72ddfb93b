import { Trans, useLingui } from "@lingui/react/macro";
import type { ArticleResult } from "../../worker/content/content-source";
import ArticlePage from "./ArticlePage";
import LocaleLink from "../components/LocaleLink";
import Island from "../components/Island";
import HelpfulVote from "../islands/HelpfulVote";
import { ContactBlock } from "./HelpPages";
import { HELP_SECTIONS } from "../components/taxonomy";

/** /help/detail/{id}: one help article with its section's other articles. */
export default function HelpArticlePage({ result, siblings }: { result: ArticleResult; siblings: ArticleResult[] }) {
  const { t, i18n } = useLingui();
  const section = result.article.section ? HELP_SECTIONS[result.article.section] : undefined;
  const breadcrumbs = (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        <li>
          <LocaleLink to="/help">
            <Trans>Help</Trans>
          </LocaleLink>
        </li>
        {section && (
          <li>
            <LocaleLink to="/help/detail">{i18n._(section)}</LocaleLink>
          </li>
        )}
      </ol>
    </nav>
  );
  return (
    <>
      <ArticlePage article={result.article} fallback={result.fallback} meta={breadcrumbs}>
        <Island name="HelpfulVote" component={HelpfulVote} props={{ articleId: result.article.id }} />
        {siblings.length > 0 && (
          <section className="related" aria-labelledby="in-section">
            <h2 id="in-section">
              <Trans>Articles in this section</Trans>
            </h2>
            <ul className="link-list">
              {siblings.map(({ article }) => (
                <li key={article.id}>
                  <LocaleLink to={`/help/detail/${article.id}`}>{article.title}</LocaleLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ArticlePage>
      <ContactBlock />
    </>
  );
}
