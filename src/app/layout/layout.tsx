import { Suspense } from 'react';
import { whenInView } from '@/lib/in-view';
import { Outlet, usePathname } from '@/lib/router';
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
 * is ready and it is in view (on a short page, at once), and until it arrives React keeps
 * the prerendered footer as it is (hydrating it later), so it costs the start nothing. Its install
 * badge's prompt is kept from the start (../install-prompt.ts).
 */
export const footer = lazyPage(
  () =>
    appReady()
      .then(() => whenInView('.site-footer'))
      .then(() => import('./footer')),
  (m) => m.Footer,
);

/**
 * The footer, one element for every drawing of the layout: React leaves it be when a navigation
 * draws the layout again. A prerendered footer whose code has not come (it is not in view yet)
 * would otherwise be an update to a part React has not taken over, and the navigation would wait
 * for its code, which waits for the visitor to scroll to it.
 */
const footerPart = (
  <Suspense fallback={null}>
    <footer.Component />
  </Suspense>
);

/** Header, the page, and the footer: the frame every route is drawn in. */
export function Layout() {
  const pathname = usePathname();
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
      {footerPart}
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
