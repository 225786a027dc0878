import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { contactLimits, contactSchema, mailtoLink, messageBoxFor, type ContactInput, type ContactMessage, type MessageBox } from './messages';

const resolver = valibotResolver(contactSchema);
const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

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
export function ContactForm({ box = messageBoxFor(storage), openMail = openInMailApp }: { box?: MessageBox; openMail?: (href: string) => void }) {
  // No defaultValues: each field's value comes from the page, so what was typed before the app
  // was ready is kept.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessage>({ resolver });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = handleSubmit((message) => {
    const { saved } = box.keep(message);
    const href = mailtoLink(message);
    setOutcome({ saved, href });
    // Saved: the form is free for another message. Not saved: what was typed stays in the form.
    if (saved) reset(empty);
    openMail(href);
  });

  return (
    <form className="contact-form" noValidate aria-label="Send us a message" onSubmit={(event) => void submit(event)}>
      <Field label="Your name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} className="input" type="text" autoComplete="name" maxLength={contactLimits.name} />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <Field label="Subject" required error={errors.subject?.message}>
        {(control) => <input {...control} {...register('subject')} className="input" type="text" maxLength={contactLimits.subject} />}
      </Field>
      <Field label="Message" required error={errors.message?.message}>
        {(control) => <textarea {...control} {...register('message')} className="textarea" rows={6} maxLength={contactLimits.message} />}
      </Field>
      <button type="submit" className="btn btn--primary">
        Submit
      </button>
      <StatusMessage tone={outcome?.saved === false ? 'error' : 'success'}>
        {outcome && <OutcomeText outcome={outcome} />}
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
