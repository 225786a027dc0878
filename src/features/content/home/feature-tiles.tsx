import { siteImages } from '../site-images';
import './home.css';

const tiles = [
  { label: 'Free Shipping', icon: siteImages.featureIcons.freeShipping, tone: 'marigold' },
  { label: 'Online Order', icon: siteImages.featureIcons.onlineOrder, tone: 'pink' },
  { label: 'Save Money', icon: siteImages.featureIcons.saveMoney, tone: 'teal' },
  { label: 'Promotions', icon: siteImages.featureIcons.promotions, tone: 'indigo' },
  { label: 'Happy Sell', icon: siteImages.featureIcons.happySell, tone: 'rose' },
  { label: '24/7 Support', icon: siteImages.featureIcons.support, tone: 'sand' },
] as const;

export function FeatureTiles() {
  return (
    <section className="section container" aria-label="Why shop with us">
      <ul role="list" className="feature-tiles">
        {tiles.map(({ label, icon, tone }) => (
          <li key={label} className={`feature-tile feature-tile--${tone}`}>
            <img src={icon.src} alt="" width={icon.width} height={icon.height} loading="lazy" />
            <span className="feature-tile__label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
