import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSettings } from '@/config/orders';
import { aboveUpiLimit, upiLimitWord, shopPayee, upiAmount, upiLink, type Payee } from './upi';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 60_000;

const RUNS = runs(1000);

const order = { number: 'RNG-260305-K7PZ', total: 1299 };

// ---------------------------------------------------------------------------------------------
// Generators

const hostileArb = fc.constantFrom('&', '#', '+', ' ', '%', '=', '?', '/', '@', 'आशा वस्त्र भंडार', 'சென்னை', '👕', '%20', '&am=1', '#tr');
const nameArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(hostileArb, fc.string({ maxLength: 4 })), { maxLength: 10 }).map((parts) => parts.join('')),
);
/** UPI IDs as banks issue them (`name@handle`), and odd ones with characters a link must carry. */
const payeeIdArb = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.stringMatching(/^[a-z]{2,10}$/)).map(([user, handle]) => `${user}@${handle}`),
  fc.tuple(nameArb, nameArb).map(([user, handle]) => `${user}@${handle}`),
);
const orderNumberArb = fc.stringMatching(/^RNG-\d{6}-[A-HJKMNP-Z2-9]{4}$/);
/** Order totals: whole rupees, and amounts with paise. */
const totalArb = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }).map((paise) => paise / 100));

// ---------------------------------------------------------------------------------------------

describe('upiAmount', () => {
  it.each([
    [1299, '1299.00'],
    [0, '0.00'],
    [99.5, '99.50'],
    [99.05, '99.05'],
    [0.01, '0.01'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.00'],
    [12_345.678, '12345.68'],
    [1_79_136, '179136.00'],
  ])('writes %d rupees as %s', (rupees, text) => {
    expect(upiAmount(rupees)).toBe(text);
  });

  it(
    'always has exactly two decimals and the value of the rupees to the paisa, for whole rupees (1000 runs)',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (rupees) => {
          const text = upiAmount(rupees);
          expect(text).toMatch(/^\d+\.\d{2}$/);
          expect(text).toBe(`${rupees}.00`);
          expect(Number(text)).toBe(Math.round(rupees * 100) / 100);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'always has exactly two decimals and the value of the rupees to the paisa, for amounts in paise (1000 runs)',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (paise) => {
          const rupees = paise / 100;
          const text = upiAmount(rupees);
          expect(text).toMatch(/^\d+\.\d{2}$/);
          expect(text).toBe(`${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`);
          expect(Number(text)).toBe(Math.round(rupees * 100) / 100);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'rounds any amount to the paisa, never showing floating-point noise (1000 runs)',
    () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (rupees) => {
          const text = upiAmount(rupees);
          expect(text).toMatch(/^\d+\.\d{2}$/);
          expect(Number(text)).toBe(Math.round(rupees * 100) / 100);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('upiLink', () => {
  it('asks a payment app to pay the shop the order’s total, with the order number as note and reference', () => {
    expect(upiLink(order)).toBe(
      `upi://pay?pa=${orderSettings.upiId}&pn=${encodeURIComponent(orderSettings.payeeName)}&am=1299.00&cu=INR&tn=RNG-260305-K7PZ&tr=RNG-260305-K7PZ`,
    );
    expect(shopPayee).toEqual({ id: orderSettings.upiId, name: orderSettings.payeeName });
  });

  it('parses as a upi: address with every parameter in place', () => {
    const url = new URL(upiLink({ number: 'RNG-260305-K7PZ', total: 99.5 }, { id: 'rangeela@okaxis', name: 'Rangeela & Sons #1' }));
    expect(url.protocol).toBe('upi:');
    expect(url.host).toBe('pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: 'rangeela@okaxis',
      pn: 'Rangeela & Sons #1',
      am: '99.50',
      cu: 'INR',
      tn: 'RNG-260305-K7PZ',
      tr: 'RNG-260305-K7PZ',
    });
    expect(url.hash).toBe('');
  });

  it('passes the merchant category code a bank issued with the UPI ID, when the shop has one, and none otherwise', () => {
    const url = new URL(upiLink({ number: 'RNG-260305-K7PZ', total: 499 }, { id: 'rangeela@okaxis', name: 'Rangeela', mc: '5651' }));
    expect(url.searchParams.get('mc')).toBe('5651');
    expect([...url.searchParams.keys()]).toEqual(['pa', 'pn', 'mc', 'am', 'cu', 'tn', 'tr']);
    expect(upiLink(order, { id: 'rangeela@okaxis', name: 'Rangeela' })).not.toContain('mc=');
    expect(upiLink(order)).not.toContain('mc=');
  });

  it('keeps the @ of the UPI ID as it is', () => {
    const link = upiLink(order, { id: 'rangeela.shop@okhdfcbank', name: 'Rangeela' });
    expect(link).toContain('pa=rangeela.shop@okhdfcbank&');
    expect(link).not.toContain('%40');
  });

  it(
    'carries any payee, total and order number whole (1000 runs)',
    () => {
      fc.assert(
        fc.property(payeeIdArb, nameArb, totalArb, orderNumberArb, (id, name, total, number) => {
          const payee: Payee = { id, name };
          const link = upiLink({ number, total }, payee);
          expect(link.startsWith('upi://pay?pa=')).toBe(true);
          const url = new URL(link);
          expect(url.protocol).toBe('upi:');
          expect(url.hash).toBe('');
          expect([...url.searchParams.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
          expect(url.searchParams.get('pa')).toBe(id);
          expect(url.searchParams.get('pn')).toBe(name);
          expect(url.searchParams.get('am')).toBe(upiAmount(total));
          expect(url.searchParams.get('cu')).toBe('INR');
          expect(url.searchParams.get('tn')).toBe(number);
          expect(url.searchParams.get('tr')).toBe(number);
          // The @ is never encoded; everything else a query gives meaning to is.
          expect(link).not.toContain('%40');
          expect(link.split('&')).toHaveLength(6);
          expect(link).not.toMatch(/[#+ ]/);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('the usual UPI limit', () => {
  it('is passed only above ₹1,00,000, and the word says so with what to do instead', () => {
    expect(aboveUpiLimit(1_00_000)).toBe(false);
    expect(aboveUpiLimit(1_00_001)).toBe(true);
    expect(upiLimitWord(7_33_360)).toBe(
      '₹7,33,360 is above ₹1,00,000, the usual limit of one UPI payment: choose cash on delivery, or agree with the shop on WhatsApp to pay in parts.',
    );
  });
});
