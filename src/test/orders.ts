import fc from 'fast-check';
import { sizes } from '@/features/cart';
import { findProduct, inStock, products, type ProductColour, type ShopSize } from '@/features/catalogue';
import { lineKey, type CartLine, type LineKey } from '@/features/cart/cart-lines';
import type { DeliveryDetails, ProductFacts } from '@/features/orders/order';

/** The real catalogue's titles, prices, collections and colours, as the checkout gives them to createOrder. */
export const catalogue: ProductFacts = (productId) => {
  const product = findProduct(productId);
  return product && { title: product.title, price: product.price, collections: product.collections, colours: product.colours };
};

/**
 * The first colour of a product in the sample catalogue: what a line takes when nothing says
 * otherwise (read from the catalogue, as the sample data's colours may change).
 */
export function firstColour(productId: number): ProductColour {
  const product = findProduct(productId);
  if (!product) throw new Error(`No product ${productId} in the sample catalogue`);
  return product.colours[0];
}

/** A cart line of a catalogue product in its first colour. */
export function cartLine(productId: number, size: ShopSize, quantity: number): CartLine {
  return { productId, colour: firstColour(productId).id, size, quantity };
}

/** The key of a catalogue product's line in its first colour: `7:<colour>:XL`. */
export function firstColourKey(productId: number, size: ShopSize): LineKey {
  return lineKey({ productId, colour: firstColour(productId).id, size });
}

/** Delivery details that pass every check. */
export const details: DeliveryDetails = {
  name: 'Asha Sharma',
  mobile: '9876543210',
  address: '12 MG Road, Flat 4B',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pin: '400001',
  email: '',
};

/** Every product, colour and size of the sample catalogue a cart can order (not sold out). */
const orderable = products.flatMap((product) =>
  product.colours.flatMap((colour) => sizes.filter((size) => inStock(colour, size)).map((size) => ({ productId: product.id, colour: colour.id, size }))),
);

/** Carts of 1 to 64 lines of the sample catalogue's products, colours and sizes on sale, no two alike. */
export const cartLinesArb: fc.Arbitrary<CartLine[]> = fc.uniqueArray(
  fc.record({ line: fc.constantFrom(...orderable), quantity: fc.integer({ min: 1, max: 10 }) }).map(({ line, quantity }) => ({ ...line, quantity })),
  { selector: lineKey, minLength: 1, maxLength: 64, size: 'max' },
);
