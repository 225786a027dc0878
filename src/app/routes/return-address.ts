import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@/config/paths';
import { useHydrated } from '@/lib/hydrated';

/**
 * Where login and signup send the visitor afterwards (`?from=`, kept on this site), and what their
 * link to each other passes on. The prerendered link has no return address (that HTML serves every
 * `?from=`), so it keeps none while React takes the page over, then gains it; until then the early
 * script (src/app/early/capture.js) carries it onto the link (`data-carry="from"`), so an early
 * tap keeps it too.
 */
export function useReturnAddress(): { returnTo: string; passOn: string | undefined } {
  const [params] = useSearchParams();
  const from = params.get('from');
  const returnTo = safeReturnPath(from);
  return { returnTo, passOn: useHydrated() && from !== null ? returnTo : undefined };
}
