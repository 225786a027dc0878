import { Suspense } from 'react';
import { Outlet, useLocation } from '@/lib/router';
import { ErrorBoundary } from '../error-boundary';
import { lazyPage } from '../lazy-page';
import { NoticeRegion } from './notice-region';
import { appReady } from '../ready';
import { ReadyMarker } from '../ready-marker';
import { RouteEffects } from '../route-effects';
import { Header } from './header';
import './layout.css';

/**
 * The footer is static links and images below the fold: its code loads on its own once the page
 * is ready, and until it arrives React keeps the prerendered footer as it is (hydrating it later),
 * so it costs the start nothing.
 */
export const footer = lazyPage(
  () => appReady().then(() => import('./footer')),
  (m) => m.Footer,
);

/** Header, the page, and the footer: the frame every route is drawn in. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Navigations render in a transition and this boundary stays mounted, so React keeps the
            current page on screen until the next page's code has arrived; PageLoading only shows
            if a page suspends on its very first render. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <RouteEffects />
            <ReadyMarker />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <footer.Component />
      </Suspense>
      <NoticeRegion />
    </>
  );
}

function PageLoading() {
  return (
    <div className="page-loading container" role="status">
      Loading…
    </div>
  );
}
