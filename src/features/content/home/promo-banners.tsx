import { Link } from '@/lib/router';
import { ResponsiveImage, type ImageSource } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { siteImages } from '../site-images';
import './home.css';

interface Promo {
  kicker: string;
  title: string;
  text: string;
  action: string;
  to: string;
  image: ImageSource;
}

const promos: readonly Promo[] = [
  {
    kicker: 'crazy deals',
    title: 'buy 1 get 1 free',
    text: 'Our classic crew tees: of every two, the cheaper one is free.',
    action: 'Learn More',
    to: paths.shop({ collection: 'bogo' }),
    image: siteImages.promoB1g1,
  },
  {
    kicker: 'cosy season',
    title: 'winter collection 50% off',
    text: 'Heavier cotton and deep colours, at half price.',
    action: 'Collection',
    to: paths.shop({ collection: 'winter' }),
    image: siteImages.promoWinter,
  },
  {
    kicker: 'just landed',
    title: 'new collection',
    text: 'Eight new prints, from peacocks to constellations.',
    action: 'See what’s new',
    to: paths.shop({ collection: 'new-arrivals' }),
    image: siteImages.promoNew,
  },
];

export function PromoBanners() {
  return (
    <section className="section container" aria-label="Offers">
      <ul role="list" className="promo-banners">
        {promos.map((promo) => (
          <li key={promo.title} className="promo-banner">
            <ResponsiveImage
              className="promo-banner__image"
              image={promo.image}
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
