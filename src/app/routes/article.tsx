import { Link, useParams } from '@/lib/router';
import { NotFound } from '@/components/ui/not-found';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ArticleView, articleImage, findArticle, type Article } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';

export function ArticleRoute() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  return article ? <ArticlePage key={article.slug} article={article} /> : <ArticleNotFound />;
}

function ArticlePage({ article }: { article: Article }) {
  const { image, sizes } = articleImage(article);
  usePageMeta({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image: image.src,
    preloadImage: { href: image.src, srcSet: image.srcSet, sizes },
  });
  return <ArticleView article={article} />;
}

function ArticleNotFound() {
  usePageMeta({
    title: 'Article not found',
    description: `This article does not exist in the ${site.name} journal.`,
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
