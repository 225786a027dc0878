import { HeartIcon } from '@/components/ui/icons/heart';
import type { Product } from '@/features/catalogue';
import { useIsSaved, wishlistActions } from './wishlist-store';

/**
 * The heart that saves a product to the wishlist (PRODUCT.md §3a, §9): a toggle button named
 * "Save {title}" whose `aria-pressed` says whether it is saved. On a card it is an icon in the
 * photo's corner; on the product page it also says "Save" or "Saved".
 */
export function SaveButton({ product, variant }: { product: Pick<Product, 'id' | 'title'>; variant: 'card' | 'page' }) {
  const saved = useIsSaved(product.id);
  return (
    <button
      type="button"
      className={`save-button save-button--${variant}`}
      aria-label={`Save ${product.title}`}
      aria-pressed={saved}
      title={saved ? 'Saved to your wishlist' : 'Save to your wishlist'}
      onClick={() => wishlistActions.toggle(product.id)}
    >
      <HeartIcon size={variant === 'card' ? 20 : 22} filled={saved} />
      {variant === 'page' && <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
