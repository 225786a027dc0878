import { useSearchParams } from '@/lib/router';
import { safeReturnPath } from '@/config/paths';

/**
 * Where login and signup send the visitor afterwards (`?from=`, kept on this site), and what their
 * link to each other passes on. The prerendered link has no return address (that HTML serves every
 * `?from=`); the early script (src/app/early/) carries it onto the link at first paint
 * (`data-carry="from"`), so the link React hydrates already says what it renders here. It is rendered
 * from the first render, not after hydration: a tap between React taking the page over and a second
 * render would otherwise follow the bare link (a CI run found exactly that).
 */
export function useReturnAddress(): { returnTo: string; passOn: string | undefined } {
  const [params] = useSearchParams();
  const from = params.get('from');
  const returnTo = safeReturnPath(from);
  return { returnTo, passOn: from !== null ? returnTo : undefined };
}
