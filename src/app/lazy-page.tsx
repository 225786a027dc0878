import { lazy, type ComponentType } from 'react';

/**
 * A part of the app loaded on demand: a route's page, or the footer. `preload()` fetches it ahead
 * of rendering: the prerenderer and the browser both preload the first page before rendering, so
 * hydration renders it directly (no Suspense fallback, nothing to mismatch). Later navigations go
 * through React.lazy.
 */
export interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<void>;
  /** True once its code has arrived. */
  loaded: () => boolean;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Component() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  return { Component, preload, loaded: () => loaded !== undefined };
}
