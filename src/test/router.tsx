import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@/lib/router';

/** Records the router's current location so a test can check the URL (search params). */
export function createLocationProbe() {
  const locationRef: { current: Location | null } = { current: null };
  function LocationProbe() {
    const location = useLocation();
    useEffect(() => {
      locationRef.current = location;
    }, [location]);
    return null;
  }
  return { seen: locationRef, LocationProbe };
}

/** Renders `element` on `path` inside a MemoryRouter opened at `url`, with an optional location probe. */
export function RoutedPage({
  url,
  path,
  element,
  probe: Probe,
}: {
  url: string;
  path: string;
  element: ReactNode;
  probe?: () => null;
}) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      {Probe && <Probe />}
    </MemoryRouter>
  );
}
