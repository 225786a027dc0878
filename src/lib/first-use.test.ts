import { afterEach, describe, expect, it } from 'vitest';
import { settled } from '@/test/settled';
import { whenUsed } from './first-use';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenUsed', () => {
  const page = () => {
    document.body.innerHTML = '<p><button type="button" class="other">Other</button></p><button type="button" class="size-chart__open"><span>Size chart</span></button>';
    return { opener: document.querySelector<HTMLButtonElement>('.size-chart__open')!, other: document.querySelector<HTMLButtonElement>('.other')! };
  };

  it('waits until the visitor touches the control (or something inside it), not another', async () => {
    const { opener, other } = page();
    const used = whenUsed('.size-chart__open');
    other.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    other.focus();
    expect(await settled(used)).toBe(false);
    opener.querySelector('span')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(used)).toBe(true);
  });

  it('counts focus coming to it, and a key pressed on it', async () => {
    const { opener } = page();
    const focused = whenUsed('.size-chart__open');
    opener.focus();
    expect(await settled(focused)).toBe(true);
    const keyed = whenUsed('.size-chart__open');
    opener.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(await settled(keyed)).toBe(true);
  });

  it('the event that started it still reaches the control', async () => {
    const { opener } = page();
    let clicked = 0;
    opener.addEventListener('pointerdown', () => (clicked += 1));
    const used = whenUsed('.size-chart__open');
    opener.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(used)).toBe(true);
    expect(clicked).toBe(1);
  });

  it('stops waiting once the control has left the page (the app drew another), and at once where there is none', async () => {
    const { opener } = page();
    const used = whenUsed('.size-chart__open');
    expect(await settled(used)).toBe(false);
    opener.remove();
    expect(await settled(used)).toBe(true);
    expect(await settled(whenUsed('.no-such-control'))).toBe(true);
  });
});
