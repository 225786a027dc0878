import { ResponsiveImage } from '@/components/ui/responsive-image';
import { RichText } from '@/components/ui/rich-text';
import { sellerFacts, telHref } from '@/config/site';
import { aboutCopy, policies } from '../data/about.generated';
import { siteImages } from '../site-images';
import { AboutVideo } from './about-video';
import './about.css';

/** How wide the intro image is drawn: on a phone the container less its gutters (379 px on a 412 px phone, so a 1.75× phone takes the 720 px file). */
export const aboutImageSizes = '(min-width: 56rem) 45vw, calc(100vw - 2rem)';

/** "Who we are", what we stand for, the video and the shop's policies. */
export function AboutSections() {
  const { seller, grievanceOfficer } = sellerFacts;
  return (
    <>
      <section className="section container about-intro" aria-labelledby="who-we-are">
        {/* In the first screen on a phone, and the page's largest paint: loaded at once. */}
        <ResponsiveImage className="about-intro__image" image={siteImages.about} sizes={aboutImageSizes} priority />
        <div>
          <h2 id="who-we-are">{aboutCopy.title}</h2>
          <p className="about-intro__lead">{aboutCopy.lead}</p>
          <RichText blocks={aboutCopy.body} />
        </div>
      </section>

      <section className="section container" aria-labelledby="values-title">
        <h2 id="values-title" className="visually-hidden">
          What we stand for
        </h2>
        <ul role="list" className="about-values">
          {aboutCopy.values.map((value) => (
            <li key={value.title} className="about-value">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section container about-video" aria-labelledby="video-title">
        <h2 id="video-title">Fresh off the line</h2>
        <AboutVideo caption={aboutCopy.videoCaption} />
      </section>

      <section className="section container about-policies" aria-label="Shop policies">
        {policies.map((policy) => (
          <section key={policy.id} id={policy.id} className="about-policy" aria-labelledby={`${policy.id}-title`}>
            <h2 id={`${policy.id}-title`}>{policy.title}</h2>
            <RichText blocks={policy.body} />
          </section>
        ))}
        <section id="seller" className="about-policy" aria-labelledby="seller-title">
          <h2 id="seller-title">Seller and grievance officer</h2>
          <p>
            Sold by {seller.name}, {seller.address}.
          </p>
          <p>
            For a complaint about an order, write to or call our grievance officer, {grievanceOfficer.name}:{' '}
            <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>, <a href={telHref(grievanceOfficer.phone)}>{grievanceOfficer.phone}</a>. We acknowledge
            every complaint within 48 hours and resolve it within a month.
          </p>
        </section>
      </section>
    </>
  );
}
