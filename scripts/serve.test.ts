import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, maxQueryLength } from './serve.mjs';

/** `npm start`'s server (scripts/serve.mjs) on a free port, serving a tiny built site. */
let server: http.Server;
let origin: string;
let dist: string | undefined;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rangeela-dist-'));
  await mkdir(join(dist, 'shop'));
  await writeFile(join(dist, 'index.html'), '<p>home</p>');
  await writeFile(join(dist, 'shop/index.html'), '<p>the shop</p>');
  await writeFile(join(dist, '404.html'), '<p>page not found</p>');
  server = createStaticServer({ root: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  try {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  } finally {
    if (dist) await rm(dist, { recursive: true, force: true });
  }
});

/** A request sent as it is written (fetch would tidy the path first), answered without following a redirect. */
function request(method: string, path: string): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/`, { method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm start’s server, given a link with an absurdly long query', () => {
  const longSort = `sort=${'x'.repeat(100_000)}`;

  it('sends the visitor to the page without the query, which then opens', async () => {
    expect(await request('GET', `/shop?${longSort}`)).toMatchObject({ status: 303, location: '/shop' });
    expect(await request('HEAD', `/shop?q=tee&${longSort}`)).toMatchObject({ status: 303, location: '/shop' });
    // As a browser follows it.
    const page = await fetch(`${origin}/shop?${longSort}`);
    expect([page.status, new URL(page.url).pathname + new URL(page.url).search, await page.text()]).toEqual([200, '/shop', '<p>the shop</p>']);
  });

  it('never sends the visitor to another site, whatever the path', async () => {
    for (const path of ['/.//evil.example/', '//evil.example/', '/\\evil.example']) {
      const { status, location } = await request('GET', `${path}?${longSort}`);
      expect(status, path).toBe(303);
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it('serves a page with an ordinary query as it is, up to the longest, and an unknown page as not found', async () => {
    expect(await request('GET', '/shop?q=tee&sort=price-asc')).toMatchObject({ status: 200, body: '<p>the shop</p>' });
    const longest = `q=${'a'.repeat(maxQueryLength - 2)}`;
    expect(await request('GET', `/shop?${longest}`)).toMatchObject({ status: 200, body: '<p>the shop</p>' });
    expect(await request('GET', `/shop?${longest}a`)).toMatchObject({ status: 303, location: '/shop' });
    expect(await request('GET', '/no-such-page?sort=price-asc')).toMatchObject({ status: 404, body: '<p>page not found</p>' });
  });
});
