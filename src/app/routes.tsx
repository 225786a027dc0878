import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { routePatterns } from '@/config/paths';
import { Layout } from './layout/layout';
import { lazyPage, type LazyPage } from './lazy-page';

/** Every page of the shop, each its own chunk. */
const pages = {
  home: lazyPage(() => import('@/features/content/home/home-page'), (m) => m.HomePage),
  shop: lazyPage(() => import('@/features/catalogue/shop/shop-page'), (m) => m.ShopPage),
  product: lazyPage(() => import('@/features/catalogue/product-page/product-page'), (m) => m.ProductPage),
  cart: lazyPage(() => import('@/features/cart/cart-page/cart-page'), (m) => m.CartPage),
  blog: lazyPage(() => import('@/features/content/blog/blog-page'), (m) => m.BlogPage),
  article: lazyPage(() => import('@/features/content/blog/article-page'), (m) => m.ArticlePage),
  about: lazyPage(() => import('@/features/content/about/about-page'), (m) => m.AboutPage),
  contact: lazyPage(() => import('@/features/content/contact/contact-page'), (m) => m.ContactPage),
  login: lazyPage(() => import('@/features/account/login-page'), (m) => m.LoginPage),
  signup: lazyPage(() => import('@/features/account/signup-page'), (m) => m.SignupPage),
  notFound: lazyPage(() => import('./not-found-page'), (m) => m.NotFoundPage),
} satisfies Record<string, LazyPage>;

const table: { path: string; page: LazyPage }[] = [
  { path: routePatterns.home, page: pages.home },
  { path: routePatterns.shop, page: pages.shop },
  { path: routePatterns.product, page: pages.product },
  { path: routePatterns.cart, page: pages.cart },
  { path: routePatterns.blog, page: pages.blog },
  { path: routePatterns.article, page: pages.article },
  { path: routePatterns.about, page: pages.about },
  { path: routePatterns.contact, page: pages.contact },
  { path: routePatterns.login, page: pages.login },
  { path: routePatterns.signup, page: pages.signup },
  { path: '*', page: pages.notFound },
];

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: table.map(({ path, page }) =>
      path === '/' ? { index: true, element: <page.Component /> } : { path, element: <page.Component /> },
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the page that `pathname` shows, so it can be rendered without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  const leaf = matchRoutes(table, pathname)?.at(-1)?.route;
  await (leaf ?? { page: pages.notFound }).page.preload();
}
