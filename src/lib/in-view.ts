import { untilOrGone } from './until-gone';

/**
 * The area an element counts as reached in: the screen and all the page above it. An element the
 * visitor scrolled past in one jump (the End key, a link to the footer) never crossed the screen,
 * and the observer would never have said so.
 */
const REACHED = { rootMargin: '100000px 0px 0px 0px' };

/**
 * Resolves once the first element matching `selector` comes into view or has been scrolled past
 * (the visitor scrolled to it, or the page is short), or once it has left the page (the app drew
 * another, which needs what waited); at once where there is no such element, or no
 * IntersectionObserver. For the code of a part of a page further down that the visitor reads
 * rather than works (a product's description and reviews, the newsletter's form, the footer): its
 * HTML is there from the start, and its code, which changes nothing the visitor sees, need not
 * come before they do.
 */
export function whenInView(selector: string): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  return untilOrGone(selector, (element, done) => {
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), REACHED);
    seen.observe(element);
    return () => seen.disconnect();
  });
}
