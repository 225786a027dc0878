import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../src/config/paths';
import { projectCopy } from './editor-copy';
import { expect, test } from './support';

/**
 * The shop's visual editor (`npm run admin`, PRODUCT.md §14), driven as an owner would: the real
 * Decap CMS, saving through decap-server to shop/, and the shop rebuilt. It runs on a copy of the
 * project, so the build the other tests use is never touched.
 */
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 4191);
const DECAP_PORT = Number(process.env.E2E_DECAP_PORT ?? 8093);
const origin = `http://127.0.0.1:${PORT}`;
let admin: ChildProcess | undefined;
let project = '';

test.describe('the shop editor', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the editor is for the owner’s computer');

  test.beforeAll(async ({ browserName }, testInfo) => {
    // Once, for the desktop project: its tests are the ones that run.
    if (testInfo.project.name !== 'desktop' || browserName !== 'chromium') return;
    test.setTimeout(120_000);
    project = projectCopy();
    admin = spawn(process.execPath, [join(project, 'scripts/admin.mjs')], {
      cwd: project,
      env: { ...process.env, PORT: String(PORT), DECAP_PORT: String(DECAP_PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    admin.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await expect.poll(() => printed, { timeout: 110_000 }).toContain(`The shop editor: ${origin}/admin/`);
  });

  test.afterAll(() => {
    admin?.kill('SIGTERM');
  });

  test('changing a price in the editor saves the product file, and the rebuilt product page shows the new price', async ({ page, request }) => {
    test.setTimeout(240_000);
    const file = join(project, 'shop/products/marigold-mandala-tee.md');
    expect(readFileSync(file, 'utf8')).toContain('price: 799');

    await page.goto(`${origin}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Marigold Mandala Tee (₹799)').click();
    await page.getByLabel('Price (₹)').fill('1234');
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();

    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 20_000 }).toContain('price: 1234');
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain('title: Marigold Mandala Tee');
    expect(saved).toContain('A saffron crew-neck');

    // The editor's server rebuilds the shop on the change (saying "being rebuilt" meanwhile), as the
    // owner sees by reloading the product page until the new price is there.
    await expect
      .poll(async () => {
        const response = await request.get(`${origin}${paths.product(1)}`);
        return response.status() === 200 && (await response.text()).includes('₹1,234');
      }, { timeout: 200_000, intervals: [2_000] })
      .toBe(true);
    await page.goto(`${origin}${paths.product(1)}`);
    await expect(page.getByRole('main').getByText('₹1,234')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Marigold Mandala Tee' })).toBeVisible();
  });

  test('the editor is not part of the published shop', async ({ request }) => {
    expect((await request.get(`${origin}/admin/`)).status()).toBe(200);
    const built = join(project, 'dist');
    expect(() => readFileSync(join(built, 'admin/index.html'))).toThrow();
    expect(readFileSync(join(built, 'index.html'), 'utf8')).not.toContain('decap');
  });
});
