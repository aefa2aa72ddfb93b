import type { ArticleType } from "../../../common/schemas/content";
import { articlePath } from "../../../common/paths";
import LocaleLink from "./LocaleLink";

/** A link to an article's page in the current page's language, its title as the text. */
export default function ArticleLink({ article }: { article: { type: ArticleType; id: string; title: string } }) {
  const path = articlePath(article.type, article.id);
  return path ? <LocaleLink to={path}>{article.title}</LocaleLink> : article.title;
}
