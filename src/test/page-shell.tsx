import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from '@/lib/router';
import { CartLink } from '@/app/layout/cart-link';
import { NoticeRegion } from '@/app/layout/notice-region';

/**
 * As much of the layout as a page's tests look at: the header's real cart link ("Cart, N items"),
 * the page in `main`, and the notice region ("Notifications") where quick adds are confirmed.
 */
function Shell() {
  return (
    <>
      <CartLink />
      <main>
        <Outlet />
      </main>
      <NoticeRegion />
    </>
  );
}

/**
 * Renders the routes inside that shell and a MemoryRouter opened at `url`, so a test can follow
 * links between them (e.g. from a product page's "View cart" to the cart). Any other path draws
 * the shell with an empty page. `probe` (from `createLocationProbe`) records the location.
 */
export function RoutedShell({
  url,
  routes,
  probe: Probe,
}: {
  url: string;
  routes: { path: string; element: ReactNode }[];
  probe?: () => null;
}) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Shell />}>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={null} />
        </Route>
      </Routes>
      {Probe && <Probe />}
    </MemoryRouter>
  );
}

/** The header's cart link, found as a visitor finds it; its name says the count ("Cart, 3 items"). */
export function cartLink(): HTMLElement {
  return screen.getByRole('link', { name: /^Cart, / });
}

/** The live region where notices (e.g. a quick add's confirmation) are announced. */
export function notifications(): HTMLElement {
  return screen.getByRole('status', { name: 'Notifications' });
}
