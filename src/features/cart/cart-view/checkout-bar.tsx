import { useEffect, useState, type RefObject } from 'react';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { useNavigate } from '@/lib/router';

/**
 * "Checkout · ₹2,896" in a bar at the foot of the screen (PRODUCT.md §5, §9), shown only while the
 * totals' own Checkout (`watch`) is wholly off screen, so it never covers it; wide screens, where the
 * totals stay beside the lines, never show it (cart-view.css). A button, not a second link: it does
 * what the totals' Checkout link does, and the page keeps one link of that name.
 */
export function CheckoutBar({ total, watch }: { total: number; watch: RefObject<HTMLElement | null> }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);
  if (!shown) return null;
  return (
    <div className="checkout-bar">
      <button type="button" className="btn btn--primary checkout-bar__button" onClick={() => navigate(paths.checkout())}>
        Checkout · {formatPrice(total)}
      </button>
    </div>
  );
}
