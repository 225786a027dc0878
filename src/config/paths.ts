/**
 * Every URL of the shop is built here. Components, the prerenderer and the tests
 * use these helpers, never a hand-written string.
 */
export const routePatterns = {
  home: '/',
  shop: '/shop',
  product: '/sproduct/:id',
  cart: '/cart',
  wishlist: '/wishlist',
  blog: '/blog',
  article: '/blog/:slug',
  about: '/about',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  checkout: '/checkout',
  orders: '/orders',
  /** The owner's order check: a static segment, so `/orders/:number` never takes it. */
  orderCheck: '/orders/check',
  order: '/orders/:number',
  /** The owner's desk (PRODUCT.md §16): linked from no shopper's page. */
  desk: '/desk',
} as const;

/** Search parameters of the shop page, as they appear in the URL. */
export interface ShopSearch {
  q?: string;
  sort?: string;
  rating?: string;
  /** A collection (`winter`), or `sale`. */
  collection?: string;
  /** How many pages of the grid are shown (`2`: cards 1–24); last, after the filters. */
  page?: string;
}

function withSearch(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: () => routePatterns.home,
  shop: (search: ShopSearch = {}) => withSearch(routePatterns.shop, { ...search }),
  /** A product's page, with a colour and size chosen when given (`/sproduct/3?colour=indigo&size=XL`). */
  product: (id: number | string, choice: { colour?: string | undefined; size?: string | undefined } = {}) =>
    withSearch(`/sproduct/${id}`, { colour: choice.colour, size: choice.size }),
  cart: () => routePatterns.cart,
  /**
   * The address an add-to-cart form sends to before the app runs (`/cart?add=5&colour=indigo&size=XL&qty=2`);
   * the cart page applies it once and takes it out of the address bar.
   */
  cartAdd: (add: { productId: number; colour?: string; size: string; quantity: number }) =>
    withSearch(routePatterns.cart, { add: String(add.productId), colour: add.colour, size: add.size, qty: String(add.quantity) }),
  /** The wishlist, or a list shared with the visitor (`/wishlist?ids=3,7,12`). */
  wishlist: (ids?: readonly number[]) => withSearch(routePatterns.wishlist, { ids: ids?.join(',') }),
  blog: () => routePatterns.blog,
  article: (slug: string) => `/blog/${slug}`,
  about: () => routePatterns.about,
  contact: () => routePatterns.contact,
  /** `from` is where to return after signing in (a path inside the site). */
  login: (from?: string) => withSearch(routePatterns.login, { from }),
  signup: (from?: string) => withSearch(routePatterns.signup, { from }),
  checkout: () => routePatterns.checkout,
  orders: () => routePatterns.orders,
  /** The shop owner's page for checking an order message against the catalogue (PRODUCT.md §13). */
  orderCheck: () => routePatterns.orderCheck,
  /** An order's page (`RNG-261124-K7QX`); the order itself is read from this device's storage. */
  order: (number: string) => `/orders/${encodeURIComponent(number)}`,
  /** The owner's desk, or one of its orders (`/desk?order=RNG-261127-K7QX2A`). */
  desk: (order?: string) => withSearch(routePatterns.desk, { order }),
} as const;

const PROBE_ORIGIN = 'https://rangeela.invalid';

/**
 * A `from` value is only followed when it is a path inside this site; anything else
 * (another origin, `//evil.example`, `/\t/evil.example`, `javascript:`) falls back to the home page.
 * The value is resolved the way a browser would and returned in its normalised form, so what is
 * checked is exactly what is followed.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/')) return paths.home();
  let url: URL;
  try {
    url = new URL(from, PROBE_ORIGIN);
  } catch {
    return paths.home();
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PROBE_ORIGIN || path.startsWith('//') || path.startsWith('/\\')) return paths.home();
  return path;
}
