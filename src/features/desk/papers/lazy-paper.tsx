import { lazy } from 'react';

/**
 * The papers' code (jsbarcode's Code 128 encoder and SVG renderer, the tax rules, the print styles)
 * in a chunk of its own, loaded when a paper is first opened: the desk's own chunk stays in budget.
 */
export const LazyPaperView = lazy(() =>
  import('./paper-view').then(async (module) => {
    await module.loadPapersStylesheet();
    return { default: module.PaperView };
  }),
);
