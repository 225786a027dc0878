import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { siteImages } from '../site-images';
import './home.css';

/** The "up to N% off" banner: N is the catalogue's largest saving, and it leads to everything on sale. */
export function RepairBanner({ upTo, to }: { upTo: number; to: string }) {
  return (
    <section className="repair-banner" aria-labelledby="repair-title">
      <ResponsiveImage className="repair-banner__image" image={siteImages.repairBanner} sizes="100vw" alt="" />
      <div className="container repair-banner__content">
        <h2 id="repair-title" className="repair-banner__kicker">
          Repair Services
        </h2>
        <p className="repair-banner__title">
          Up to <span>{upTo}% off</span> — All T-shirts &amp; Accessories
        </p>
        <Link to={to} className="btn btn--light">
          Explore More
        </Link>
      </div>
    </section>
  );
}
