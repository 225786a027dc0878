import { describe, expect, it } from 'vitest';
import { trackingLink, trackingSentence } from './couriers';

describe('the tracking link from the courier', () => {
  it('puts the AWB number into the address of couriers whose tracking page takes it, whatever the owner’s spelling', () => {
    expect(trackingLink(' delhivery ', '1490881234')).toEqual({ courier: 'Delhivery', href: 'https://www.delhivery.com/track/package/1490881234', withNumber: true });
    expect(trackingLink('BlueDart', '80123456789')?.href).toBe('https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=80123456789');
    expect(trackingLink('Flipkart Ekart', 'FMPC1234567890')?.href).toBe('https://ekartlogistics.com/shipmenttrack/FMPC1234567890');
    expect(trackingLink('XpressBees', '13412345678901')?.href).toBe('https://www.xpressbees.com/shipment/tracking?awbNo=13412345678901');
  });

  it('links to the page where the number is typed for couriers whose address takes none', () => {
    expect(trackingLink('Speed Post', 'EK123456789IN')).toMatchObject({ courier: 'India Post', withNumber: false });
    expect(trackingLink('DTDC', 'D12345678')).toMatchObject({ courier: 'DTDC', withNumber: false });
    expect(trackingLink('Shadowfax', 'SF1234567')).toMatchObject({ courier: 'Shadowfax', withNumber: false });
    expect(trackingSentence('DTDC', 'D12345678')).toBe('Track it at https://www.dtdc.in/tracking.asp with the AWB number D12345678.');
  });

  it('gives no link for a courier it does not know: the AWB is said plainly', () => {
    expect(trackingLink('Ramesh Transport', 'RT-5521')).toBeNull();
    expect(trackingSentence('Ramesh Transport', 'RT-5521')).toBe('Your AWB number is RT-5521: track it on Ramesh Transport’s site with that number.');
    expect(trackingSentence('Delhivery', '1490881234')).toBe('Track it here: https://www.delhivery.com/track/package/1490881234');
  });
});
