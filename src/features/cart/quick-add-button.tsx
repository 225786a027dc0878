import { CartIcon } from '@/components/ui/icons/cart';
import { paths } from '@/config/paths';
import type { Product } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { DEFAULT_SIZE, MAX_QUANTITY } from './cart-lines';
import { cartActions } from './cart-store';
import './quick-add-button.css';

/** The add button on a product card: adds one in the default size (Large) and confirms it. */
export function QuickAddButton({ product }: { product: Product }) {
  function add() {
    const before = cartActions.quantityOf(product.id, DEFAULT_SIZE);
    const after = cartActions.add(product.id, DEFAULT_SIZE, 1);
    notify({
      id: `cart-add-${product.id}`,
      tone: after > before ? 'success' : 'info',
      message:
        after > before
          ? `Added ${product.title} (${DEFAULT_SIZE}) to your cart. You have ${after} in this size.`
          : `You already have ${MAX_QUANTITY} of ${product.title} (${DEFAULT_SIZE}), the most per size.`,
      action: { label: 'View cart', href: paths.cart() },
    });
  }
  return (
    <button type="button" className="quick-add" aria-label={`Add ${product.title} to cart`} onClick={add}>
      <CartIcon size={20} />
    </button>
  );
}
