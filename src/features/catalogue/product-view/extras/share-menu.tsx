import { useId, useRef, useState } from 'react';
import { ShareIcon } from '@/components/ui/icons/share';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatPrice } from '@/lib/money';
import { canShareNatively, copyText, shareNatively, whatsAppHref } from '@/lib/share';
import { paysFor } from '../../pays';
import type { Product, ProductChoice } from '../../product';

/**
 * The product's address with the visitor's colour and size, so whoever opens it sees the same
 * choice (PRODUCT.md §4), and the words sent with it: the title and the price paid for one.
 */
export function shareOf(product: Product, choice: ProductChoice, origin: string): { url: string; text: string } {
  const colour = product.colours.length > 1 || choice.colour !== product.colours[0] ? choice.colour.id : undefined;
  const url = `${origin}${paths.product(product.id, { colour, size: choice.size ?? undefined })}`;
  const chosen = [product.colours.length > 1 ? choice.colour.name : '', choice.size ?? ''].filter(Boolean).join(', ');
  const text = `${product.title}${chosen ? ` (${chosen})` : ''}, ${formatPrice(paysFor(product))} at ${site.name}`;
  return { url, text };
}

/**
 * "Share" on the product page (PRODUCT.md §3a): the phone's share sheet where the browser has one;
 * otherwise a small panel (a native popover: Escape and a tap outside close it) with "Share on
 * WhatsApp" and "Copy link", which says when the link is copied.
 */
export function ShareMenu({ product, choice }: { product: Product; choice: ProductChoice }) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const { url, text } = shareOf(product, choice, window.location.origin);
  async function share() {
    setCopied(null);
    if (canShareNatively() && (await shareNatively({ title: product.title, text, url }))) return;
    panelRef.current?.showPopover();
  }
  return (
    <>
      <button type="button" className="media-action" aria-haspopup="true" aria-controls={panelId} onClick={() => void share()}>
        <ShareIcon size={20} />
        <span className="visually-hidden">Share</span>
      </button>
      <div ref={panelRef} id={panelId} popover="auto" className="share-panel" role="group" aria-label={`Share ${product.title}`}>
        <p className="share-panel__title" aria-hidden="true">
          Share this tee
        </p>
        <a className="btn btn--primary share-panel__action" href={whatsAppHref(`${text}: ${url}`)} target="_blank" rel="noopener noreferrer">
          Share on WhatsApp
        </a>
        <button type="button" className="btn btn--secondary share-panel__action" onClick={() => void copyText(url).then(setCopied)}>
          Copy link
        </button>
        <StatusMessage tone={copied === false ? 'error' : 'success'}>
          {copied === null ? null : copied ? 'Link copied.' : `Your browser would not copy it: ${url}`}
        </StatusMessage>
      </div>
    </>
  );
}
