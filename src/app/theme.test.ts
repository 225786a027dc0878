import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createStorageAdapter, type MemoryStore } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import { DARK_QUERY, themeStore, toggleTheme } from './theme';
import { connectTheme } from './theme-persistence';

/** A stand-in for `matchMedia(DARK_QUERY)` whose answer the test can change. */
class FakeMedia extends EventTarget {
  matches: boolean;
  listeners = 0;
  constructor(dark: boolean) {
    super();
    this.matches = dark;
  }
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners++;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners--;
    super.removeEventListener(...args);
  }
  /** The system setting changes. */
  change(dark: boolean) {
    this.matches = dark;
    this.dispatchEvent(new Event('change'));
  }
}

function fakeMedia(dark: boolean) {
  return new FakeMedia(dark);
}

let disconnect: (() => void) | null = null;

function setup({ dark = false, stored }: { dark?: boolean; stored?: string } = {}) {
  const memory: MemoryStore = createMemoryStore(stored === undefined ? {} : { theme: stored });
  const events = new EventTarget();
  const storage = createStorageAdapter({ backend: () => memory, events });
  const body = document.createElement('body');
  const media = fakeMedia(dark);
  disconnect = connectTheme({ storage, body, media });
  return { memory, events, body, media };
}

function bodyTheme(body: HTMLElement): string[] {
  return [...body.classList].filter((name) => name === 'lightMode' || name === 'darkMode');
}

beforeEach(resetStores);
afterEach(() => {
  disconnect?.();
  disconnect = null;
  resetStores();
});

describe('connectTheme', () => {
  it.each([
    [true, 'darkMode'],
    [false, 'lightMode'],
  ] as const)('follows the system preference (dark: %s) when nothing is stored', (dark, theme) => {
    const { body, memory } = setup({ dark });
    expect(bodyTheme(body)).toEqual([theme]);
    expect(themeStore.getState().theme).toBe(theme);
    expect(memory.data.has('theme')).toBe(false);
  });

  it.each([
    ['"lightMode"', true, 'lightMode'],
    ['"darkMode"', false, 'darkMode'],
  ] as const)('lets a stored choice (%s) win over the system preference', (stored, dark, theme) => {
    const { body } = setup({ dark, stored });
    expect(bodyTheme(body)).toEqual([theme]);
    expect(themeStore.getState().theme).toBe(theme);
  });

  it('sets aside a corrupt stored value and follows the system', () => {
    const { body, memory } = setup({ dark: true, stored: 'purple' });
    expect(bodyTheme(body)).toEqual(['darkMode']);
    expect(memory.data.get('theme.backup')).toBe('purple');
  });

  it('replaces a class the inline script set, never leaving both', () => {
    const memory = createMemoryStore({ theme: '"darkMode"' });
    const body = document.createElement('body');
    body.classList.add('lightMode', 'other');
    disconnect = connectTheme({ storage: createStorageAdapter({ backend: () => memory }), body, media: fakeMedia(false) });
    expect(bodyTheme(body)).toEqual(['darkMode']);
    expect(body.classList.contains('other')).toBe(true);
  });

  it('toggles the body class and stores the choice', () => {
    const { body, memory } = setup({ dark: false });
    toggleTheme();
    expect(bodyTheme(body)).toEqual(['darkMode']);
    expect(themeStore.getState().theme).toBe('darkMode');
    expect(memory.data.get('theme')).toBe('"darkMode"');
    toggleTheme();
    expect(bodyTheme(body)).toEqual(['lightMode']);
    expect(memory.data.get('theme')).toBe('"lightMode"');
  });

  it('applies a choice made in another tab', () => {
    const { body, events, memory } = setup({ dark: false });
    memory.data.set('theme', '"darkMode"');
    events.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '"darkMode"' }));
    expect(bodyTheme(body)).toEqual(['darkMode']);
    expect(themeStore.getState().theme).toBe('darkMode');
  });

  it('ignores an unreadable value from another tab', () => {
    const { body, events } = setup({ dark: false });
    events.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'bogus' }));
    expect(bodyTheme(body)).toEqual(['lightMode']);
  });

  it('follows a system change while no choice has been made', () => {
    const { body, media } = setup({ dark: false });
    media.change(true);
    expect(bodyTheme(body)).toEqual(['darkMode']);
    media.change(false);
    expect(bodyTheme(body)).toEqual(['lightMode']);
  });

  it('stops following the system once the visitor has chosen', () => {
    const { body, media } = setup({ dark: false });
    toggleTheme();
    expect(bodyTheme(body)).toEqual(['darkMode']);
    media.change(false);
    media.change(true);
    media.change(false);
    expect(bodyTheme(body)).toEqual(['darkMode']);
  });

  it('does not follow the system when a choice was stored', () => {
    const { body, media } = setup({ dark: false, stored: '"lightMode"' });
    media.change(true);
    expect(bodyTheme(body)).toEqual(['lightMode']);
  });

  it('stops following the system after a choice arrives from another tab', () => {
    const { body, media, events } = setup({ dark: false });
    events.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '"lightMode"' }));
    media.change(true);
    expect(bodyTheme(body)).toEqual(['lightMode']);
  });

  it('disconnects: no more listeners, the toggle does nothing', () => {
    const { body, media } = setup({ dark: false });
    disconnect?.();
    disconnect = null;
    expect(media.listeners).toBe(0);
    media.change(true);
    expect(bodyTheme(body)).toEqual(['lightMode']);
    toggleTheme();
    expect(bodyTheme(body)).toEqual(['lightMode']);
  });
});

