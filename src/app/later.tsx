import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { appReady } from './ready';

/**
 * A part of the app a page shows only once it is ready (PRODUCT.md §3a's wishlist and recently
 * viewed, the product page's Share and Add to Cart bar): its code is no part of the page's first
 * JavaScript. `later(load)` starts loading it when the page is ready and the browser idle, once;
 * `useLater` gives the loaded module to a component, null until then (and while prerendering).
 */
export function later<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= appReady()
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(load);
    return loading;
  };
}

export function useLater<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => console.error('A part of the page could not be loaded; the rest works without it.', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.module ?? null;
}
