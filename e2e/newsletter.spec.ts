import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { expect, refuseWritesTo, stored, test } from './support';

const newsletter = (page: Page) => page.getByRole('region', { name: 'Sign up for newsletters' });

async function subscribe(page: Page, email: string) {
  await newsletter(page).getByLabel('Your email address').fill(email);
  await newsletter(page).getByRole('button', { name: 'Sign Up' }).click();
}

test.describe('newsletter', () => {
  test('records a valid email on this device and thanks the visitor', async ({ page }) => {
    await page.goto(paths.home());
    await subscribe(page, '  Priya@Example.com ');
    await expect(newsletter(page).getByRole('status')).toHaveText('Thank you! Priya@Example.com is signed up for our newsletter on this device.');
    await expect(newsletter(page).getByLabel('Your email address')).toHaveValue('');
    expect(await stored(page, 'newsletter')).toEqual([{ email: 'Priya@Example.com', subscribedAt: expect.any(String) }]);
  });

  test('with storage full, says the sign-up was not saved and keeps the address typed', async ({ page }) => {
    await refuseWritesTo(page, 'newsletter');
    await page.goto(paths.home());
    await subscribe(page, 'priya@example.com');
    await expect(newsletter(page).getByRole('status')).toHaveText(
      'We could not save your sign-up on this device (storage is full or turned off), so priya@example.com is signed up only until you reload the page or close this tab. Please sign up again once there is room.',
    );
    await expect(newsletter(page).getByText(/Thank you/)).toHaveCount(0);
    await expect(newsletter(page).getByLabel('Your email address')).toHaveValue('priya@example.com');
    expect(await stored(page, 'newsletter')).toBeNull();
  });

  for (const [typed, message] of [
    ['', 'Enter your email address.'],
    ['priya@', 'Enter an email address like name@example.com.'],
    ['not an email', 'Enter an email address like name@example.com.'],
  ] as const) {
    test(`refuses ${JSON.stringify(typed)}, saying why next to the box`, async ({ page }) => {
      await page.goto(paths.shop());
      await subscribe(page, typed);
      const box = newsletter(page).getByLabel('Your email address');
      await expect(box).toHaveAccessibleDescription(message);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveValue(typed);
      await expect(newsletter(page).getByRole('status')).toHaveText('');
      expect(await stored(page, 'newsletter')).toBeNull();
    });
  }

  test('tells a repeat sign-up, in any case and on any page, that it is already recorded', async ({ page }) => {
    await page.goto(paths.about());
    await subscribe(page, 'priya@example.com');
    await expect(newsletter(page).getByRole('status')).toContainText('Thank you!');
    await page.goto(paths.contact());
    await subscribe(page, 'PRIYA@example.COM');
    await expect(newsletter(page).getByRole('status')).toHaveText('PRIYA@example.COM is already subscribed to our newsletter.');
    await expect(newsletter(page).getByLabel('Your email address')).not.toHaveAttribute('aria-invalid');
    expect(await stored<unknown[]>(page, 'newsletter')).toHaveLength(1);
  });

  test('a correction clears the error', async ({ page }) => {
    await page.goto(paths.blog());
    await subscribe(page, 'priya@');
    await expect(newsletter(page).getByLabel('Your email address')).toHaveAttribute('aria-invalid', 'true');
    await subscribe(page, 'priya@example.com');
    await expect(newsletter(page).getByRole('status')).toContainText('Thank you!');
    await expect(newsletter(page).getByLabel('Your email address')).not.toHaveAttribute('aria-invalid');
  });
});
