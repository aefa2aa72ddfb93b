import { Trans, useLingui } from "@lingui/react/macro";
import type { ArticleInfo, ArticleSummary } from "../../worker/api/schemas";
import { htmlLang, localePath } from "../../worker/i18n/locales";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import Island from "../components/Island";
import ArticlePage from "./ArticlePage";
import SearchBox from "../islands/SearchBox";
import { usePage } from "../components/PageContext";
import { BLOG_CATEGORIES } from "../components/taxonomy";

function PostDate({ date }: { date: string }) {
  const { locale } = usePage();
  const text = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(date));
  return <time dateTime={date}>{text}</time>;
}

function PostCard({ post: article }: { post: ArticleSummary }) {
  const { i18n } = useLingui();
  const category = article.category ? BLOG_CATEGORIES[article.category] : undefined;
  return (
    <article className="card post-card">
      {category && <p className="eyebrow">{i18n._(category)}</p>}
      <h3>
        <LocaleLink to={`/blog/${article.id}`}>{article.title}</LocaleLink>
      </h3>
      <p>{article.summary}</p>
      <p className="muted">
        <PostDate date={article.date} />
      </p>
    </article>
  );
}

/** /blog: featured and popular posts, then all posts. */
export function BlogPage({ posts, query }: { posts: ArticleSummary[]; query: string }) {
  const { t } = useLingui();
  const { locale } = usePage();
  // While searching, only the matching posts are listed.
  const featured = query ? [] : posts.filter((p) => p.featured);
  const popular = query ? [] : posts.filter((p) => p.popular);
  return (
    <>
      <PageHero
        title={<Trans>Quietway blog</Trans>}
        lede={<Trans>Guides and news on online privacy, security and streaming.</Trans>}
      >
        <Island
          name="SearchBox"
          component={SearchBox}
          props={{ action: localePath(locale, "/blog"), query, label: t`Search the blog` }}
        />
      </PageHero>
      {featured.length > 0 && (
        <Section title={<Trans>Featured</Trans>}>
          <div className="card-grid">
            {featured.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </Section>
      )}
      {popular.length > 0 && (
        <Section title={<Trans>Popular articles</Trans>}>
          <div className="card-grid">
            {popular.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </Section>
      )}
      <Section title={query ? <Trans>Posts matching “{query}”</Trans> : <Trans>All articles</Trans>}>
        {query && posts.length === 0 && (
          <p>
            <Trans>No posts match your search. Try fewer or different words.</Trans>
          </p>
        )}
        <div className="card-grid">
          {posts.map((p) => (
            <PostCard key={p.id} post={p} />
          ))}
        </div>
      </Section>
    </>
  );
}

/** /blog/{id}: one blog post. */
export function BlogArticlePage({ info }: { info: ArticleInfo }) {
  const { article } = info;
  const meta = (
    <p className="muted article-meta">
      <PostDate date={article.date} />
      {article.author && <span> · {article.author}</span>}
    </p>
  );
  return <ArticlePage article={article} meta={meta} />;
}
