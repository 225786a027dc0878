import { matchRoutes, useRoutes, type RouteObject } from '@/lib/router';
import { routePatterns } from '@/config/paths';
import { preloadBuyParts } from '@/features/cart';
import { loadReviews, preloadProductParts } from '@/features/catalogue';
import { preloadNewsletter } from '@/features/content';
import { Layout } from './layout/layout';
import { lazyPage, type LazyPage } from './lazy-page';

/** Every page of the shop: a route module in ./routes (named as its key), each its own chunk. */
const pages = {
  home: lazyPage(() => import('./routes/home'), (m) => m.HomeRoute),
  shop: lazyPage(() => import('./routes/shop'), (m) => m.ShopRoute),
  product: lazyPage(
    () => import('./routes/product'),
    (m) => m.ProductRoute,
    (m, { id }) => m.prepareProduct(id),
  ),
  // The cart and the checkout draw the cart's lines: their tees come with their code.
  cart: lazyPage(
    () => import('./routes/cart'),
    (m) => m.CartRoute,
    (m) => m.prepareCart(),
  ),
  wishlist: lazyPage(() => import('./routes/wishlist'), (m) => m.WishlistRoute),
  blog: lazyPage(() => import('./routes/blog'), (m) => m.BlogRoute),
  article: lazyPage(
    () => import('./routes/article'),
    (m) => m.ArticleRoute,
    (m, { slug }) => m.prepareArticle(slug),
  ),
  about: lazyPage(() => import('./routes/about'), (m) => m.AboutRoute),
  contact: lazyPage(() => import('./routes/contact'), (m) => m.ContactRoute),
  login: lazyPage(() => import('./routes/login'), (m) => m.LoginRoute),
  signup: lazyPage(() => import('./routes/signup'), (m) => m.SignupRoute),
  checkout: lazyPage(
    () => import('./routes/checkout'),
    (m) => m.CheckoutRoute,
    (m) => m.prepareCheckout(),
  ),
  orders: lazyPage(() => import('./routes/orders'), (m) => m.OrdersRoute),
  order: lazyPage(() => import('./routes/order'), (m) => m.OrderRoute),
  'order-check': lazyPage(() => import('./routes/order-check'), (m) => m.OrderCheckRoute),
  desk: lazyPage(() => import('./routes/desk'), (m) => m.DeskRoute),
  'not-found': lazyPage(() => import('./routes/not-found'), (m) => m.NotFoundRoute),
} satisfies Record<string, LazyPage>;

type PageName = keyof typeof pages;

const table: { path: string; name: PageName }[] = [
  { path: routePatterns.home, name: 'home' },
  { path: routePatterns.shop, name: 'shop' },
  { path: routePatterns.product, name: 'product' },
  { path: routePatterns.cart, name: 'cart' },
  { path: routePatterns.wishlist, name: 'wishlist' },
  { path: routePatterns.blog, name: 'blog' },
  { path: routePatterns.article, name: 'article' },
  { path: routePatterns.about, name: 'about' },
  { path: routePatterns.contact, name: 'contact' },
  { path: routePatterns.login, name: 'login' },
  { path: routePatterns.signup, name: 'signup' },
  { path: routePatterns.checkout, name: 'checkout' },
  { path: routePatterns.orders, name: 'orders' },
  // A static segment outranks `:number`: /orders/check is this page, never an order's.
  { path: routePatterns.orderCheck, name: 'order-check' },
  { path: routePatterns.order, name: 'order' },
  { path: routePatterns.desk, name: 'desk' },
  { path: '*', name: 'not-found' },
];

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: table.map(({ path, name }) => {
      const { Component } = pages[name];
      return path === '/' ? { index: true, element: <Component /> } : { path, element: <Component /> };
    }),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** The route module that shows `pathname` (its file is `src/app/routes/<name>.tsx`). */
export function pageNameFor(pathname: string): PageName {
  return matchRoutes(table, pathname)?.at(-1)?.route.name ?? 'not-found';
}

/** The route module that shows `pathname`, and the route's parameters in it. */
export function matchPage(pathname: string): { name: PageName; params: Readonly<Record<string, string | undefined>> } {
  const match = matchRoutes(table, pathname)?.at(-1);
  return match ? { name: match.route.name, params: match.params } : { name: 'not-found', params: {} };
}

/** Loads the page that `pathname` shows, and what it shows from modules of its own, so it renders without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  const { name, params } = matchPage(pathname);
  await pages[name].preload(params);
}

/**
 * Loads what the page at `pathname` shows that the browser loads later, after the page is ready (the
 * newsletter's sign-up; a product's description, facts, size chart, reviews and sold-out notice), so the prerendered HTML
 * carries it all. The browser does not call this.
 */
export async function preloadLaterParts(pathname: string): Promise<void> {
  const match = matchRoutes(table, pathname)?.at(-1);
  const id = Number(match?.params.id);
  await preloadNewsletter();
  if (match?.route.name === 'product' && Number.isInteger(id)) await Promise.all([loadReviews(id), preloadProductParts(), preloadBuyParts()]);
}

/** True when the page that shows `pathname` can render at once (its code is here). */
export function isPageLoaded(pathname: string): boolean {
  return pages[pageNameFor(pathname)].loaded();
}
