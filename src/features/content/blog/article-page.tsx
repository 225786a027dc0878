import { Link, useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { usePageMeta } from '@/lib/page-meta';
import { siteImages } from '../site-images';
import { articles, findArticle, type Article, type ArticleBlock } from './articles';
import './blog.css';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  return article ? <ArticleView key={article.slug} article={article} /> : <ArticleNotFound />;
}

function ArticleView({ article }: { article: Article }) {
  const image = siteImages.blog[article.slug as keyof typeof siteImages.blog];
  usePageMeta({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image: image.src,
    preloadImage: { href: image.src, srcSet: image.srcSet, sizes: '(min-width: 48rem) 760px, 100vw' },
  });
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
        sizes="(min-width: 48rem) 760px, 100vw"
        priority
      />
      <div className="article__body">
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
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

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'tip':
      return (
        <aside className="article__tip" aria-label="Tip">
          <strong>Tip: </strong>
          {block.text}
        </aside>
      );
  }
}

function ArticleNotFound() {
  usePageMeta({
    title: 'Article not found',
    description: 'This article does not exist in the Rangeela journal.',
    noIndex: true,
  });
  return (
    <NotFound title="Article not found">
      <p>
        That article is not in our journal. <Link to={paths.blog()}>See all articles</Link>.
      </p>
    </NotFound>
  );
}
