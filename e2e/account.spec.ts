import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { expect, expectOnHome, mainNav, seed, stored, storedUser, test } from './support';

const INCORRECT = 'Email or password is incorrect';
/** Waiting for a page that hashes a password (600,000 PBKDF2 rounds) on a busy machine. */
const HASHING = { timeout: 20_000 };

const asha = { username: 'Asha', email: 'asha@example.com', password: 'marigold-88' };
let ashaRecord: ReturnType<typeof storedUser> | undefined;
const ashaUsers = () => JSON.stringify([(ashaRecord ??= storedUser(asha.username, asha.email, asha.password))]);

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

async function fillSignup(page: Page, values: { username?: string; email?: string; password?: string; confirm?: string }) {
  await field(page, 'Username').fill(values.username ?? '');
  await field(page, 'Email').fill(values.email ?? '');
  await field(page, 'Password').fill(values.password ?? '');
  await field(page, 'Confirm password').fill(values.confirm ?? values.password ?? '');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

async function fillLogin(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The header's account area (opening the menu on narrow screens). */
async function header(page: Page) {
  await mainNav(page);
  return page.getByRole('banner');
}

async function expectSignedIn(page: Page, username: string) {
  // On narrow screens the header's account area is behind the menu, hence includeHidden.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out', includeHidden: true })).toBeAttached(HASHING);
  const banner = await header(page);
  await expect(banner.getByText(`Signed in as ${username}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
}

/** Every localStorage value, as one text, to search for a password. */
const everything = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).map((key) => `${key}=${window.localStorage.getItem(key)}`).join('\n'));

test.describe('signup', () => {
  test('refuses an empty form, saying next to each field what it needs', async ({ page }) => {
    await page.goto(paths.signup());
    await fillSignup(page, {});
    await expect(field(page, 'Username')).toHaveAccessibleDescription('Enter a username.');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter your email address.');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Enter a password.');
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Enter your password again.');
    await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Username')).toBeFocused();
    await expect(page).toHaveURL(paths.signup());
    expect(await stored(page, 'users')).toBeNull();
  });

  test('refuses a malformed email, keeping what was typed', async ({ page }) => {
    await page.goto(paths.signup());
    await fillSignup(page, { username: 'Ravi', email: 'ravi@example', password: 'peacock-77' });
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Username')).toHaveValue('Ravi');
    await expect(field(page, 'Email')).toHaveValue('ravi@example');
    await expect(field(page, 'Password')).toHaveValue('peacock-77');
    expect(await stored(page, 'users')).toBeNull();
  });

  test('refuses a password shorter than 8 characters', async ({ page }) => {
    await page.goto(paths.signup());
    await expect(field(page, 'Password')).toHaveAccessibleDescription('At least 8 characters');
    await fillSignup(page, { username: 'Ravi', email: 'ravi@example.com', password: 'seven77' });
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Use at least 8 characters.');
    await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
    expect(await stored(page, 'users')).toBeNull();
  });

  test('refuses a confirmation that does not match', async ({ page }) => {
    await page.goto(paths.signup());
    await fillSignup(page, { username: 'Ravi', email: 'ravi@example.com', password: 'peacock-77', confirm: 'peacock-78' });
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    await expect(field(page, 'Confirm password')).toBeFocused();
    await expect(field(page, 'Confirm password')).toHaveValue('peacock-78');
    expect(await stored(page, 'users')).toBeNull();
  });

  test('refuses an email already registered, whatever its case', async ({ page }) => {
    await seed(page, { users: ashaUsers() });
    await page.goto(paths.signup());
    await fillSignup(page, { username: 'Asha again', email: 'ASHA@Example.com', password: 'another-pass' });
    await expect(field(page, 'Email')).toHaveAccessibleDescription(/An account with this email already exists/, HASHING);
    await expect(page).toHaveURL(paths.signup());
    expect(await stored<unknown[]>(page, 'users')).toHaveLength(1);
  });

  test('signs the new user in, returns home and stores no plain password anywhere', async ({ page }) => {
    const password = 'Peacock-Feather-77';
    await page.goto(paths.signup());
    await fillSignup(page, { username: 'Ravi', email: 'ravi@example.com', password });
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Ravi');
    const users = await stored<Record<string, unknown>[]>(page, 'users');
    expect(users).toEqual([
      {
        username: 'Ravi',
        email: 'ravi@example.com',
        passwordHash: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
        salt: expect.stringMatching(/^[A-Za-z0-9+/]{22}==$/),
        iterations: expect.any(Number),
        createdAt: expect.any(String),
      },
    ]);
    expect(users?.[0]?.iterations).toBeGreaterThanOrEqual(600_000);
    expect(await stored(page, 'session')).toMatchObject({ username: 'Ravi', email: 'ravi@example.com' });
    const all = await everything(page);
    expect(all).not.toContain(password);
    expect(all.toLowerCase()).not.toContain(password.toLowerCase());
  });
});

test.describe('login', () => {
  for (const [what, email, password] of [
    ['a wrong password', asha.email, 'marigold-89'],
    ['an unknown email', 'nobody@example.com', asha.password],
  ] as const) {
    test(`${what} gets "${INCORRECT}", and nothing more`, async ({ page }) => {
      await seed(page, { users: ashaUsers() });
      await page.goto(paths.login());
      await fillLogin(page, email, password);
      await expect(page.getByRole('alert')).toHaveText(INCORRECT, HASHING);
      await expect(field(page, 'Email')).toHaveValue(email);
      await expect(field(page, 'Password')).toHaveValue(password);
      await expect(page).toHaveURL(paths.login());
      expect(await stored(page, 'session')).toBeNull();
      await expect((await header(page)).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    });
  }

  test('asks for both fields when they are empty', async ({ page }) => {
    await page.goto(paths.login());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter your email address.');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Enter your password.');
  });

  test('signs in (email in any case), survives a reload, and Log out signs out', async ({ page }) => {
    await seed(page, { users: ashaUsers() });
    await page.goto(paths.login());
    await fillLogin(page, 'Asha@Example.COM', asha.password);
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Asha');
    expect(await everything(page)).not.toContain(asha.password);

    await page.reload();
    await expectSignedIn(page, 'Asha');

    await (await header(page)).getByRole('button', { name: 'Log out' }).click();
    const banner = await header(page);
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    expect(await stored(page, 'session')).toBeNull();
  });

  test('returns to the page the visitor came from', async ({ page }) => {
    await seed(page, { users: ashaUsers() });
    await page.goto(paths.cart());
    await (await header(page)).getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(paths.login(paths.cart()));
    await fillLogin(page, asha.email, asha.password);
    await expect(page).toHaveURL(paths.cart(), HASHING);
    await expectSignedIn(page, 'Asha');
  });

  test('the link between login and signup keeps where to return', async ({ page }) => {
    await page.goto(paths.login(paths.shop()));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(paths.signup(paths.shop()));
    await fillSignup(page, { username: 'Meera', email: 'meera@example.com', password: 'lotus-pond-5' });
    await expect(page).toHaveURL(paths.shop(), HASHING);
    await expectSignedIn(page, 'Meera');
  });

  test('never follows a return address outside the site', async ({ page }) => {
    await seed(page, { users: ashaUsers() });
    await page.goto(paths.login('//evil.example/steal'));
    await fillLogin(page, asha.email, asha.password);
    await expectOnHome(page, HASHING);
  });
});

test.describe('a stored session', () => {
  test('whose account is not on this device signs the visitor out once the accounts are used, saying why', async ({ page }) => {
    // Asha's account is here; the session names Meera, whose account was deleted (or edited) elsewhere.
    // The accounts are read where they are used, the login and signup pages (never at start-up).
    await seed(page, {
      users: ashaUsers(),
      session: JSON.stringify({ username: 'Meera', email: 'meera@example.com', signedInAt: '2026-11-23T10:00:00.000Z' }),
    });
    await page.goto(paths.login());
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
      'You have been signed out: the account meera@example.com is no longer on this device.',
    );
    const banner = await header(page);
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    expect(await stored(page, 'session')).toBeNull();
  });
});

test.describe('accounts of the earlier implementation', () => {
  const legacy = [
    { username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' },
    { username: 'Meera', email: 'meera@example.com', password: 'lotus-pond-5', conformPassword: 'lotus-pond-5' },
  ];

  test('are upgraded as soon as the login page shows, keep their details and can log in', async ({ page }) => {
    await seed(page, { users: JSON.stringify(legacy) });
    await page.goto(paths.login());
    await expect
      .poll(async () => JSON.stringify(await stored(page, 'users')), { timeout: 10_000 })
      .not.toContain('hunter22');
    const users = await stored<Record<string, unknown>[]>(page, 'users');
    expect(users?.map((u) => [u.username, u.email])).toEqual([
      ['Ravi', 'ravi@example.com'],
      ['Meera', 'meera@example.com'],
    ]);
    for (const user of users ?? []) {
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'iterations', 'passwordHash', 'salt', 'username']);
    }
    const all = await everything(page);
    expect(all).not.toContain('hunter22');
    expect(all).not.toContain('lotus-pond-5');

    await page.goto(paths.login());
    await fillLogin(page, 'RAVI@example.com', 'hunter22');
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Ravi');
  });

  test('are upgraded before a login straight after start-up', async ({ page }) => {
    await seed(page, { users: JSON.stringify(legacy) });
    await page.goto(paths.login());
    await fillLogin(page, 'meera@example.com', 'lotus-pond-5');
    await expectOnHome(page, HASHING);
    await expectSignedIn(page, 'Meera');
    expect(await everything(page)).not.toContain('lotus-pond-5');
  });
});
