import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { RichText } from '@/components/ui/rich-text';
import type { ArticleSummary } from '../page-types';
import { articles, type Article } from './articles';
import './blog.css';

/** The article's image and the sizes it is shown at (the page preloads it). */
export function articleImage(article: ArticleSummary) {
  return { image: article.image, sizes: articleImageSizes };
}
const articleImageSizes = '(min-width: 48rem) 760px, 100vw';

/** One full article of the journal, with links to the others. */
export function ArticleView({ article }: { article: Article }) {
  const { image } = articleImage(article);
  const others = articles.filter((other) => other.slug !== article.slug);
  return (
    <article className="article container" aria-labelledby="article-title">
      <p className="article__crumbs">
        <Link to={paths.blog()}>Blog</Link>
      </p>
      <h1 id="article-title" className="article__title">
        {article.title}
      </h1>
      <p className="article__meta">
        By {article.author} · <time dateTime={article.date}>{formatLongDate(article.date)}</time> ·{' '}
        {article.readingMinutes} min read
      </p>
      <ResponsiveImage
        className="article__image"
        image={image}
        sizes={articleImageSizes}
        priority
      />
      <div className="article__body">
        <RichText blocks={article.body} tipClassName="article__tip" />
      </div>
      <nav className="article__more" aria-labelledby="more-articles">
        <h2 id="more-articles">More from the journal</h2>
        <ul role="list">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={paths.article(other.slug)}>{other.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
