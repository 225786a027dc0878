import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { siteImages } from '../site-images';

export const heroImageSizes = '(min-width: 60rem) 55vw, 100vw';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__kicker">Trade-in-offer</p>
          <h1 id="hero-title" className="hero__title">
            Super value deals
            <span className="hero__subtitle">On all products</span>
          </h1>
          <p className="hero__lead">Save more with coupons &amp; up to 70% off!</p>
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
