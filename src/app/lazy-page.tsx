import { lazy, type ComponentType } from 'react';

/**
 * A part of the app loaded on demand: a route's page, or the footer. `preload()` fetches it ahead
 * of rendering: the prerenderer and the browser both preload the first page before rendering, so
 * hydration renders it directly (no Suspense fallback, nothing to mismatch). Later navigations go
 * through React.lazy.
 */
export interface LazyPage {
  Component: ComponentType;
  /**
   * Loads the page's code, and what the page at these route parameters shows from a module of its
   * own (an article's text: the route module's `prepare`), so it renders without suspending.
   */
  preload: (params?: Readonly<Record<string, string | undefined>>) => Promise<void>;
  /** True once its code has arrived. */
  loaded: () => boolean;
}

export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prepare?: (module: M, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>,
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = (params: Readonly<Record<string, string | undefined>> = {}) =>
    load()
      .then((module) => prepare?.(module, params).then(() => module) ?? module)
      .then((module) => {
        loaded = pick(module);
      });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Component() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  return { Component, preload, loaded: () => loaded !== undefined };
}
