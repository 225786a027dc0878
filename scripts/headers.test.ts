import { describe, expect, it } from 'vitest';
import { forHttp1, headersFile, headersFor, immutable, nginxFile, parseHeaders } from './headers.mjs';

const csp = "default-src 'self'; script-src 'self'; connect-src 'none'";
const rules = parseHeaders(headersFile({ csp, pages: ['/', '/shop', '/orders/*', '/404.html'] }));
const names = (headers: [string, string][]) => headers.map(([name]) => name.toLowerCase());

describe('the headers each response is sent', () => {
  it('a page: every security header, with framing refused, revalidated', () => {
    const page = forHttp1(headersFor(rules, '/shop'));
    expect(Object.fromEntries(page)).toMatchObject({
      'Content-Security-Policy': "default-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': 'no-cache',
    });
  });

  it('the service worker keeps its policy: it governs the worker’s own fetches', () => {
    expect(names(forHttp1(headersFor(rules, '/sw.js')))).toContain('content-security-policy');
  });

  it('a hashed script over HTTP/1.1: nosniff, the referrer policy and a year’s caching, not the documents’ policies', () => {
    const script = forHttp1(headersFor(rules, '/assets/boot-abc123.js'));
    expect(Object.fromEntries(script)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': immutable });
    // _headers itself (HTTP/2 hosts, which cannot take a header back on a sub-path) still gives them.
    expect(names(headersFor(rules, '/assets/boot-abc123.js'))).toContain('content-security-policy');
  });

  it('nginx sends the same: pages with the policies, hashed files without', () => {
    const conf = nginxFile({ csp, shells: [{ route: '/orders/:number', file: 'orders/shell.html' }] });
    const block = (start: string) => conf.slice(conf.indexOf(`location ${start} {`), conf.indexOf('}', conf.indexOf(`location ${start} {`)));
    expect(block('/')).toContain('Content-Security-Policy');
    expect(block('/orders/')).toContain('Content-Security-Policy');
    for (const hashed of ['/assets/', '/images/shop/']) {
      expect(block(hashed)).not.toContain('Content-Security-Policy');
      expect(block(hashed)).toContain('X-Content-Type-Options "nosniff"');
      expect(block(hashed)).toContain(`Cache-Control "${immutable}"`);
    }
  });
});
