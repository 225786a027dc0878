import { Link, useParams } from '@/lib/router';
import { NotFound } from '@/components/ui/not-found';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ArticleView, articleImage, findArticle, loadArticleBody, useArticleBody, type ArticleSummary } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';

/**
 * Loads the text of the article at `slug` before the page is first drawn (src/app/router.tsx). The
 * prerendered page has already asked for its module beside the page's code (scripts/prerender.mjs),
 * so on a first visit this waits for nothing more.
 */
export function prepareArticle(slug: string | undefined): Promise<unknown> {
  return slug && findArticle(slug) ? loadArticleBody(slug) : Promise.resolve();
}

export function ArticleRoute() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  return article ? <ArticlePage key={article.slug} article={article} /> : <ArticleNotFound />;
}

function ArticlePage({ article }: { article: ArticleSummary }) {
  const { image, sizes } = articleImage(article);
  usePageMeta({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image: image.src,
    preloadImage: { href: image.src, srcSet: image.srcSet, sizes },
  });
  // Loaded with the page's code (prepareArticle); a page drawn before it came waits for it.
  const body = useArticleBody(article.slug);
  return <ArticleView article={{ ...article, body }} />;
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
