/**
 * Text the owner writes in Markdown (product descriptions, articles, pages), as the build hands it
 * to the app: blocks of inline runs, never HTML. scripts/shop/markdown.ts turns Markdown into this;
 * components/ui/rich-text.tsx renders it with React, so every character reaches the page as text.
 */

/** A run of text: plain, bold, italic, code, or a link to a checked address (http(s), mailto, tel, or a path on this site). */
export type Inline =
  | string
  | { readonly strong: Inlines }
  | { readonly em: Inlines }
  | { readonly code: string }
  | { readonly link: string; readonly text: Inlines };

export type Inlines = readonly Inline[];

export type Block =
  | { readonly kind: 'paragraph'; readonly text: Inlines }
  | { readonly kind: 'heading'; readonly text: Inlines }
  | { readonly kind: 'list'; readonly ordered?: boolean; readonly items: readonly Inlines[] }
  | { readonly kind: 'tip'; readonly text: Inlines };

export type RichText = readonly Block[];

/** The words of inline runs, formatting dropped. */
export function inlineText(runs: Inlines): string {
  return runs
    .map((run) => {
      if (typeof run === 'string') return run;
      if ('strong' in run) return inlineText(run.strong);
      if ('em' in run) return inlineText(run.em);
      if ('code' in run) return run.code;
      return inlineText(run.text);
    })
    .join('');
}

/** The words of rich text as one plain string (for search, page descriptions and structured data). */
export function plainText(blocks: RichText): string {
  return blocks
    .map((block) => (block.kind === 'list' ? block.items.map(inlineText).join(' ') : inlineText(block.text)))
    .join(' ');
}

/** Whether an address may be a link: web, mail and phone links, and paths on this site. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) || /^\/(?!\/)/.test(href);
}
