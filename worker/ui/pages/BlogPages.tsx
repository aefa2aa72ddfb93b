import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import CategoryArt from "../components/CategoryArt";
import Pagination from "../components/Pagination";
import type { ArticleInfo, ArticleSummary } from "../../../common/schemas/api";
import { htmlLang, localePath } from "../../../common/locales";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import LocaleLink from "../components/LocaleLink";
import Island from "../components/Island";
import ArticlePage from "./ArticlePage";
import SearchBox from "../../../client/islands/SearchBox";
import { usePage } from "../components/PageContext";
import { AUTHOR_TEAMS, BLOG_CATEGORIES } from "../components/taxonomy";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import ArticleLink from "../components/ArticleLink";
import SearchResults from "../components/SearchResults";
import DateText from "../components/DateText";

function PostCard({ post: article }: { post: ArticleSummary }) {
  const { i18n } = useLingui();
  const category = article.category ? BLOG_CATEGORIES[article.category] : undefined;
  return (
    <article className="card post-card">
      <CategoryArt category={article.category} post={article.id} />
      {category && <p className="eyebrow">{i18n._(category)}</p>}
      <h3>
        <ArticleLink article={article} />
      </h3>
      <p>{article.summary}</p>
      <p className="muted">
        <DateText date={article.date} />
      </p>
    </article>
  );
}

/** /blog: featured and popular posts, then all posts. */
interface BlogPageProps {
  /** The page's posts; search results also carry their snippet. */
  posts: (ArticleSummary & { snippet?: string })[];
  /** The featured and popular rows of page 1 (empty when searching, filtering or paging); never a post of `posts` or of each other. */
  featured: ArticleSummary[];
  popular: ArticleSummary[];
  query: string;
  category?: string;
  page: number;
  pages: number;
}

/** /blog: featured and popular posts, categories, then a paged list. */
export function BlogPage({ posts, featured, popular, query, category, page, pages }: BlogPageProps) {
  const { t, i18n } = useLingui();
  const { locale } = usePage();
  return (
    <>
      <PageHero title={<Trans>Quietway blog</Trans>} lede={<Trans>Guides and news on online privacy, security and streaming.</Trans>}>
        <Island component={SearchBox} props={{ action: localePath(locale, "/blog"), query, label: t`Search the blog` }} />
      </PageHero>
      {featured.length > 0 && (
        <Section title={<Trans>Featured</Trans>}>
          <div className="card-grid post-grid">
            {featured.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </Section>
      )}
      {popular.length > 0 && (
        <Section title={<Trans>Popular articles</Trans>}>
          <div className="card-grid post-grid">
            {popular.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </Section>
      )}
      <Section title={query ? <PostsMatching query={<bdi>{query}</bdi>} /> : <Trans>All articles</Trans>}>
        {!query && (
          <nav className="chips" aria-label={t`Categories`}>
            <LocaleLink to="/blog" aria-current={!category ? "page" : undefined}>
              <Trans>All</Trans>
            </LocaleLink>
            {Object.entries(BLOG_CATEGORIES).map(([id, name]) => (
              <LocaleLink key={id} to={`/blog?category=${id}`} aria-current={category === id ? "page" : undefined}>
                {i18n._(name)}
              </LocaleLink>
            ))}
          </nav>
        )}
        {query && posts.length === 0 && (
          <p>
            <Trans>No posts match your search. Try fewer or different words.</Trans>
          </p>
        )}
        {query ? (
          <SearchResults results={posts} />
        ) : (
          <div className="card-grid post-grid">
            {posts.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        )}
        <Pagination path="/blog" params={{ ...(query ? { q: query } : {}), ...(category ? { category } : {}) }} page={page} pages={pages} />
      </Section>
    </>
  );
}

/** Minutes to read: words at 220 a minute, or characters at 500 a minute for scripts without spaces. */
function readingMinutes(words: number, html: string, lang: string): number {
  const cjk = /^(zh|ja|ko|th)/.test(lang);
  const units = cjk ? html.replace(/<[^>]+>/g, "").replace(/\s+/g, "").length / 500 : words / 220;
  return Math.max(1, Math.round(units));
}

/** Share links that are plain links: nothing is loaded from the networks until the visitor clicks. */
function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return (
    <nav className="share" aria-label={t`Share this post`}>
      <span className="muted">
        <Trans>Share this post</Trans>
      </span>
      <a href={`https://x.com/intent/post?url=${u}&text=${text}`} rel="noopener noreferrer" target="_blank">
        X
      </a>
      <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} rel="noopener noreferrer" target="_blank">
        Facebook
      </a>
      <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`} rel="noopener noreferrer" target="_blank">
        LinkedIn
      </a>
      <a href={`mailto:?subject=${text}&body=${u}`}>
        <Trans>Email</Trans>
      </a>
    </nav>
  );
}

/** "Name, Security team" with the team named, and the two joined, in the page's language; other signatures as written. */
function authorLine(author: string, translate: (d: MessageDescriptor) => string): string {
  const comma = author.lastIndexOf(", ");
  const team = comma > 0 ? AUTHOR_TEAMS[author.slice(comma + 2)] : undefined;
  if (!team) return author;
  const name = author.slice(0, comma);
  const teamName = translate(team);
  return translate(msg({ comment: "A blog post's signature: the author's name, then their team", message: `${name}, ${teamName}` }));
}

/** /blog/{id}: one blog post with its date, reading time, author, illustration, share links and related posts. */
export function BlogArticlePage({ info, url }: { info: ArticleInfo; url: string }) {
  const { i18n } = useLingui();
  const { article, related } = info;
  const minutes = readingMinutes(article.words, article.html, htmlLang(article.lang));
  const meta = (
    <>
      <CategoryArt category={article.category} post={article.id} className="post-art" lead />
      <p className="muted article-meta">
        <DateText date={article.date} />
        <span aria-hidden="true"> · </span>
        <Plural value={minutes} one="# min read" other="# min read" />
        {article.author && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{authorLine(article.author, (d) => i18n._(d))}</span>
          </>
        )}
      </p>
    </>
  );
  return (
    <ArticlePage article={article} meta={meta}>
      <ShareLinks url={url} title={article.title} />
      {related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">
            <Trans>Related posts</Trans>
          </h2>
          <div className="card-grid">
            {related.map((p) => (
              <PostCard key={p.id} post={p} />
            ))}
          </div>
        </section>
      )}
    </ArticlePage>
  );
}

/** The blog search heading; the visitor's text is an element in the message, never markup (see HelpPages' ResultsFor). */
function PostsMatching({ query }: { query: ReactNode }) {
  return <Trans>Posts matching “{query}”</Trans>;
}
