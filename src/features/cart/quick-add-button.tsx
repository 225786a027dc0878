import type { FormEvent } from 'react';
import { CartIcon } from '@/components/ui/icons/cart';
import { paths } from '@/config/paths';
import type { Product } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { addMessage, DEFAULT_SIZE } from './cart-lines';
import { cartActions } from './cart-store';
import './quick-add-button.css';

/**
 * The add button on a product card: adds one in the default size (Large) and confirms it.
 * It is a GET form to `/cart?add=…`, so a tap before the app runs still adds it (on the cart page).
 */
export function QuickAddButton({ product }: { product: Product }) {
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = cartActions.add(product.id, DEFAULT_SIZE, 1);
    notify({
      id: `cart-add-${product.id}`,
      tone: result.added > 0 ? 'success' : 'info',
      message: addMessage(product.title, DEFAULT_SIZE, result),
      action: { label: 'View cart', href: paths.cart() },
    });
  }
  return (
    <form className="quick-add-form" method="get" action={paths.cart()} onSubmit={add} data-hold-until-ready="">
      <input type="hidden" name="add" value={product.id} />
      <input type="hidden" name="size" value={DEFAULT_SIZE} />
      <input type="hidden" name="qty" value={1} />
      <button type="submit" className="quick-add" aria-label={`Add ${product.title} to cart`}>
        <CartIcon size={20} />
      </button>
    </form>
  );
}
