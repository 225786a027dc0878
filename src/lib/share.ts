/**
 * Sharing a link from a phone or a computer (PRODUCT.md §3a): the phone's own share sheet where the
 * browser has one (Web Share), otherwise a WhatsApp link and a copy to the clipboard. Nothing here
 * sends anything itself: each only hands the text to the visitor's own apps.
 */

/** A `wa.me` link that opens WhatsApp with `text` written, ready for the visitor to send to anyone. */
export function whatsAppHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Whether this browser offers the system's share sheet. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the share sheet; false when the browser has none or refused (the visitor closing the sheet
 * is no failure: it says true, and nothing more is offered).
 */
export async function shareNatively(data: ShareData): Promise<boolean> {
  if (!canShareNatively()) return false;
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

/** Copies `text` to the clipboard; false where the browser would not (no permission, an old browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
