import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CouponNote, dealsLine, hasDeals, type Deals } from '../deals/deals';
import { siteImages } from '../site-images';
import './home.css';

/**
 * How wide the hero image is drawn: the wider grid column (667 px once the container stops
 * growing), and on phones the container width less its gutters (379 px on a 412 px phone, so a
 * 1.75× phone takes the 720 px file).
 */
export const heroImageSizes = '(min-width: 75rem) 668px, (min-width: 60rem) 55vw, calc(100vw - 2rem)';

/**
 * The home page's hero: the seed's "Super value deals" where the shop runs a deal (a saving, a
 * coupon or an offer), with the line that says which; where it runs none, the shop's name and
 * tagline, so it promises nothing the data does not hold (PRODUCT.md §7).
 */
export function Hero({ deals }: { deals: Deals }) {
  const lead = dealsLine(deals);
  const running = hasDeals(deals);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          {running && <p className="hero__kicker">Trade-in-offer</p>}
          <h1 id="hero-title" className="hero__title">
            {running ? 'Super value deals' : site.name}
            <span className="hero__subtitle">{running ? 'On all products' : site.tagline}</span>
          </h1>
          {lead && <p className="hero__lead">{lead}</p>}
          <CouponNote coupon={deals.coupon} className="hero__coupon" />
          <Link to={paths.shop()} className="btn btn--primary hero__cta">
            Shop Now
          </Link>
        </div>
        <div className="hero__art">
          <ResponsiveImage image={siteImages.hero} sizes={heroImageSizes} priority />
        </div>
      </div>
    </section>
  );
}
