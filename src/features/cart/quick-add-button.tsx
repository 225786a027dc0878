import type { FormEvent } from 'react';
import { CartIcon } from '@/components/ui/icons/cart';
import { paths } from '@/config/paths';
import { quickAddChoice, type Product } from '@/features/catalogue';
import { cartActions } from './cart-store';
import { tellAdded } from './tell-added';
import './quick-add-button.css';
import { ADDS_EARLY, HOLD_UNTIL_READY } from '@/config/early-contract';

/**
 * The add button on a product card: adds one of its first colour in Large (or what `quickAddChoice`
 * picks when that is sold out) and confirms it; a product with nothing left has no button.
 * It is a GET form to `/cart?add=…`, so a tap before the app runs still adds it: the early script
 * adds it in place at once (`data-adds-early`, src/app/early/early-add.ts), or, where it cannot, holds
 * it for the app, and the browser sends it to the cart page if the app never starts.
 */
export function QuickAddButton({ product }: { product: Product }) {
  const choice = quickAddChoice(product);
  if (!choice) return null;
  const { colour, size } = choice;
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    tellAdded(product, colour, size, cartActions.add({ productId: product.id, colour: colour.id, size }, 1));
  }
  return (
    <form className="quick-add-form" method="get" action={paths.cart()} onSubmit={add} {...{ [HOLD_UNTIL_READY]: '', [ADDS_EARLY]: '' }}>
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
