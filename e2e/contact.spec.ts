import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { expect, refuseWritesTo, stored, test } from './support';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  await field(page, 'Your name').fill(values.name ?? '');
  await field(page, 'Email').fill(values.email ?? '');
  await field(page, 'Subject').fill(values.subject ?? '');
  await field(page, 'Message').fill(values.message ?? '');
  await form(page).getByRole('button', { name: 'Submit' }).click();
}

/**
 * The mail-app launches the page asks the browser for: each navigation to a `mailto:` address the
 * page requests, as Chromium reports it over the DevTools protocol (the browser hands such an
 * address to the system's mail app; the page itself stays where it is).
 */
async function mailLaunches(page: Page): Promise<string[]> {
  const launches: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  session.on('Page.frameRequestedNavigation', ({ url }) => {
    if (url.startsWith('mailto:')) launches.push(url);
  });
  return launches;
}

test.describe('contact form', () => {
  test('says next to each field what it needs, keeping what was typed', async ({ page }) => {
    await page.goto(paths.contact());
    await fill(page, { name: 'Asha', email: 'asha@example' });
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(field(page, 'Subject')).toHaveAccessibleDescription('Enter a subject.');
    await expect(field(page, 'Message')).toHaveAccessibleDescription('Write your message.');
    await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Your name')).toHaveValue('Asha');
    await expect(field(page, 'Email')).toHaveValue('asha@example');
    expect(await stored(page, 'messages')).toBeNull();
  });

  test('keeps a valid message on this device, opens the mail app and confirms both', async ({ page }) => {
    const launches = await mailLaunches(page);
    await page.goto(paths.contact());
    const message = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Teal tee in XXL?', message: 'Hello!\nIs the teal tee coming back in XXL & when?' };
    await fill(page, message);

    const status = form(page).getByRole('status');
    await expect(status).toContainText('Your message is saved on this device');
    await expect(status).toContainText('Your email app should open');
    expect(await stored(page, 'messages')).toEqual([
      { id: expect.any(String), ...message, createdAt: expect.any(String) },
    ]);

    const link = status.getByRole('link', { name: 'Send your message by email' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe(message.subject);
    expect(params.get('body')).toContain('Is the teal tee coming back in XXL & when?');
    expect(params.get('body')).toContain('Asha Rao <asha@example.com>');
    await expect.poll(() => launches).toEqual([href]);
    // The page stayed put (the mail app opens beside it) and the form is ready for another message.
    await expect(page).toHaveURL(paths.contact());
    await expect(field(page, 'Message')).toHaveValue('');
  });

  test('when the message cannot be saved it says so and still offers the mail app, keeping the text', async ({ page }) => {
    await refuseWritesTo(page, 'messages');
    await page.goto(paths.contact());
    await fill(page, { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Please keep this.' });
    const status = form(page).getByRole('status');
    await expect(status).toContainText('We could not save your message on this device');
    await expect(status.getByRole('link', { name: 'Send your message by email' })).toHaveAttribute('href', /^mailto:/);
    await expect(field(page, 'Message')).toHaveValue('Please keep this.');
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('We could not save your message on this device (storage is full or turned off)');
  });
});
