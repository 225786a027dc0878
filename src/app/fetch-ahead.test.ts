import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetchAheadBudget, NO_INTERACTION_JS_BUDGET, readFetchAheadPlan, savingData } from './fetch-ahead';

describe('when fetching ahead is allowed', () => {
  it.each([
    ['no connection hints (the browser has no API)', undefined, false],
    ['a 4g connection', { effectiveType: '4g' }, false],
    ['Save-Data', { saveData: true, effectiveType: '4g' }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['2g', { effectiveType: '2g' }, true],
    ['slow 2g', { effectiveType: 'slow-2g' }, true],
  ])('%s: saving data is %s', (_, connection, saving) => {
    expect(savingData(connection)).toBe(saving);
  });
});

describe('the plan the prerenderer writes into a page', () => {
  it('reads the room and each page’s weight', () => {
    expect(readFetchAheadPlan('4096 about:2100 order-check:900 home:0')).toEqual({
      room: 4096,
      pages: { about: 2100, 'order-check': 900, home: 0 },
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a number', 'lots about:100'],
    ['negative', '-5 about:100'],
  ])('gives no room when %s', (_, text) => {
    expect(readFetchAheadPlan(text).room).toBe(0);
  });

  it('leaves out what it cannot read, keeping the rest', () => {
    expect(readFetchAheadPlan('500 about:x shop:-3 <b>:1 cart:200').pages).toEqual({ cart: 200 });
  });
});

describe('the budget of one page', () => {
  const plan = { room: 10_000, pages: { about: 4_000, blog: 5_000, shop: 3_000, home: 0 } };

  it('takes pages while they fit, and refuses the one that would pass the room', () => {
    const budget = fetchAheadBudget(plan, { effectiveType: '4g' });
    expect(budget.take('about')).toBe(true);
    expect(budget.take('blog')).toBe(true);
    expect(budget.take('shop')).toBe(false); // 4,000 + 5,000 + 3,000 > 10,000
    expect(budget.spent()).toBe(9_000);
    expect(budget.take('home')).toBe(true); // this page's code is here already: free
  });

  it('counts a page once', () => {
    const budget = fetchAheadBudget(plan, undefined);
    expect(budget.take('about')).toBe(true);
    expect(budget.take('about')).toBe(true);
    expect(budget.spent()).toBe(4_000);
  });

  it('never takes a page the plan does not weigh', () => {
    expect(fetchAheadBudget(plan, undefined).take('checkout')).toBe(false);
  });

  it('takes nothing while the browser says Save-Data or the connection is slow, read at each decision', () => {
    const connection = { saveData: true, effectiveType: '4g' };
    const budget = fetchAheadBudget(plan, connection);
    expect(budget.take('about')).toBe(false);
    connection.effectiveType = '3g';
    connection.saveData = false;
    expect(budget.take('about')).toBe(false);
    connection.effectiveType = '4g';
    expect(budget.take('about')).toBe(true);
    expect(budget.spent()).toBe(4_000);
  });

  it('never spends past the room, whatever the weights and the order of asking', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: NO_INTERACTION_JS_BUDGET }),
        fc.dictionary(fc.constantFrom('home', 'shop', 'product', 'cart', 'blog', 'about'), fc.nat({ max: 40_000 })),
        fc.array(fc.constantFrom('home', 'shop', 'product', 'cart', 'blog', 'about', 'login')),
        (room, pages, asks) => {
          const budget = fetchAheadBudget({ room, pages }, undefined);
          const taken = new Set(asks.filter((name) => budget.take(name)));
          const spent = [...taken].reduce((sum, name) => sum + (pages[name] ?? 0), 0);
          expect(budget.spent()).toBe(spent);
          expect(spent).toBeLessThanOrEqual(room);
        },
      ),
    );
  });
});
