import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { sizeChart, sizeGuide } from '@/config/shop-facts';
import { inches } from './inches';
import { SizeChart } from './size-chart';

describe('inches', () => {
  it('gives centimetres in inches to the nearest half inch', () => {
    expect(inches(96)).toBe('38');
    expect(inches(101)).toBe('40');
    expect(inches(106)).toBe('41.5');
    expect(inches(2.54 * 30.25)).toBe('30.5');
    expect(inches(77)).toBe('30.5');
  });
});

describe('SizeChart', () => {
  it('is a button that commands a dialog named "Size chart" holding each size in cm and inches', () => {
    render(
      <MemoryRouter>
        <SizeChart />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Size chart' });
    const dialog = document.getElementById(button.getAttribute('commandfor')!)!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(button).toHaveAttribute('command', 'show-modal');
    const rows = within(dialog).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      sizeChart.map((row) => `${row.size}${row.chest} cm / ${inches(row.chest)} in${row.length} cm / ${inches(row.length)} in`),
    );
    expect(within(dialog).getByRole('heading', { name: 'How to measure', hidden: true })).toBeInTheDocument();
    expect(sizeGuide).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'how to find your T-shirt size', hidden: true })).toHaveAttribute('href', `/blog/${sizeGuide}`);
  });
});
