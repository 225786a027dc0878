import type { FormEvent } from 'react';
import { CartIcon } from '@/components/ui/icons/cart';
import { paths } from '@/config/paths';
import { quickAddChoice, type Product } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { addMessage, lineName } from './cart-lines';
import { cartActions } from './cart-store';
import './quick-add-button.css';

/**
 * The add button on a product card: adds one of its first colour in Large (or what `quickAddChoice`
 * picks when that is sold out) and confirms it; a product with nothing left has no button.
 * It is a GET form to `/cart?add=…`, so a tap before the app runs still adds it (on the cart page).
 */
export function QuickAddButton({ product }: { product: Product }) {
  const choice = quickAddChoice(product);
  if (!choice) return null;
  const { colour, size } = choice;
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = cartActions.add({ productId: product.id, colour: colour.id, size }, 1);
    notify({
      id: `cart-add-${product.id}`,
      tone: result.added > 0 ? 'success' : 'info',
      message: addMessage(lineName(product.title, colour.name, size), result),
      action: { label: 'View cart', href: paths.cart() },
    });
  }
  return (
    <form className="quick-add-form" method="get" action={paths.cart()} onSubmit={add} data-hold-until-ready="">
      <input type="hidden" name="add" value={product.id} />
      <input type="hidden" name="colour" value={colour.id} />
      <input type="hidden" name="size" value={size} />
      <input type="hidden" name="qty" value={1} />
      <button type="submit" className="quick-add" aria-label={`Add ${product.title} to cart`}>
        <CartIcon size={20} />
      </button>
    </form>
  );
}
