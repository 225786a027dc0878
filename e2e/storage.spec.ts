import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { closeMenu, expect, expectOnHome, mainNav, seed, stored, test, waitForApp } from './support';

const first = products[0]!;
const notices = (page: Page) => page.getByRole('status', { name: 'Notifications' });
/** Waiting for a page that hashes a password (600,000 PBKDF2 rounds) on a busy machine. */
const HASHING = { timeout: 20_000 };
const raw = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function signUp(page: Page, username: string, email: string, password = 'safe-enough-1') {
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
}

async function headerLink(page: Page, name: string) {
  await mainNav(page);
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

async function expectSignedIn(page: Page, username: string) {
  // On narrow screens the header's account area is behind the menu, hence includeHidden.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out', includeHidden: true })).toBeAttached(HASHING);
  await mainNav(page);
  await expect(page.getByRole('banner').getByText(`Signed in as ${username}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
}

test.describe('unreadable stored values at start-up', () => {
  const badCart = '{"version":1,"lines":[{"productId":1,"size":"Large","quantity":';
  const badUsers = '{"ravi@example.com":{"password":"hunter22"}}';

  test('are kept aside as <key>.backup with a notice, and the app works on', async ({ page }) => {
    await seed(page, { cart: badCart, users: badUsers });
    await page.goto(paths.home());

    await expect(notices(page)).toContainText('Your saved cart could not be read, so it was kept aside as “cart.backup”');
    expect(await raw(page, 'cart.backup')).toBe(badCart);
    expect(await raw(page, 'cart')).toBeNull();

    await page.getByRole('button', { name: `Add ${first.title} to cart` }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await stored(page, 'cart')).toMatchObject({ lines: [{ productId: first.id, size: 'Large', quantity: 1 }] });

    // The accounts are read where they are used (a page no one signs in on never reads them): the
    // users value is one record that is no account, kept aside on its own, its password only as a hash.
    await (await headerLink(page, 'SignUp')).click();
    await expect(notices(page)).toContainText('1 saved account could not be read, so it was kept aside as “users.backup” (its password only as a hash)');
    const usersBackup = await raw(page, 'users.backup');
    expect(usersBackup).toContain('ravi@example.com');
    expect(usersBackup).not.toContain('hunter22');
    await expect.poll(() => raw(page, 'users')).toBe('[]');
    await signUp(page, 'Priya', 'priya@example.com');
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Priya');
    expect(await stored<{ username: string }[]>(page, 'users')).toEqual([expect.objectContaining({ username: 'Priya' })]);
    expect(await raw(page, 'users.backup')).toBe(usersBackup);

    // Told once: a reload does not repeat the notice, and keeps everything. This waits for the app
    // to have started (a readiness wait on purpose): the notice must not come, so its absence only
    // means something once the app has run.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(notices(page)).not.toContainText('could not be read');
    await expectSignedIn(page, 'Priya');
  });

  test('a users list with an old record, a good one and one that is no account: both accounts log in, and no password is readable in any key', async ({ page }) => {
    test.slow(); // several password hashes
    await seed(page, {
      users: JSON.stringify([
        { email: 'old@example.com', password: 'old-pass-1' },
        { username: 'Chitra', email: 'chitra@example.com', password: 'secret-chitra' },
        { username: 'Nobody', password: 'plain-nobody' },
      ]),
    });
    await page.goto(paths.login());
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill('old@example.com');
    await main.getByLabel('Password', { exact: true }).fill('old-pass-1');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'old');
    await expect(notices(page)).toContainText('1 saved account could not be read, so it was kept aside as “users.backup” (its password only as a hash)');
    const everything = () => page.evaluate(() => Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`).join('\n'));
    await expect.poll(everything, HASHING).not.toMatch(/old-pass-1|secret-chitra|plain-nobody/);
    expect(await stored<{ username: string }[]>(page, 'users')).toEqual([
      expect.objectContaining({ username: 'old', email: 'old@example.com' }),
      expect.objectContaining({ username: 'Chitra', email: 'chitra@example.com' }),
    ]);

    await mainNav(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.goto(paths.login());
    await main.getByLabel('Email', { exact: true }).fill('chitra@example.com');
    await main.getByLabel('Password', { exact: true }).fill('secret-chitra');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Chitra');
  });

  test('a users list of the wrong shape is never dropped silently, even under a new signup', async ({ page }) => {
    const wrongShape = JSON.stringify([{ name: 'Ravi', mail: 'ravi@example.com' }]);
    await seed(page, { users: wrongShape });
    await page.goto(paths.signup());
    await signUp(page, 'Ravi', 'ravi@example.com');
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Ravi');
    expect(await raw(page, 'users.backup')).toBe(wrongShape);
    await expect(notices(page)).toContainText('“users.backup”');
  });
});

