import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import type { RichText as RichTextData } from '@/lib/rich-text';
import { RichText } from './rich-text';

function show(blocks: RichTextData) {
  return render(
    <MemoryRouter>
      <RichText blocks={blocks} />
    </MemoryRouter>,
  ).container;
}

describe('RichText', () => {
  it('draws paragraphs, headings, lists, tips, bold, italic and links', () => {
    show([
      { kind: 'heading', text: ['Care'] },
      { kind: 'paragraph', text: ['Soft ', { strong: ['combed'] }, ' and ', { em: ['light'] }, '.'] },
      { kind: 'list', items: [['Wash cold'], ['Read ', { link: '/blog/how-to-wash-a-t-shirt', text: ['how'] }]] },
      { kind: 'tip', text: ['Wash it alone.'] },
    ]);
    expect(screen.getByRole('heading', { name: 'Care' })).toBeInTheDocument();
    expect(screen.getByText('combed').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'how' })).toHaveAttribute('href', '/blog/how-to-wash-a-t-shirt');
    expect(screen.getByRole('complementary', { name: 'Tip' })).toHaveTextContent('Tip: Wash it alone.');
  });

  it('shows HTML in the text as text: no script, image or bold element is made', () => {
    const container = show([{ kind: 'paragraph', text: ['<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>x</b>'] }]);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>x</b>');
  });

  it('makes no link to an address that is not web, mail, phone or this site, even if the data has one', () => {
    const container = show([{ kind: 'paragraph', text: [{ link: 'javascript:alert(1)', text: ['click'] }, ' ', { link: '//evil.example', text: ['away'] }] }]);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('click away');
  });
});
