import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { lazyChecks, useCheckedForm } from '@/lib/checked-form';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { contactLimits, mailtoLink, type ContactMessage } from './contact-fields';
import type { MessageBox } from './messages';

const checks = lazyChecks<ContactMessage>(() => import('./contact-checks').then((m) => m.contactChecks));

/** Opens the visitor's mail app (the page stays where it is). */
function openInMailApp(href: string) {
  window.location.href = href;
}

interface Outcome {
  saved: boolean;
  href: string;
}

/**
 * The message form: name, email, subject, message. A valid message is kept on this device first,
 * so nothing typed is lost, then the visitor's mail app opens with it filled in; the link to open
 * it again stays on the page.
 */
export function ContactForm({ box, openMail = openInMailApp }: { box?: MessageBox; openMail?: (href: string) => void }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The fields are read from the page when sent, so what was typed before the app was ready counts.
  const form = useCheckedForm(checks, async (message, sent) => {
    const { saved } = (box ?? (await import('./contact-checks')).messageBoxFor(storage)).keep(message);
    const href = mailtoLink(message);
    setOutcome({ saved, href });
    // Saved: the form is free for another message. Not saved: what was typed stays in the form.
    if (saved) sent.element.reset();
    openMail(href);
  });

  return (
    <form className="contact-form" noValidate aria-label="Send us a message" onSubmit={form.onSubmit} onChange={form.onChange} onFocus={form.onFocus}>
      <Field label="Your name" required error={form.errors.name}>
        {(control) => <input {...control} name="name" className="input" type="text" autoComplete="name" maxLength={contactLimits.name} />}
      </Field>
      <Field label="Email" required error={form.errors.email}>
        {(control) => (
          <input {...control} name="email" className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <Field label="Subject" required error={form.errors.subject}>
        {(control) => <input {...control} name="subject" className="input" type="text" maxLength={contactLimits.subject} />}
      </Field>
      <Field label="Message" required error={form.errors.message}>
        {(control) => <textarea {...control} name="message" className="textarea" rows={6} maxLength={contactLimits.message} />}
      </Field>
      <button type="submit" className="btn btn--primary">
        Submit
      </button>
      <StatusMessage tone={outcome?.saved === false || form.failure ? 'error' : 'success'}>
        {form.failure ?? (outcome && <OutcomeText outcome={outcome} />)}
      </StatusMessage>
    </form>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const link = <a href={outcome.href}>Send your message by email</a>;
  return outcome.saved ? (
    <>
      Your message is saved on this device. Your email app should open with it ready to send; if it did not, {link}.
    </>
  ) : (
    <>
      We could not save your message on this device (storage is full or turned off). Please send it by email so it
      is not lost: {link}. What you typed is still in the form.
    </>
  );
}
