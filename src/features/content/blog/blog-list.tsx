import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { formatDayMonth, formatLongDate } from '@/lib/dates';
import { articleIndex as articles } from './article-index';
import './blog.css';

/** How wide a blog card's image is drawn. */
export const blogCardImageSizes = '(min-width: 48rem) 360px, 100vw';

/** The journal's description for search engines and shares: whose it is and what its articles are. */
export function journalDescription(shopName: string): string {
  if (articles.length === 0) return `The ${shopName} journal.`;
  return `The ${shopName} journal: ${articles.map((article) => article.title).join(' · ')}.`;
}

/** The first card's image: the page's largest paint, preloaded from the head. */
export const blogListLeadImage = articles[0]?.image;

/** The journal's articles, each with its image, date label, excerpt and "continue reading". */
export function BlogList() {
  return (
  <section className="section container" aria-label="Articles">
    <ol role="list" className="blog-list">
      {articles.map((article, index) => (
        <li key={article.slug} className="blog-card">
          <div className="blog-card__media">
            <ResponsiveImage
              image={article.image}
              sizes={blogCardImageSizes}
              priority={index === 0}
            />
            <time className="blog-card__date" dateTime={article.date}>
              {formatDayMonth(article.date)}
            </time>
          </div>
          <div className="blog-card__body">
            <h2 id={`article-${article.slug}`} className="blog-card__title">
              <Link to={paths.article(article.slug)}>{article.title}</Link>
            </h2>
            <p className="blog-card__meta">
              By {article.author} · {formatLongDate(article.date)} · {article.readingMinutes} min read
            </p>
            <p>{article.excerpt}</p>
            <Link
              to={paths.article(article.slug)}
              className="blog-card__more"
              aria-describedby={`article-${article.slug}`}
            >
              continue reading
            </Link>
          </div>
        </li>
      ))}
    </ol>
  </section>
  );
}
