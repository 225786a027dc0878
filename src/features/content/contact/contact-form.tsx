import { useId } from 'react';

/** The message form: name, email, subject, message. (Its behaviour arrives with the accounts work.) */
export function ContactForm() {
  const id = useId();
  return (
    <form className="contact-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          Your name
        </label>
        <input id={`${id}-name`} className="input" name="name" type="text" autoComplete="name" required />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input id={`${id}-email`} className="input" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-subject`}>
          Subject
        </label>
        <input id={`${id}-subject`} className="input" name="subject" type="text" required />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          Message
        </label>
        <textarea id={`${id}-message`} className="textarea" name="message" required />
      </div>
      <button type="submit" className="btn btn--primary">
        Submit
      </button>
    </form>
  );
}
