import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import './not-found.css';

/** A friendly "not found" message with the ways back into the shop; `more` follows the links (the 404 page's search and collections). */
export function NotFound({ title, children, more }: { title: string; children: React.ReactNode; more?: React.ReactNode }) {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <div className="not-found__text">{children}</div>
      <div className="not-found__actions">
        <Link to={paths.home()} className="btn btn--primary">
          Go to Home
        </Link>
        <Link to={paths.shop()} className="btn btn--secondary">
          Browse the Shop
        </Link>
      </div>
      {more}
    </section>
  );
}
