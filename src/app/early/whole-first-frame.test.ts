import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../index.html?raw';
import source from './whole-first-frame.js?raw';

/**
 * The head's early script: where the browser does not hold drawing for `rel=expect` (Firefox,
 * Safari), the page stays unseen until it is parsed. e2e/first-paint.spec.ts checks the frames a
 * browser draws; this checks the script's own rules.
 */
let readyState: DocumentReadyState = 'loading';
const root = document.documentElement;

/** Runs the script in a browser that holds drawing for `blocking="render"` (Chromium) or not. */
function run({ knowsExpect }: { knowsExpect: boolean }) {
  // jsdom has no `blocking` on links, as Firefox and Safari; Chromium's says it supports "render".
  if (knowsExpect) Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { configurable: true, get: () => ({ supports: (token: string) => token === 'render' }) });
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  new Function(source)();
  Reflect.deleteProperty(HTMLLinkElement.prototype, 'blocking');
}

function parsed(state: DocumentReadyState = 'interactive') {
  readyState = state;
  document.dispatchEvent(new Event('readystatechange'));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  readyState = 'loading';
  root.style.removeProperty('visibility');
});

describe('the head script that keeps the first frame whole', () => {
  it('is in every page’s head, before the stylesheets (a script after one would wait for it)', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain('<!--early:whole-first-frame-->');
    expect(head.indexOf('<!--early:whole-first-frame-->')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toContain('<link rel="expect" href="#page-parsed" blocking="render" />');
  });

  it('leaves the page alone where the browser holds drawing itself', () => {
    run({ knowsExpect: true });
    expect(root.style.visibility).toBe('');
  });

  it('elsewhere hides the page until the parser is done, then shows it', () => {
    run({ knowsExpect: false });
    expect(root.style.visibility).toBe('hidden');
    parsed('loading');
    expect(root.style.visibility).toBe('hidden');
    parsed('interactive');
    expect(root.style.visibility).toBe('');
  });

  it('shows what has arrived when the download stalls, after 3 s', () => {
    vi.useFakeTimers();
    run({ knowsExpect: false });
    vi.advanceTimersByTime(2_999);
    expect(root.style.visibility).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(root.style.visibility).toBe('');
  });
});
