import { useEffect } from 'react';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

/** The whole shop, inside whichever router the entry provides (browser or static). */
export function App() {
  // Marks the page interactive once React has taken over the prerendered HTML.
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', 'true');
  }, []);
  return (
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>
  );
}
