import { useState, type MouseEvent } from 'react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { copyText, shareNatively, canShareNatively, whatsAppHref } from '@/lib/share';
import { StatusMessage } from '@/components/ui/status-message';

/**
 * "Share this list": a link to `/wishlist?ids=…` that opens the same tees on anyone's phone. Where
 * the browser has a share sheet, tapping it opens the sheet; the link itself can always be copied
 * or long-pressed, and WhatsApp and "Copy link" are offered beside it.
 */
export function ShareList({ ids }: { ids: readonly number[] }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const path = paths.wishlist(ids);
  const url = `${typeof window === 'undefined' ? site.origin : window.location.origin}${path}`;
  const text = `My ${site.name} wishlist: ${url}`;
  async function share(event: MouseEvent<HTMLAnchorElement>) {
    if (!canShareNatively()) return;
    event.preventDefault();
    await shareNatively({ title: `${site.name} wishlist`, url });
  }
  return (
    <div className="wishlist__bar">
      <a href={path} className="btn btn--primary" onClick={(event) => void share(event)}>
        Share this list
      </a>
      <a href={whatsAppHref(text)} className="btn btn--secondary" target="_blank" rel="noopener noreferrer">
        Share on WhatsApp
      </a>
      <button type="button" className="btn btn--ghost" onClick={() => void copyText(url).then(setCopied)}>
        Copy link
      </button>
      <StatusMessage tone={copied === false ? 'error' : 'success'}>
        {copied === null ? null : copied ? 'Link copied. Paste it in any chat.' : 'Your browser would not copy it. Press and hold “Share this list” to copy the link.'}
      </StatusMessage>
    </div>
  );
}
