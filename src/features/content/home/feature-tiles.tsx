import { sellerFacts, site } from '@/config/site';
import { siteImages } from '../site-images';
import './home.css';

/** What the shop's data says of its deals, for the tiles that speak of them. */
export interface TileFacts {
  /** "Up to 70% off: 7 tees on sale". */
  saving: string;
  /** The running offers' wordings: "Winter collection 50% off · Buy 1 Get 1 Free"; null when the shop runs none (the tile goes). */
  promotions: string | null;
}

/**
 * The six feature tiles, each with one true line (PRODUCT.md §7): the seed's words, and what they
 * mean in this shop; the seed's "24/7 Support" is named by what is true (write any hour, answered in
 * the shop's hours). Promotions shows only while the shop runs an offer or a coupon.
 */
export function FeatureTiles({ facts }: { facts: TileFacts }) {
  const tiles = [
    { label: 'Free Shipping', line: 'On every order, anywhere in India', icon: siteImages.featureIcons.freeShipping, tone: 'marigold' },
    { label: 'Online Order', line: 'Order any hour; it reaches us on WhatsApp', icon: siteImages.featureIcons.onlineOrder, tone: 'pink' },
    { label: 'Save Money', line: facts.saving, icon: siteImages.featureIcons.saveMoney, tone: 'teal' },
    ...(facts.promotions === null ? [] : [{ label: 'Promotions', line: facts.promotions, icon: siteImages.featureIcons.promotions, tone: 'indigo' } as const]),
    { label: 'Happy Sell', line: sellerFacts.returns, icon: siteImages.featureIcons.happySell, tone: 'rose' },
    { label: 'Write Any Time', line: `On WhatsApp or by email, any hour; we answer ${site.contactHours}, Mon - Sat`, icon: siteImages.featureIcons.support, tone: 'sand' },
  ] as const;
  return (
    <section className="section container feature-tiles-section" aria-label="Why shop with us">
      <ul role="list" className="feature-tiles">
        {tiles.map(({ label, line, icon, tone }) => (
          <li key={label} className={`feature-tile feature-tile--${tone}`}>
            <img src={icon.src} alt="" width={icon.width} height={icon.height} loading="lazy" />
            <span className="feature-tile__label">{label}</span>
            {line && <p className="feature-tile__line">{line}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
