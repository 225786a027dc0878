import { describe, expect, it } from 'vitest';
import { adminPolicy, forHttp1, headerPolicy, headersFile, headersFor, immutable, nginxFile, parseHeaders, shopPaths } from './headers.mjs';

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

  it('a tee’s module (its folder named by the tees’ content): kept a year, as a hashed script is', () => {
    expect(Object.fromEntries(forHttp1(headersFor(rules, '/tees/1a2b3c4d/5.js')))).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': immutable });
  });

  it('nginx sends the same: pages with the policies, hashed files without', () => {
    const conf = nginxFile({ csp, shells: [{ route: '/orders/:number', file: 'orders/shell.html' }] });
    const block = (start: string) => conf.slice(conf.indexOf(`location ${start} {`), conf.indexOf('}', conf.indexOf(`location ${start} {`)));
    expect(block('/')).toContain('Content-Security-Policy');
    expect(block('/orders/')).toContain('Content-Security-Policy');
    for (const hashed of ['/assets/', '/images/shop/', '/tees/']) {
      expect(block(hashed)).not.toContain('Content-Security-Policy');
      expect(block(hashed)).toContain('X-Content-Type-Options "nosniff"');
      expect(block(hashed)).toContain(`Cache-Control "${immutable}"`);
    }
  });
});

describe('the editor’s own headers, when the shop publishes /admin/ (PRODUCT.md §17)', () => {
  const entries = ['index.html', '404.html', 'sw.js', 'manifest.webmanifest', 'assets/', 'images/', 'shop/', 'sproduct/', 'orders/', 'admin/', '_headers', '_redirects'];
  const withEditor = parseHeaders(headersFile({ csp, pages: ['/', '/shop', '/orders/*', '/404.html'], entries, editor: true }));
  const policies = (path: string) => headersFor(withEditor, path).filter(([name]) => name === 'Content-Security-Policy').map(([, value]) => value);
  const policy = (text: string) => Object.fromEntries(text.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

  it('gives /admin/ its policy alone: the shop’s would join it and refuse the editor’s connections', () => {
    for (const path of ['/admin/', '/admin/index.html', '/admin/sveltia-cms.js', '/admin/config.yml']) expect(policies(path), path).toEqual([`${adminPolicy}; frame-ancestors 'none'`]);
    expect(Object.fromEntries(headersFor(withEditor, '/admin/'))).toMatchObject({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  });

  it('allows the editor its own files, GitHub’s API and the owner’s GitHub picture, and no other site', () => {
    const directives = policy(adminPolicy);
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com']);
    expect(directives['img-src']).toEqual(["'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com']);
    expect(directives['font-src']).toEqual(["'self'"]);
    const origins = adminPolicy.match(/https:\/\/[^\s;]+/g);
    expect(origins).toEqual(['https://avatars.githubusercontent.com', 'https://api.github.com']);
  });

  it('still gives every page and file of the shop its own headers, once', () => {
    for (const path of ['/', '/shop', '/shop/', '/sproduct/7', '/orders/RNG-261101-ABCDEF', '/404.html', '/sw.js', '/no-such-page', '/assets/boot-abc.js', '/images/shop/a-400.webp']) {
      expect(policies(path), path).toEqual([headerPolicy(csp)]);
    }
    expect(shopPaths(entries)).toEqual(['/', '/:page', '/assets/*', '/images/*', '/shop/*', '/sproduct/*', '/orders/*']);
    // Cloudflare Pages reads at most 100 rules.
    expect(withEditor.length).toBeLessThan(rules.length + 12);
    expect(forHttp1(headersFor(withEditor, '/assets/boot-abc.js'))).toEqual(forHttp1(headersFor(rules, '/assets/boot-abc.js')));
  });

  it('publishes no editor rule without the editor, and the shop’s rule for every address as before', () => {
    expect(withEditor.some((rule) => rule.path === '/admin/*')).toBe(true);
    expect(rules.some((rule) => rule.path.startsWith('/admin'))).toBe(false);
    expect(rules[0]?.path).toBe('/*');
  });

  it('nginx: /admin/ is a location of its own with the editor’s headers, only when it is published', () => {
    const shells = [{ route: '/orders/:number', file: 'orders/shell.html' }];
    const conf = nginxFile({ csp, shells, editor: true });
    const admin = conf.slice(conf.indexOf('location /admin/ {'), conf.indexOf('}', conf.indexOf('location /admin/ {')));
    expect(admin).toContain(`add_header Content-Security-Policy "${adminPolicy}; frame-ancestors 'none'" always;`);
    expect(admin).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(admin).toContain('try_files $uri $uri/index.html =404;');
    expect(nginxFile({ csp, shells })).not.toContain('/admin/');
  });
});

describe('a folder whose pages have an inline script of their own (product pages, with their colour script)', () => {
  const productCsp = "default-src 'self'; script-src 'self' 'sha256-colours'; connect-src 'none'";
  const entries = ['index.html', '404.html', 'sw.js', 'assets/', 'images/', 'shop/', 'sproduct/', 'orders/', '_headers'];
  const folderPolicies = { 'sproduct/': productCsp };
  const policies = (rules: ReturnType<typeof parseHeaders>, path: string) =>
    headersFor(rules, path).filter(([name]) => name === 'Content-Security-Policy').map(([, value]) => value);

  it('gives its pages their policy alone, and every other page and file the shop’s, once', () => {
    for (const editor of [false, true]) {
      const rules = parseHeaders(headersFile({ csp, pages: ['/', '/shop', '/sproduct/7', '/orders/*', '/404.html'], entries, folderPolicies, editor }));
      const pages = ['/sproduct/7', '/sproduct/7/', '/sproduct/7/index.html'];
      for (const path of pages) expect(policies(rules, path), path).toEqual([headerPolicy(productCsp)]);
      // Revalidated by the folder's one rule, not one rule a page (Cloudflare Pages reads at most 100).
      for (const path of pages) expect(headersFor(rules, path).filter(([name]) => name === 'Cache-Control'), path).toEqual([['Cache-Control', 'no-cache']]);
      for (const path of ['/', '/shop', '/shop/', '/orders/RNG-261101-ABCDEF', '/404.html', '/sw.js', '/no-such-page', '/assets/boot-abc.js']) {
        expect(policies(rules, path), path).toEqual([headerPolicy(csp)]);
      }
      expect(rules.some((rule) => rule.path === '/*')).toBe(false);
      expect(rules.some((rule) => rule.path.startsWith('/admin'))).toBe(editor);
    }
  });

  it('nginx: the folder is a location of its own with its policy, the rest keep the shop’s', () => {
    const conf = nginxFile({ csp, shells: [], folderPolicies });
    const block = (start: string) => conf.slice(conf.indexOf(`location ${start} {`), conf.indexOf('}', conf.indexOf(`location ${start} {`)));
    expect(block('/sproduct/')).toContain(`add_header Content-Security-Policy "${headerPolicy(productCsp)}" always;`);
    expect(block('/sproduct/')).toContain('Cache-Control "no-cache"');
    expect(block('/')).toContain(`add_header Content-Security-Policy "${headerPolicy(csp)}" always;`);
  });
});
