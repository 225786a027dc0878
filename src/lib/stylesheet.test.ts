import { describe, expect, it, vi } from 'vitest';
import { loadStylesheet } from './stylesheet';

const links = (href: string) => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.getAttribute('href') === href);

describe('loadStylesheet', () => {
  it('adds the stylesheet once, and settles when it has loaded', async () => {
    const first = loadStylesheet('/assets/a.css');
    const second = loadStylesheet('/assets/a.css');
    expect(second).toBe(first);
    expect(links('/assets/a.css')).toHaveLength(1);
    links('/assets/a.css')[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('settles when the stylesheet cannot be fetched, so what needs it still shows', async () => {
    const loaded = loadStylesheet('/assets/b.css');
    links('/assets/b.css')[0]!.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('settles after its patience when the stylesheet never answers', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      void loadStylesheet('/assets/c.css', 5000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(4999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
