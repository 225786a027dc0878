import { paths } from '@/config/paths';
import { ReadyMarker } from './ready-marker';
import './error-page.css';

/** The page shown when something fails to render. */
export function ErrorPage({ error }: { error: Error }) {
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <h1 id="error-title" tabIndex={-1}>
        Unexpected Application Error!
      </h1>
      <p className="error-page__message">
        <code>{error.message || 'Something went wrong.'}</code>
      </p>
      <p>Sorry, this page could not be shown. Your cart and account are safe on this device.</p>
      {/* A full page load, so the shop starts fresh even if its state is what failed. */}
      <a className="btn btn--primary" href={paths.home()}>
        Back to the home page
      </a>
      <ReadyMarker />
    </section>
  );
}