// ---------------------------------------------------------------------------------------------
// The inline script in index.html, which sets the theme before first paint

const indexHtml = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
  'utf8',
);
const inlineScript = /<body[^>]*>\s*<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];

function runInlineScript({ stored, dark }: { stored: string | null; dark: boolean }) {
  if (stored === null) window.localStorage.removeItem('theme');
  else window.localStorage.setItem('theme', stored);
  const matchMedia = vi.fn((query: string) => ({ matches: query === DARK_QUERY && dark, media: query }));
  vi.stubGlobal('matchMedia', matchMedia);
  document.body.className = '';
  new Function(inlineScript ?? '')();
  return matchMedia;
}

describe('the inline theme script in index.html', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.className = '';
  });

  it('is the first thing in <body>', () => {
    expect(inlineScript).toBeDefined();
    expect(inlineScript).toContain('theme');
  });

  it.each([
    ['stored "darkMode" (system light)', JSON.stringify('darkMode'), false, 'darkMode'],
    ['stored "lightMode" (system dark)', JSON.stringify('lightMode'), true, 'lightMode'],
    ['nothing stored, system dark', null, true, 'darkMode'],
    ['nothing stored, system light', null, false, 'lightMode'],
    ['a corrupt stored value, system dark', '{not json', true, 'darkMode'],
    ['a corrupt stored value, system light', 'darkMode', false, 'lightMode'],
    ['a valid JSON value that is not a theme, system dark', JSON.stringify('purple'), true, 'darkMode'],
  ])('with %s sets the body class %s', (_what, stored, dark, theme) => {
    const matchMedia = runInlineScript({ stored, dark });
    expect([...document.body.classList]).toEqual([theme]);
    if (stored === null) expect(matchMedia).toHaveBeenCalledWith(DARK_QUERY);
  });

  it.each([
    [JSON.stringify('darkMode'), false],
    [JSON.stringify('lightMode'), true],
    [null, true],
    [null, false],
    ['{not json', true],
  ])('agrees with connectTheme (stored %s, system dark %s)', (stored, dark) => {
    runInlineScript({ stored, dark });
    const fromScript = [...document.body.classList];
    const { body } = setup({ dark, ...(stored === null ? {} : { stored }) });
    expect(bodyTheme(body)).toEqual(fromScript);
  });
});
