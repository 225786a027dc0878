import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { chunkModules, listed } from '../vite.config';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe('the chunks vite.config.ts assigns by name', () => {
  it('takes exactly the files it lists, and no other file of their folders', () => {
    const start = listed('start', true);
    for (const path of chunkModules.start) expect(start(at(path)), path).toBe(true);
    expect(start(at('src/app/ready.ts'))).toBe(false);
    expect(start(at('src/components/ui/price.tsx'))).toBe(true);
    expect(start(`${at('src/lib/money.ts')}?used`)).toBe(true);
    expect(start(at('src/components/ui/price.css'))).toBe(false);
    // What only a few pages use is not in every page's start-up: rich text, dates, the not-found
    // words, and the catalogue (issue 37: the pages that draw no tee do not load it before ready).
    for (const path of ['src/components/ui/rich-text.tsx', 'src/lib/dates.ts', 'src/components/ui/not-found.tsx', 'src/features/catalogue/data/products.generated.ts'])
      expect(start(at(path)), path).toBe(false);
    expect(listed('catalogue', true)(at('src/features/catalogue/data/products.generated.ts'))).toBe(true);
  });

  it('refuses to build with a listed file that no longer exists, naming it', () => {
    const was = [...chunkModules.totals];
    (chunkModules.totals as unknown as string[]).push('src/features/cart/renamed-totals.ts');
    try {
      expect(() => listed('totals', true)).toThrow('vite.config.ts lists src/features/cart/renamed-totals.ts for the "totals" chunk, but no such file exists');
      // Outside a build (Vitest, the dev server) the list is not checked.
      expect(() => listed('totals', false)).not.toThrow();
    } finally {
      (chunkModules.totals as unknown as string[]).splice(was.length);
    }
  });

  it('lists each file for one chunk only, so no group silently takes another’s file', () => {
    const all = Object.values(chunkModules).flat();
    expect(all.filter((path, at) => all.indexOf(path) !== at)).toEqual([]);
    // And each group builds: every file it lists exists.
    for (const chunk of Object.keys(chunkModules) as (keyof typeof chunkModules)[]) expect(() => listed(chunk, true), chunk).not.toThrow();
  });
});
