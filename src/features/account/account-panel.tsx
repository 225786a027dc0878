import type { ReactNode } from 'react';
import './account.css';

/** The framed panel the login and signup forms sit in, with its heading and a short lede. */
export function AccountPanel({ id, title, lede, children }: { id: string; title: string; lede: ReactNode; children: ReactNode }) {
  return (
    <section className="section container account" aria-labelledby={id}>
      <div className="account__panel">
        <h2 id={id} className="account__title">
          {title}
        </h2>
        <p className="account__lede">{lede}</p>
        {children}
      </div>
    </section>
  );
}
