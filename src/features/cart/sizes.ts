import { allSizes } from '@/features/catalogue';
import type { Size } from './cart-lines';

/** Small, Medium, Large, XL, XXL (PRODUCT.md §2). */
export const sizes = allSizes;

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (sizes as readonly string[]).includes(value);
}
