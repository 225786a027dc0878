import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codLine,
  codRefusal,
  deliveryLine,
  estimateDelivery,
  indiaDate,
  isWorkingDay,
  normalisePin,
  pinMessage,
  zoneFor,
  type DeliverySettings,
} from './delivery';

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const settings: DeliverySettings = {
  dispatchDays: 2,
  zones: [
    { name: 'Mumbai', pins: ['400', '401'], days: 1, cod: true },
    { name: 'Maharashtra and Goa', pins: ['40', '41'], days: 2, cod: true },
    { name: 'Karnataka', pins: ['56'], days: 3, cod: true },
    { name: 'the North East', pins: ['78', '79'], days: 7, cod: false },
  ],
  elsewhere: { days: 5, cod: true },
  holidays: ['2026-12-25', '2027-01-26'],
};

/** A moment in India's time, written as India writes it. */
const inIndia = (local: string) => new Date(`${local}+05:30`);

const ok = (pin: string, now: Date, with_ = settings) => {
  const estimate = estimateDelivery(pin, now, with_);
  if (estimate.kind !== 'ok') throw new Error(`expected an estimate for ${pin}`);
  return estimate;
};

describe('estimateDelivery', () => {
  it('says when and where, by the zone with the longest matching prefix', () => {
    // Tuesday 24 Nov 2026: packed by Thursday, three days on the road (Fri, Sat, Mon).
    const karnataka = ok('560001', inIndia('2026-11-24T10:00:00'));
    expect(deliveryLine(karnataka)).toBe('Delivery by Mon, 30 Nov to 560001 (Karnataka)');
    expect(codLine(karnataka)).toBe('Cash on delivery available');
    expect(ok('400001', inIndia('2026-11-24T10:00:00')).place).toBe('Mumbai');
    expect(ok('410206', inIndia('2026-11-24T10:00:00')).place).toBe('Maharashtra and Goa');
  });

  it('uses the elsewhere days for a PIN in no zone, without a place', () => {
    const elsewhere = ok('700001', inIndia('2026-11-24T10:00:00'));
    expect(elsewhere.place).toBeUndefined();
    expect(deliveryLine(elsewhere)).toBe('Delivery by Wed, 2 Dec to 700001');
  });

  it('says when cash on delivery does not reach a zone', () => {
    expect(codLine(ok('781001', inIndia('2026-11-24T10:00:00')))).toBe('Cash on delivery not available here: pay by UPI');
  });

  it('counts from the date in India, not the visitor’s clock: late on Saturday UTC is already Sunday there', () => {
    // 19:00 UTC on Saturday 28 Nov is 00:30 on Sunday 29 Nov in India.
    expect(indiaDate(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29');
    expect(ok('560001', new Date('2026-11-28T19:00:00Z')).date).toBe(ok('560001', inIndia('2026-11-29T09:00:00')).date);
  });

  it('skips Sundays and the shop’s holidays, across the year end', () => {
    // Wednesday 23 Dec 2026: 24 Dec, (25 Dec holiday), 26 Dec, (27 Dec Sunday), then 28, 29, 30 Dec.
    expect(ok('560001', inIndia('2026-12-23T12:00:00')).date).toBe('2026-12-30');
    // Tuesday 29 Dec 2026, elsewhere: seven working days, into January.
    expect(ok('700001', inIndia('2026-12-29T12:00:00')).date).toBe('2027-01-06');
  });

  it.each(['', '56000', '5600011', '060001', 'PIN560001', '56O001', '５６０００１'])('refuses %j with a plain message', (pin) => {
    expect(estimateDelivery(pin, new Date(), settings)).toEqual({ kind: 'invalid', message: pinMessage });
  });

  it('accepts a PIN written with spaces', () => {
    expect(normalisePin(' 560 001 ')).toBe('560001');
    expect(ok('560 001', inIndia('2026-11-24T10:00:00')).pin).toBe('560001');
  });

  const moment = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true });
  const pin = fc.integer({ min: 100000, max: 999999 }).map(String);
  const holidays = fc.uniqueArray(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-03-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), { maxLength: 20 });

  it('always lands on a working day, exactly dispatch + road working days after today in India', () => {
    fc.assert(
      fc.property(pin, moment, holidays, fc.integer({ min: 0, max: 14 }), (pinCode, now, days, dispatchDays) => {
        const withHolidays = { ...settings, dispatchDays, holidays: days };
        const estimate = ok(pinCode, now, withHolidays);
        expect(isWorkingDay(estimate.date, days)).toBe(true);
        const today = indiaDate(now);
        expect(estimate.date > today).toBe(true);
        let working = 0;
        for (let date = dayAfter(today); date <= estimate.date; date = dayAfter(date)) if (isWorkingDay(date, days)) working++;
        const road = (zoneFor(pinCode, settings.zones) ?? settings.elsewhere).days; // longest prefix: the examples above
        expect(working).toBe(dispatchDays + road);
      }),
    );
  });

  it('never promises an earlier day for a later order', () => {
    fc.assert(
      fc.property(pin, moment, fc.integer({ min: 0, max: 10 * 86_400_000 }), holidays, (pinCode, now, later, days) => {
        const withHolidays = { ...settings, holidays: days };
        expect(ok(pinCode, new Date(now.getTime() + later), withHolidays).date >= ok(pinCode, now, withHolidays).date).toBe(true);
      }),
    );
  });
});

describe('codRefusal', () => {
  it('refuses cash on delivery in a zone without it, naming the zone, and says nothing elsewhere', () => {
    expect(codRefusal('781 001', settings)).toBe('Cash on delivery does not reach 781001 (the North East): please pay by UPI.');
    expect(codRefusal('560001', settings)).toBeNull();
    expect(codRefusal('110001', settings)).toBeNull(); // elsewhere takes cash
    expect(codRefusal('110001', { ...settings, elsewhere: { days: 5, cod: false } })).toBe('Cash on delivery does not reach 110001: please pay by UPI.');
    // Not a PIN yet: the PIN's own check speaks.
    expect(codRefusal('78100', settings)).toBeNull();
  });
});
