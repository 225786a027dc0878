import type { ReactNode } from 'react';

/** A centred section title with an optional line beneath. */
export function SectionHeading({ id, title, children }: { id?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {children && <p>{children}</p>}
    </div>
  );
}
