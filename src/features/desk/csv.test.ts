import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { ordersCsv } from './csv';
import { setNotes } from './actions';

describe('the orders as CSV', () => {
  it('writes a heading row and one row an order, every cell quoted, a formula made text', () => {
    const order = setNotes(deskOrderOf(shopperOrder('upi', { name: 'Asha "Ash" Sharma' })), '=HYPERLINK("x")', new Date());
    const [heading, row, end] = ordersCsv([order]).split('\r\n');
    expect(heading).toBe('"Order","Status","Added","Name","Mobile","Address","PIN","Items","Total","Payment","UTR","Received","Courier","AWB","Amounts match","Notes"');
    expect(row).toBe(
      `"${order.number}","New","${order.addedAt}","Asha ""Ash"" Sharma","9876543210","12 MG Road, Flat 4B, Mumbai, Maharashtra 400001","400001","2","${order.check.total}","UPI","","","","","Yes","'=HYPERLINK(""x"")"`,
    );
    expect(end).toBe('');
  });
});
