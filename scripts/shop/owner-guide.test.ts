/**
 * The README's "Open your own shop", step 1, names every setting of the sample's shop/shop.yaml that
 * carries the sample's name, town or order prefix (issue 35). A new seller follows the README's words:
 * told only to "put your shop's name", they changed `name` and published the sample's name under the
 * app's icon, on the install badge and the map (`shortName`, which the sample now leaves to the name), in the installed app (`appName`), in
 * search results (`description`) and in buyers' payment apps (`payeeName`). A setting added to the
 * sample with the sample's name in it fails here until the guide says to change it.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** The README's step 1 of "Open your own shop", up to step 2. */
async function settingsStep(): Promise<string> {
  const readme = await readFile('README.md', 'utf8');
  const start = readme.indexOf('**1. Your settings.**');
  const end = readme.indexOf('**2. A first product.**');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return readme.slice(start, end);
}

/** The top-level settings of the sample's shop.yaml whose values mention the sample's own facts. */
async function sampleSettings(): Promise<string[]> {
  const shop = parse(await readFile('shop/shop.yaml', 'utf8')) as Record<string, unknown> & {
    name: string;
    orderPrefix: string;
    address: { city: string };
  };
  const marks = [shop.name.toLowerCase(), shop.address.city.toLowerCase(), shop.orderPrefix.toLowerCase()];
  return Object.entries(shop)
    .filter(([, value]) => marks.some((mark) => JSON.stringify(value).toLowerCase().includes(mark)))
    .map(([key]) => key);
}

describe('the README’s first step, for a seller making the sample shop theirs', () => {
  it('names every setting that still says the sample’s name, town or order prefix, and says what deleting an optional one gives', async () => {
    const [step, settings] = await Promise.all([settingsStep(), sampleSettings()]);
    // The sample's name is in many of them: the check is not empty by accident.
    expect(settings).toEqual(expect.arrayContaining(['name', 'appName', 'description', 'madeIn', 'orderPrefix', 'orders', 'seller', 'lines']));
    const unnamed = settings.filter((key) => !new RegExp(`\\b${key}\\b`).test(step));
    expect(unnamed).toEqual([]);
    expect(step).toContain('`shortName` and `appName` become the name');
    expect(step).toContain('`orderPrefix` your name');
    expect(step).toContain('shop/pages/about.md');
  });
});
