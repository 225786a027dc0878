import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { siteImages } from '../site-images';
import './home.css';

/** The pictures a banner may stand on: the site's own art, dark on the left where the white text goes. */
const pictures = { gift: siteImages.promoB1g1, winter: siteImages.promoWinter, rail: siteImages.promoNew } as const;

/** One banner: words, where it leads and its picture. The route makes them from the shop's data. */
export interface Promo {
  kicker: string;
  title: string;
  text: string;
  action: string;
  to: string;
  picture: keyof typeof pictures;
}

/**
 * The promo banners (PRODUCT.md §7): one for each offer the shop runs and one for its new
 * arrivals, each worded from the data, so none names an offer that does not exist. With none to
 * show, the section goes.
 */
export function PromoBanners({ promos, label = 'Offers' }: { promos: readonly Promo[]; label?: string }) {
  if (promos.length === 0) return null;
  return (
    <section className="section container" aria-label={label}>
      <ul role="list" className="promo-banners">
        {promos.map((promo) => (
          <li key={`${promo.to} ${promo.title}`} className="promo-banner">
            <ResponsiveImage
              className="promo-banner__image"
              image={pictures[promo.picture]}
              sizes="(min-width: 60rem) 33vw, 100vw"
              alt=""
            />
            <div className="promo-banner__content">
              <p className="promo-banner__kicker">{promo.kicker}</p>
              <h2 className="promo-banner__title">{promo.title}</h2>
              <p className="promo-banner__text">{promo.text}</p>
              <Link to={promo.to} className="btn btn--light btn--small">
                {promo.action}
                <span className="visually-hidden">: {promo.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
