import { afterEach, describe, expect, it } from 'vitest';
import { prefetchPages } from './prefetch';
import { isPageLoaded } from './router';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
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
