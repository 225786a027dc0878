import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

/**
 * What happens when a new page has rendered: the window goes back to the top and focus moves
 * to the page's main heading, so keyboard and screen-reader users start on the new page.
 * Not for the page the visit started on (the router's first entry has the key "default"), not for
 * back/forward (POP: the browser restores the position), and not when only the search changes
 * (a sort or filter on the same page keeps the visitor where they are).
 * Rendered inside the page's Suspense boundary, so it runs once the new page is in the DOM.
 */
export function RouteEffects() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const firstPage = key === 'default';
  // The path this ran for last: a change of the search alone (the first page's included, whose key
  // stops being "default" with it) is no new page.
  const shown = useRef(pathname);

  useEffect(() => {
    const samePage = shown.current === pathname;
    shown.current = pathname;
    if (firstPage || navigationType === 'POP' || samePage) return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [pathname, firstPage, navigationType]);

  return null;
}
