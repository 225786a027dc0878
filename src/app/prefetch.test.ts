import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionHints } from './fetch-ahead';
import { prefetchPages } from './prefetch';
import { markAppReady } from './ready';
import { isPageLoaded } from './router';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function links(...paths: string[]) {
  document.body.innerHTML = paths.map((path) => `<a href="${path}">${path}</a>`).join('');
  stop = prefetchPages();
  return (path: string) => document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)!;
}

describe('prefetching pages’ code', () => {
  it('fetches a page’s code when a pointer comes over its link', async () => {
    const link = links('/about');
    expect(isPageLoaded('/about')).toBe(false);
    link('/about').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expect.poll(() => isPageLoaded('/about'), { timeout: 10_000 }).toBe(true);
  });

  it('fetches on keyboard focus too', async () => {
    const link = links('/contact');
    link('/contact').focus();
    await expect.poll(() => isPageLoaded('/contact'), { timeout: 10_000 }).toBe(true);
  });

  it('marks the document as loading a page from a tap until that page’s code has arrived', async () => {
    const link = links('/signup');
    link('/signup').addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    link('/signup').click();
    expect(document.documentElement).toHaveAttribute('data-page-loading');
    await expect.poll(() => isPageLoaded('/signup'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => document.documentElement.hasAttribute('data-page-loading')).toBe(false);
  });

  it('ignores links to other sites', () => {
    const link = links('https://example.com/shop');
    link('https://example.com/shop').addEventListener('click', (event) => event.preventDefault());
    link('https://example.com/shop').click();
    expect(document.documentElement).not.toHaveAttribute('data-page-loading');
  });
});

/** A page as prerendered: its fetch-ahead plan on #root, links in the header and in the content. */
function page({ plan, header = [], main = [] }: { plan: string; header?: string[]; main?: string[] }, connection?: ConnectionHints) {
  const anchors = (paths: string[]) => paths.map((path) => `<a href="${path}">${path}</a>`).join('');
  document.body.innerHTML = `<div id="root" data-fetch-ahead="${plan}"><header>${anchors(header)}</header><main>${anchors(main)}</main></div>`;
  stop = prefetchPages({ connection });
}

/** Longer than the browser takes to be idle here (src/lib/idle.ts waits 1.5 s where it cannot tell). */
const afterIdle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

/** A browser that sees every observed link come into view at once. */
function everythingInView() {
  class InView {
    constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
    observe(target: Element) {
      queueMicrotask(() => this.report([{ isIntersecting: true, target }]));
    }
    unobserve() {}
    disconnect() {}
  }
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = InView;
}

describe('fetching pages’ code ahead, with no interaction', () => {
  beforeAll(() => markAppReady());

  it('once the page is ready, fetches the header’s pages while they fit the page’s room, and not the one that would pass it', async () => {
    page({ plan: '5000 blog:3000 login:3000 not-found:1000', header: ['/blog', '/login', '/no-such-page'] }, { effectiveType: '4g' });
    await expect.poll(() => isPageLoaded('/blog'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => isPageLoaded('/no-such-page'), { timeout: 10_000 }).toBe(true);
    expect(isPageLoaded('/login')).toBe(false); // 3,000 + 3,000 > 5,000
  });

  it('fetches the pages of links that come into view', async () => {
    everythingInView();
    page({ plan: '8000 cart:4000', main: ['/cart'] });
    await expect.poll(() => isPageLoaded('/cart'), { timeout: 10_000 }).toBe(true);
  });

  it('fetches nothing ahead when the browser says Save-Data, or on a slow connection', async () => {
    everythingInView();
    page({ plan: '90000 orders:4000 checkout:4000', header: ['/orders'], main: ['/checkout'] }, { saveData: true });
    await afterIdle();
    stop?.();
    page({ plan: '90000 orders:4000 checkout:4000', header: ['/orders'], main: ['/checkout'] }, { effectiveType: '3g' });
    await afterIdle();
    expect(isPageLoaded('/orders')).toBe(false);
    expect(isPageLoaded('/checkout')).toBe(false);
  });

  it('fetches nothing ahead where the page has no plan, yet still fetches on intent', async () => {
    document.body.innerHTML = '<div id="root"><header><a href="/orders/check">Check</a></header></div>';
    stop = prefetchPages();
    await afterIdle();
    expect(isPageLoaded('/orders/check')).toBe(false);
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expect.poll(() => isPageLoaded('/orders/check'), { timeout: 10_000 }).toBe(true);
  });
});
