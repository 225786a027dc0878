import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { formatDayMonth, formatLongDate } from '@/lib/dates';
import { usePageMeta } from '@/lib/page-meta';
import { Newsletter } from '../newsletter/newsletter';
import { siteImages } from '../site-images';
import { articleIndex as articles } from './article-index';
import './blog.css';

export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description:
      'The Rangeela journal: how to wash a T-shirt so it lasts, find your size, understand printing and fabrics, and style a plain tee.',
  });
  return (
    <>
      <PageHeader
        tone="indigo"
        title={
          <>
            <span className="visually-hidden">Blog: </span>#readmore
          </>
        }
      >
        <p>Care guides, fit notes and stories from our print studio.</p>
      </PageHeader>
      <section className="section container" aria-label="Articles">
        <ol role="list" className="blog-list">
          {articles.map((article, index) => (
            <li key={article.slug} className="blog-card">
              <div className="blog-card__media">
                <ResponsiveImage
                  image={siteImages.blog[article.slug as keyof typeof siteImages.blog]}
                  sizes="(min-width: 48rem) 360px, 100vw"
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
      <Newsletter />
    </>
  );
}
