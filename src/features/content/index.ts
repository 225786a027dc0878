/**
 * The content feature: home sections, the journal, about, contact and the newsletter.
 * Its one public surface; route modules in src/app/routes compose these.
 */
export { Hero, heroImageSizes } from './home/hero';
export { CouponNote, dealsLine, hasDeals, type Deals } from './deals/deals';
export { FeatureTiles } from './home/feature-tiles';
export { RepairBanner } from './home/repair-banner';
export { PromoBanners, type Promo } from './home/promo-banners';
export { Newsletter, preloadNewsletter } from './newsletter/later-newsletter';
export { BlogList, blogCardImageSizes, blogListLeadImage, journalDescription } from './blog/blog-list';
export { ArticleView, articleImage } from './blog/article-view';
export { articles, findArticle, type Article } from './blog/articles';
export type { ArticleSummary } from './page-types';
export { articleBodyModule, loadArticleBody, useArticleBody } from './blog/article-body';
export { AboutSections, aboutImageSizes } from './about/about-sections';
export { aboutCopy, aboutLine } from './data/about.generated';
/** The shop's own lines for the home page and the Blog page, and its drawn map's names (shop.yaml `lines`, `map`). */
export { homeLines } from './data/home.generated';
export { journalLine } from './data/journal.generated';
export { mapNames } from './data/contact.generated';
export { ContactSections } from './contact/contact-sections';
export { siteImages } from './site-images';
