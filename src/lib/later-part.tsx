import { memo, Suspense, use, type ComponentType } from 'react';
import { atOnce } from './idle';
import { whenUsed } from './first-use';
import { whenInView } from './in-view';

/** What a part that comes later waits for before its code loads: the page's ready mark, from the route. */
export type After = () => Promise<void>;

export interface LaterPart<P extends object> {
  /** The part: its HTML as prerendered until its code is here, then the part itself. */
  Part: ComponentType<P & { after?: After | undefined }>;
  /** Loads its code at once (the prerenderer, before it renders the page). */
  preload: () => Promise<void>;
  /** True once its code has arrived. */
  loaded: () => boolean;
}

/**
 * A part of a page that the prerendered HTML carries in full but whose code the browser loads only
 * once the page is ready (`after`): text the visitor reads rather than works (a product's
 * description), a dialog the browser opens by itself. Until the code comes, React leaves the part's
 * HTML as it is (a Suspense boundary it hydrates later), so it is no part of the page's JavaScript
 * before ready. The prerenderer loads it first (`preload`). On a page the app draws itself (after a
 * move from another page), the part shows as soon as its code is here.
 *
 * The part is memoised: a boundary still waiting for its code that is drawn again with other props
 * gives up its HTML until the code comes, so its props are ones that change only when the part must
 * (an id, a product from the catalogue, not an object made at each render). A load that fails
 * leaves the HTML as it was, and the next drawing with other props tries again.
 *
 * A part the visitor reaches by scrolling (`inView`: a selector for its HTML) waits for that too
 * (./in-view.ts): its code comes once the page is ready and the part is in view, or as soon as the
 * app draws it again (other props, another page). A control the browser works by itself
 * (`firstUse`: a selector for it) waits for the visitor to reach for it (./first-use.ts).
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { inView, firstUse }: { inView?: string | undefined; firstUse?: string | undefined } = {},
): LaterPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // Once the page is ready, the app draws the part: a drawing then (other props, or a page the app
  // draws itself) needs its code now, not when the prerendered HTML comes into view. In a
  // navigation, React would wait for it before showing the next page (a boundary it has not taken
  // over gets an update), and that HTML stays on screen until it does.
  let drawnByApp = false;
  let hurry = () => {};
  const hurried = new Promise<void>((resolve) => (hurry = resolve));
  const get = (after: After): Promise<ComponentType<P>> =>
    (loading ??= after()
      .then(() => {
        drawnByApp = true;
        const waited = inView !== undefined ? whenInView(inView) : firstUse !== undefined ? whenUsed(firstUse) : undefined;
        return waited && Promise.race([waited, hurried]);
      })
      .then(load)
      .then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          console.error('A part of the page could not be loaded; it stays as it was.', error);
          loading = undefined;
          return new Promise<never>(() => {});
        },
      ));

  function Loaded({ after, props }: { after: After; props: P }) {
    // Once loading, always through `use` (React reads a promise it has seen settle at once), so a
    // drawing React replays after the code came calls it as the first drawing did.
    const Component = loading ? use(loading) : (component ?? use(get(after)));
    return <Component {...props} />;
  }

  const Part = memo(function LaterPart({ after = atOnce, ...props }: P & { after?: After | undefined }) {
    // Memoised: drawn after the page is ready only with other props, or anew.
    if (drawnByApp) hurry();
    return (
      <Suspense fallback={null}>
        <Loaded after={after} props={props as unknown as P} />
      </Suspense>
    );
  });

  return {
    Part: Part as unknown as ComponentType<P & { after?: After | undefined }>,
    preload: () =>
      load().then((loaded) => {
        component = loaded;
      }),
    loaded: () => component !== undefined,
  };
}
