import { ClockIcon } from '@/components/ui/icons/clock';
import { MailIcon } from '@/components/ui/icons/mail';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { PinIcon } from '@/components/ui/icons/pin';
import { formatAddress, mapsLink, site, telHref } from '@/config/site';
import { siteImages } from '../site-images';
import { ContactForm } from './contact-form';
import { contactPeople, helpQuestions, mapNames } from '../data/contact.generated';
import './contact.css';

/** What the drawn map shows, in words (scripts/art/shop-art.mjs titles the drawing the same). */
const mapAlt = `Map of the streets around our shop at ${site.address.line1}, ${site.address.city}${mapNames?.says ? `: ${mapNames.says}` : ''}`;

/**
 * Address and contact details with the map (drawn from shop.yaml `map`; without one, only the link
 * to a map site), the message form with the contact people, and help.
 */
export function ContactSections() {
  return (
    <>
      <section className="section container contact-details" aria-labelledby="contact-title">
        <div>
          <p className="contact-details__kicker">Get in touch</p>
          <h2 id="contact-title">Visit our studio or contact us today</h2>
          <h3 className="contact-details__subheading">Head office</h3>
          <ul role="list" className="contact-details__list">
            <li>
              <PinIcon />
              <span>{formatAddress()}</span>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <PhoneIcon />
              <a href={telHref(site.phone)}>{site.phone}</a>
            </li>
            <li>
              <ClockIcon />
              <span>
                Phone and WhatsApp: {site.contactHours}, Monday to Saturday
              </span>
            </li>
          </ul>
        </div>
        <figure className="contact-map">
          {mapNames && (
            <img
              src={siteImages.map.src}
              alt={mapAlt}
              width={siteImages.map.width}
              height={siteImages.map.height}
              // In the first screen on a phone, and the page's largest paint: loaded at once.
              fetchPriority="high"
            />
          )}
          <figcaption>
            <a href={mapsLink()} target="_blank" rel="noopener noreferrer">
              Open our address in a map site (OpenStreetMap, opens in a new tab)
            </a>
          </figcaption>
        </figure>
      </section>

      <section className="section container contact-message" aria-labelledby="message-title">
        <div className="contact-message__form">
          <p className="contact-details__kicker">Leave a message</p>
          <h2 id="message-title">We love to hear from you</h2>
          <ContactForm />
        </div>
        <ul role="list" className="contact-people" aria-label="Contact people">
          {contactPeople.map((person) => (
            <li key={person.name} className="contact-person">
              <img
                src={person.image.src}
                alt={person.image.alt}
                width={person.image.width}
                height={person.image.height}
                loading="lazy"
              />
              <div>
                <h3 className="contact-person__name">{person.name}</h3>
                <p className="contact-person__role">{person.role}</p>
                <p className="contact-person__line">
                  Phone: <a href={telHref(person.phone)}>{person.phone}</a>
                </p>
                <p className="contact-person__line">
                  Email: <a href={`mailto:${person.email}`}>{person.email}</a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="help" className="section container contact-help" aria-labelledby="help-title">
        <h2 id="help-title">Help</h2>
        <dl className="contact-help__list">
          {helpQuestions.map((faq) => (
            <div key={faq.question} className="contact-help__item">
              <dt>{faq.question}</dt>
              <dd>{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
