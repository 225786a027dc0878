/**
 * The owner's Markdown as the app's rich text (src/lib/rich-text.ts): paragraphs, headings, lists,
 * quotes (shown as tips), bold, italic, code and links. Raw HTML is not markup here: markdown-it
 * with `html: false` keeps it as the literal text it is, and the app draws text as text. Links go
 * only to web, mail and phone addresses and paths on this site; any other (javascript:, data:)
 * keeps its words and loses its link. Images in Markdown are not supported and keep their words.
 */
import MarkdownIt from 'markdown-it';
type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];
import { isSafeHref, type Block, type Inline } from '../../src/lib/rich-text';

const parser = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function markdownToRichText(markdown: string): Block[] {
  const tokens = parser.parse(markdown, {});
  const blocks: Block[] = [];
  let index = 0;
  let quoted = false;
  while (index < tokens.length) {
    const token = tokens[index]!;
    switch (token.type) {
      case 'blockquote_open':
        quoted = true;
        break;
      case 'blockquote_close':
        quoted = false;
        break;
      case 'heading_open':
        blocks.push({ kind: 'heading', text: inlines(tokens[index + 1]!) });
        index += 2;
        break;
      case 'paragraph_open': {
        if (token.hidden) break; // a tight list item's paragraph: read with its list
        const text = inlines(tokens[index + 1]!);
        blocks.push(quoted ? { kind: 'tip', text } : { kind: 'paragraph', text });
        index += 2;
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const close = token.type.replace('_open', '_close');
        const items: Inline[][] = [];
        let depth = 0;
        let item: Inline[] | undefined;
        for (index += 1; index < tokens.length; index++) {
          const inner = tokens[index]!;
          if (inner.type === token.type) depth += 1;
          if (inner.type === close) {
            if (depth === 0) break;
            depth -= 1;
          }
          if (inner.type === 'list_item_open' && depth === 0) items.push((item = []));
          if (inner.type === 'inline' && item) item.push(...(item.length ? [' '] : []), ...inlines(inner));
        }
        blocks.push(token.type === 'ordered_list_open' ? { kind: 'list', ordered: true, items } : { kind: 'list', items });
        break;
      }
      case 'fence':
      case 'code_block':
        blocks.push({ kind: 'paragraph', text: [{ code: token.content.replace(/\n$/, '') }] });
        break;
      default:
        break;
    }
    index += 1;
  }
  return blocks;
}

/** An inline token's children as runs: nested bold, italic and links kept, everything else as words. */
function inlines(token: Token): Inline[] {
  const root: Inline[] = [];
  const stack: { runs: Inline[]; close: (runs: Inline[]) => Inline | Inline[] }[] = [];
  const current = () => stack.at(-1)?.runs ?? root;
  const pushText = (text: string) => {
    const runs = current();
    const last = runs.at(-1);
    if (typeof last === 'string') runs[runs.length - 1] = last + text;
    else if (text) runs.push(text);
  };
  for (const child of token.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'html_inline':
        pushText(child.content);
        break;
      case 'softbreak':
      case 'hardbreak':
        pushText(' ');
        break;
      case 'code_inline':
        current().push({ code: child.content });
        break;
      case 'strong_open':
        stack.push({ runs: [], close: (runs) => ({ strong: runs }) });
        break;
      case 'em_open':
        stack.push({ runs: [], close: (runs) => ({ em: runs }) });
        break;
      case 'link_open': {
        const href = String(child.attrGet('href') ?? '');
        stack.push({ runs: [], close: (runs) => (isSafeHref(href) ? { link: href, text: runs } : runs) });
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close': {
        const open = stack.pop();
        if (!open) break;
        const made = open.close(open.runs);
        for (const run of Array.isArray(made) ? made : [made]) {
          if (typeof run === 'string') pushText(run);
          else current().push(run);
        }
        break;
      }
      case 'image':
        pushText(child.content);
        break;
      default:
        if (child.content) pushText(child.content);
    }
  }
  while (stack.length) {
    const open = stack.pop()!;
    for (const run of open.runs) {
      if (typeof run === 'string') pushText(run);
      else current().push(run);
    }
  }
  return root;
}
