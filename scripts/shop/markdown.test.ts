import { describe, expect, it } from 'vitest';
import { markdownToRichText } from './markdown';

describe('the owner’s Markdown as rich text', () => {
  it('keeps paragraphs, headings, lists, quotes as tips, bold, italic, code and safe links', () => {
    const text = [
      'Soft **combed** cotton, *pre-shrunk*, `180 GSM`.',
      '',
      '## Care',
      '',
      '- Wash cold',
      '- Dry in the [shade](/blog/how-to-wash-a-t-shirt)',
      '',
      '1. First',
      '2. Second',
      '',
      '> Wash it alone the first time.',
      '',
      'Write to [us](mailto:hello@shop.in) or see [our notes](https://example.org/notes).',
    ].join('\n');
    expect(markdownToRichText(text)).toEqual([
      { kind: 'paragraph', text: ['Soft ', { strong: ['combed'] }, ' cotton, ', { em: ['pre-shrunk'] }, ', ', { code: '180 GSM' }, '.'] },
      { kind: 'heading', text: ['Care'] },
      { kind: 'list', items: [['Wash cold'], ['Dry in the ', { link: '/blog/how-to-wash-a-t-shirt', text: ['shade'] }]] },
      { kind: 'list', ordered: true, items: [['First'], ['Second']] },
      { kind: 'tip', text: ['Wash it alone the first time.'] },
      { kind: 'paragraph', text: ['Write to ', { link: 'mailto:hello@shop.in', text: ['us'] }, ' or see ', { link: 'https://example.org/notes', text: ['our notes'] }, '.'] },
    ]);
  });

  it('passes no raw HTML: a <script>, an <img onerror> and an inline tag stay words, never markup', () => {
    const blocks = markdownToRichText('<script>alert(1)</script>\n\nNice <img src=x onerror="alert(2)"> tee <b>bold</b>.');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: ['<script>alert(1)</script>'] },
      { kind: 'paragraph', text: ['Nice <img src=x onerror="alert(2)"> tee <b>bold</b>.'] },
    ]);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x'])(
    'makes no link of %s: its words stay, its address goes',
    (href) => {
      const runs = markdownToRichText(`Click [here](${href}) now.`)[0];
      expect(JSON.stringify(runs)).not.toContain('"link"');
      expect(runs?.kind).toBe('paragraph');
    },
  );

  it('keeps an image’s words, not the image', () => {
    expect(markdownToRichText('See ![a tee](https://example.org/x.png).')).toEqual([{ kind: 'paragraph', text: ['See a tee.'] }]);
  });
});
