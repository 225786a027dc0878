/**
 * The sizes the shop sells, written once (PRODUCT.md §2): in order, and the short names the size
 * buttons and an order's compact lines use ("2 × #16 Indigo/XL ₹3,598"). The shop's data is checked
 * against them (./shop-schema.ts), the catalogue, the cart and the orders use them, and the order
 * check builds its patterns from them; the page's early script (src/app/early/) takes them
 * through the cart's core (src/features/cart/cart-core.ts).
 */
export const allSizes = ['Small', 'Medium', 'Large', 'XL', 'XXL'] as const;
export type ShopSize = (typeof allSizes)[number];

/** Each size's short name: S, M, L, XL, XXL. */
export const shortSizes: Readonly<Record<ShopSize, string>> = { Small: 'S', Medium: 'M', Large: 'L', XL: 'XL', XXL: 'XXL' };
