import { useEffect } from 'react';
import { markAppReady } from './ready';

/**
 * Marks `#root` with `data-ready` once React has taken over the page itself. Rendered where the
 * page is (inside its Suspense boundary, and on the error page): React hydrates a Suspense
 * boundary after the rest of the app, so an effect higher up would say "ready" while the page's
 * forms are still inert HTML. The early script (src/app/early/) carries out the
 * visitor's held taps at this mark.
 */
export function ReadyMarker() {
  useEffect(markAppReady, []);
  return null;
}
