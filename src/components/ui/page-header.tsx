import type { ReactNode } from 'react';
import './page-header.css';

/** The coloured band at the top of inner pages, holding the page's h1; `compact` where the page's own content must start high (the cart). */
export function PageHeader({
  title,
  children,
  tone = 'pink',
  compact = false,
  className = '',
}: {
  title: ReactNode;
  children?: ReactNode;
  tone?: 'pink' | 'teal' | 'indigo' | 'marigold';
  compact?: boolean;
  /** A page's own class, for a band that page draws its own way (the shop's, slimmer on a phone). */
  className?: string;
}) {
  return (
    <header className={`page-header page-header--${tone}${compact ? ' page-header--compact' : ''}${className ? ` ${className}` : ''}`}>
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        {children && <div className="page-header__text">{children}</div>}
      </div>
    </header>
  );
}