test.describe('storage that refuses every write', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
  });

  test('is reported, and the cart and a signup still work for this tab', async ({ page }) => {
    test.slow(); // two password hashes and many steps
    await page.goto(paths.home());
    await page.getByRole('button', { name: `Add ${first.title} to cart` }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(notices(page)).toContainText('We could not save your cart on this device');

    await (await headerLink(page, 'SignUp')).click();
    await signUp(page, 'Priya', 'priya@example.com');
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Priya');
    await expect(notices(page)).toContainText('Your account could not be saved on this device');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await raw(page, 'users')).toBeNull();

    // The account lives on in this tab: log out, then log in again (notices out of the way first;
    // on a phone the open menu, a popover above everything, is closed before reaching them).
    await closeMenu(page);
    const dismiss = notices(page).getByRole('button', { name: 'Dismiss' });
    for (let i = 0; i < 10 && (await dismiss.count()) > 0; i++) await dismiss.first().click();
    await expect(dismiss).toHaveCount(0);
    await mainNav(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await (await headerLink(page, 'Login')).click();
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill('priya@example.com');
    await main.getByLabel('Password', { exact: true }).fill('safe-enough-1');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Priya');
  });
});

test.describe('hostile text', () => {
  const payloads = ['<img src=x onerror="window.__pwned=1;alert(1)">', '<script>window.__pwned=1</script>'];

  async function expectInert(page: Page, dialogs: string[]) {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script, header script')).toHaveCount(0);
  }

  for (const payload of payloads) {
    test(`a shop search for ${payload} shows it as text and runs nothing`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(paths.shop());
      await page.getByRole('searchbox', { name: 'Search products' }).fill(payload);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: /of 16/ })).toHaveText(`0 of 16 T-shirts matching “${payload}”`);
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(payload);
      await expectInert(page, dialogs);
      // Shared as a link, the same text still stays text.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: /of 16/ })).toHaveText(`0 of 16 T-shirts matching “${payload}”`);
      await expectInert(page, dialogs);
    });
  }

  test('a username made of HTML shows literally in the header and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const username = '<img src=x onerror=alert(1)>';
    await page.goto(paths.signup());
    await signUp(page, username, 'hostile@example.com');
    // Signed in, on the page it goes to.
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, username);
    // The typed name is isolated for direction (U+2068 … U+2069).
    await expect(notices(page)).toContainText(`Welcome to Rangeela, \u2068${username}\u2069!`);
    await expectInert(page, dialogs);
    await page.reload();
    await expectSignedIn(page, username);
    await expectInert(page, dialogs);
  });
});

test.describe('two tabs', () => {
  test('adding at the same moment keeps both lines: both tabs agree, after a reload too', async ({ context }) => {
    const [one, two] = [products[0]!, products[1]!];
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await Promise.all([tabA.goto(paths.shop()), tabB.goto(paths.shop())]);
    // Both apps running (a readiness wait on purpose): the point is two running tabs saving at once.
    await Promise.all([waitForApp(tabA), waitForApp(tabB)]);
    await Promise.all([
      tabA.getByRole('button', { name: `Add ${one.title} to cart` }).first().click(),
      tabB.getByRole('button', { name: `Add ${two.title} to cart` }).first().click(),
    ]);
    for (const tab of [tabA, tabB]) await expect(tab.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const lines = (await stored<{ lines: { productId: number }[] }>(tabA, 'cart'))?.lines.map((line) => line.productId).sort((a, b) => a - b);
    expect(lines).toEqual([one.id, two.id].sort((a, b) => a - b));
    await tabA.reload();
    await tabB.goto(paths.cart());
    await expect(tabA.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    for (const product of [one, two]) await expect(tabB.getByRole('table').getByRole('link', { name: product.title })).toBeVisible();
  });
});
