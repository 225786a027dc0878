import { paths } from '@/config/paths';
import type { Product, ProductColour } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { addMessage, lineName, type AddResult, type Size } from './cart-lines';

/** What an add says: its words, and whether it added all that was asked (success) or stopped at the most per size (info). */
export interface AddedWords {
  tone: 'success' | 'info';
  text: string;
}

/** The words for an add, the same wherever they are said. */
export function addedWords(product: Product, colour: ProductColour, size: Size, result: AddResult): AddedWords {
  return { tone: result.kind === 'capped' ? 'info' : 'success', text: addMessage(lineName(product.title, colour.name, size), result) };
}

/** The product page's Add to Cart form on screen, by product id: where its adds are said. */
const forms = new Map<number, (words: AddedWords) => void>();

/**
 * Lets the product page's form say the adds made with it before the app was ready (the early
 * script adds them: src/app/early/), in its own status, as it says its own. Returns the
 * function that lets go (the form left the page).
 */
export function sayAddsIn(productId: number, say: (words: AddedWords) => void): () => void {
  forms.set(productId, say);
  return () => {
    if (forms.get(productId) === say) forms.delete(productId);
  };
}

/**
 * Says what an add did, with the way to the cart: the same words however the add was carried out.
 * A quick add says it in a notice; an add made with the product page's form (`from: 'form'`) says
 * it in that form's status while the form is on screen, and in a notice otherwise.
 */
export function tellAdded(product: Product, colour: ProductColour, size: Size, result: AddResult, from: 'quick-add' | 'form' = 'quick-add'): void {
  const words = addedWords(product, colour, size, result);
  const form = from === 'form' ? forms.get(product.id) : undefined;
  if (form) return form(words);
  notify({ id: `cart-add-${product.id}`, tone: words.tone, message: words.text, action: { label: 'View cart', href: paths.cart() } });
}
