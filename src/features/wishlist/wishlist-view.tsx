import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { SalePrice } from '@/components/ui/price';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { AddToCartForm } from '@/features/cart';
import {
  allSizes,
  useTees,
  inStock,
  isProductId,
  paysFor,
  ProductImageView,
  soldOutEverywhere,
  type Product,
  type ProductChoice,
} from '@/features/catalogue';
import { prepareWishlist } from './prepare';
import { idsFromText } from './wishlist-rules';
import { useSavedIds, wishlistActions } from './wishlist-store';
import { ShareList } from './share-list';

/**
 * The wishlist page's content (PRODUCT.md §3a): the products saved on this device with the price
 * paid today and whether they are in stock, each to add to the cart (choosing colour and size) or
 * remove, and a link that shares the list. With `?ids=3,7,12` it is a list someone shared: the
 * same products, and "Save all to my wishlist". What is stored is read once the app runs.
 */
export function WishlistView({ shared }: { shared: boolean }) {
  const [search] = useSearchParams();
  const savedIds = useSavedIds();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void prepareWishlist().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const sharedIds = idsFromText(search.get('ids'), isProductId);
  const ids = shared ? sharedIds : savedIds;
  const { tees: shown, complete } = useTees(ids);

  if (!ready || !complete) return <p className="wishlist__note">Reading the saved tees on this device…</p>;
  return (
    <>
      {shared ? (
        <SaveShared ids={sharedIds} />
      ) : shown.length > 0 ? (
        <ShareList ids={shown.map((product) => product.id)} />
      ) : (
        <div className="wishlist__empty">
          <p>Nothing saved yet. Tap the heart on any tee to keep it here for later.</p>
          <Link to={paths.shop()} className="btn btn--primary">
            Browse the shop
          </Link>
        </div>
      )}
      {shown.length > 0 && (
        <ul role="list" className="wishlist__list" aria-label={shared ? 'Shared products' : 'Saved products'}>
          {shown.map((product) => (
            <WishlistItem key={product.id} product={product} removable={!shared} />
          ))}
        </ul>
      )}
    </>
  );
}

/** A shared list's offer to keep it: every product saved in one tap, said once done. */
function SaveShared({ ids }: { ids: readonly number[] }) {
  const [done, setDone] = useState(false);
  if (ids.length === 0)
    return (
      <div className="wishlist__empty">
        <p>This shared list names no tee the shop sells now. The link may be cut short.</p>
        <Link to={paths.shop()} className="btn btn--primary">
          Browse the shop
        </Link>
      </div>
    );
  return (
    <div className="wishlist__bar">
      <p className="wishlist__note">
        A list shared with you: {ids.length} {ids.length === 1 ? 'tee' : 'tees'}.
      </p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          wishlistActions.saveAll(ids);
          setDone(true);
        }}
      >
        Save all to my wishlist
      </button>
      <StatusMessage tone="success">
        {done && (
          <>
            Saved to your wishlist. <Link to={paths.wishlist()}>See your wishlist</Link>
          </>
        )}
      </StatusMessage>
    </div>
  );
}

/** Whether a product can be bought today, in words. */
export function availabilityOf(product: Pick<Product, 'colours'>): string {
  if (soldOutEverywhere(product)) return 'Sold out';
  const everySize = product.colours.every((colour) => allSizes.every((size) => inStock(colour, size)));
  return everySize ? 'In stock' : 'In stock, some sizes sold out';
}

function WishlistItem({ product, removable }: { product: Product; removable: boolean }) {
  const [choice, setChoice] = useState<ProductChoice>({ colour: product.colours[0], size: null });
  const pays = paysFor(product);
  const before = Math.max(product.mrp ?? 0, product.price);
  const availability = availabilityOf(product);
  return (
    <li className="wishlist-item">
      <Link to={paths.product(product.id)} className="wishlist-item__photo" tabIndex={-1} aria-hidden="true">
        <ProductImageView image={product.images[0]} sizes="96px" />
      </Link>
      <div className="wishlist-item__body">
        <h2 className="wishlist-item__title">
          <Link to={paths.product(product.id)}>{product.title}</Link>
        </h2>
        <p className="wishlist-item__price">
          <SalePrice price={pays} mrp={before > pays ? before : undefined} struck={product.mrp && product.mrp > product.price ? 'mrp' : 'was'} saving="amount" />
        </p>
        <p className={`wishlist-item__stock${availability === 'Sold out' ? ' wishlist-item__stock--out' : ''}`}>{availability}</p>
        {removable && (
          <button type="button" className="btn btn--ghost wishlist-item__remove" onClick={() => wishlistActions.remove(product.id)}>
            Remove<span className="visually-hidden"> {product.title} from your wishlist</span>
          </button>
        )}
      </div>
      {availability !== 'Sold out' && (
        <details className="wishlist-item__buy">
          <summary>Choose colour and size</summary>
          <AddToCartForm product={product} choice={choice} onChoose={setChoice} />
        </details>
      )}
    </li>
  );
}
