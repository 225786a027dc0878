import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What happens when a new page has rendered: the window goes back to the top and focus moves
 * to the page's main heading, so keyboard and screen-reader users start on the new page.
 * Back/forward (POP) leave both alone so the browser can restore the position.
 * Rendered inside the page's Suspense boundary, so it runs once the new page is in the DOM. It is
 * remounted with every page (the page's error boundary is keyed by path), so whether this is the
 * first page of the visit is kept by the caller in `firstPageRef`, which outlives the page.
 */
export function RouteEffects({ firstPageRef }: { firstPageRef: RefObject<boolean> }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (firstPageRef.current) {
      firstPageRef.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [firstPageRef, location.pathname, location.search, navigationType]);

  return null;
}
