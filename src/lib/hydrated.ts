import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is prerendered HTML (on the server, and during hydration), true once React
 * runs it. A form uses it to leave the browser's own validation and submission in charge until
 * the app can take over, so a visitor's early tap still does something sensible.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
