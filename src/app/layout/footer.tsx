import { Link } from '@/lib/router';
import { ClockIcon } from '@/components/ui/icons/clock';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { PinIcon } from '@/components/ui/icons/pin';
import { paths } from '@/config/paths';
import { formatAddress, sellerFacts, site, telHref } from '@/config/site';
import { siteImages } from '@/features/content';
import { InstallBadge } from './install-badge';
import './footer.css';

const aboutLinks = [
  { label: 'About us', to: paths.about() },
  { label: 'Delivery information', to: `${paths.about()}#delivery` },
  { label: 'Privacy policy', to: `${paths.about()}#privacy` },
  { label: 'Terms & conditions', to: `${paths.about()}#terms` },
  { label: 'Contact us', to: paths.contact() },
] as const;

const accountLinks = [
  { label: 'Sign in', to: paths.login() },
  { label: 'View cart', to: paths.cart() },
  { label: 'Your orders', to: paths.orders() },
  { label: 'Help', to: `${paths.contact()}#help` },
] as const;

export function Footer() {
  const { payments } = siteImages;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <p className="site-footer__brand">{site.name}</p>
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <ul role="list" className="site-footer__details">
            <li>
              <PinIcon size={18} />
              <span>
                <strong>Address:</strong> {formatAddress()}
              </span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <span>
                <strong>Phone:</strong> <a href={telHref(site.phone)}>{site.phone}</a>
              </span>
            </li>
            <li>
              <MailIcon size={18} />
              <span>
                <strong>Email:</strong> <a href={`mailto:${site.email}`}>{site.email}</a>
              </span>
            </li>
            <li>
              <ClockIcon size={18} />
              <span>
                <strong>Store hours:</strong> {site.storeHours}
              </span>
            </li>
          </ul>
        </section>

        <FooterLinks id="footer-about" title="About" links={aboutLinks} />
        <FooterLinks id="footer-account" title="My account" links={accountLinks} />

        <section className="site-footer__apps" aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="site-footer__heading">
            Install app
          </h2>
          <p className="site-footer__note">Add {site.name} to your home screen: it opens like an app and works offline.</p>
          <InstallBadge />
          <p className="site-footer__note">We accept</p>
          <img src={payments.src} alt={payments.alt} width={payments.width} height={payments.height} loading="lazy" />
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {site.copyrightYear} {site.name}.{site.madeIn && ` Designed, drawn and printed in ${site.madeIn}.`}
        </p>
        <p>
          Sold by {sellerFacts.seller.name}, {sellerFacts.seller.address}. Grievance officer: {sellerFacts.grievanceOfficer.name},{' '}
          <a href={`mailto:${sellerFacts.grievanceOfficer.email}`}>{sellerFacts.grievanceOfficer.email}</a>. <Link to={`${paths.about()}#seller`}>Seller details</Link>
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { label: string; to: string }[];
}) {
  return (
    <nav className="site-footer__links" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul role="list">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
