import { useLocation } from '@/lib/router';
import { NotFound } from '@/components/ui/not-found';
import { site } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';

/** Any path the shop does not have. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'Page not found',
    description: `This page does not exist at ${site.name}. Find your way back to the home page or the shop.`,
    noIndex: true,
  });
  return (
    <NotFound title="404 — Page not found">
      <p>
        We looked everywhere, but there is no page at <code>{pathname}</code>. It may have moved, or the link may
        have a typo.
      </p>
    </NotFound>
  );
}
