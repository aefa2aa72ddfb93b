import type { ArticleType } from "../../../common/schemas/content";
import ArticleLink from "./ArticleLink";

/** Links to articles in the current page's language, one per line: help sections, an article's section, the error page's popular help. */
export default function ArticleLinkList({ articles }: { articles: { type: ArticleType; id: string; title: string }[] }) {
  return (
    <ul className="link-list">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleLink article={article} />
        </li>
      ))}
    </ul>
  );
}
