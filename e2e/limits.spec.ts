import { paths } from '../src/config/paths';
import { contactLimits } from '../src/features/content/contact/contact-fields';
import { expect, seedCart, test } from './support';

/**
 * Every field a visitor types into carries, as `maxlength`, the length its rules allow, so the
 * browser itself cuts a huge paste before any script sees it (issue 14: a 1 MB paste into the
 * contact message once froze the tab for over 30 s).
 */
test.describe('limits in the HTML', () => {
  for (const path of [paths.home(), paths.shop(), paths.cart(), paths.login(), paths.signup(), paths.contact()]) {
    test(`every text field on ${path} carries a maxlength`, async ({ page }) => {
      await seedCart(page, [{ productId: 1, size: 'Small', quantity: 1 }]);
      await page.goto(path);
      const fields = page.locator('main input:not([type="hidden"]):not([type="number"]):not([type="checkbox"]):not([type="radio"]), main textarea');
      await expect(fields.first()).toBeAttached();
      const missing = await fields.evaluateAll((elements) =>
        elements.filter((element) => !((element as HTMLInputElement).maxLength > 0)).map((element) => element.getAttribute('name') ?? element.id),
      );
      expect(missing).toEqual([]);
    });
  }

  test('a 1 MB paste into the contact message is cut at its limit, and the form goes on working', async ({ page }) => {
    await page.goto(paths.contact());
    const form = page.getByRole('form', { name: 'Send us a message' });
    const message = form.getByLabel('Message', { exact: true });
    // About 1 MB of Devanagari (three bytes a character), pasted as one piece of text.
    const pasted = 'नमस्ते, कुर्ता कहाँ है? '.repeat(17_000);
    expect(new TextEncoder().encode(pasted).length).toBeGreaterThan(1_000_000);
    await message.focus();
    await page.keyboard.insertText(pasted);
    expect(await message.evaluate((element) => (element as HTMLTextAreaElement).value.length)).toBe(contactLimits.message);

    await form.getByLabel('Your name', { exact: true }).fill('Asha');
    await form.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await form.getByLabel('Subject', { exact: true }).fill('A long note');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText('Your message is saved on this device');
  });
});
