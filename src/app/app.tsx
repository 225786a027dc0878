import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

/** The whole shop, inside whichever router the entry provides (browser or static). */
export function App() {
  return (
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>
  );
}
