import { Trans, useLingui } from "@lingui/react/macro";
import type { ArticleInfo } from "../../../common/schemas/api";
import ArticlePage from "./ArticlePage";
import LocaleLink from "../components/LocaleLink";
import Island from "../components/Island";
import HelpfulVote from "../../../client/islands/HelpfulVote";
import ContactSection from "../components/ContactSection";
import { HELP_SECTIONS } from "../components/taxonomy";
import { usePage } from "../components/PageContext";
import ArticleLinkList from "../components/ArticleLinkList";
import OnThisPage, { articleSections } from "../components/OnThisPage";

/**
 * /help/detail/{id}: one help article with its section's other articles. On wide screens its
 * section list and the section's articles sit beside it, sticky; on narrow ones the section
 * list folds above the body and the articles follow it.
 */
export default function HelpArticlePage({ info }: { info: ArticleInfo }) {
  const { t, i18n } = useLingui();
  const { locale } = usePage();
  const { article, section_articles: siblings } = info;
  const section = article.section ? HELP_SECTIONS[article.section] : undefined;
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
  // A list of one section leads nowhere: only articles with two or more get one.
  const sections = articleSections(article.html);
  const toc = sections.length > 1 ? sections : [];
  const related = siblings.length > 0 && (
    <section className="related" aria-labelledby="in-section">
      <h2 id="in-section">
        <Trans>Articles in this section</Trans>
      </h2>
      <ArticleLinkList articles={siblings} />
    </section>
  );
  const meta = (
    <>
      {breadcrumbs}
      {toc.length > 0 && <OnThisPage sections={toc} variant="inline" />}
    </>
  );
  const aside = (toc.length > 0 || related) && (
    <>
      {toc.length > 0 && <OnThisPage sections={toc} variant="side" />}
      {related}
    </>
  );
  return (
    <>
      <ArticlePage article={article} meta={meta} aside={aside || undefined}>
        <Island component={HelpfulVote} props={{ articleId: article.id, lang: locale }} />
      </ArticlePage>
      <ContactSection />
    </>
  );
}
