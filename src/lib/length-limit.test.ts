import { describe, expect, it } from 'vitest';
import { insertedBy, lengthLimitWord } from './length-limit';

function field<T extends HTMLInputElement | HTMLTextAreaElement>(element: T, value: string, maxLength: number): T {
  element.maxLength = maxLength;
  element.value = value;
  return element;
}

describe('lengthLimitWord', () => {
  it('says a paste is cut when only part of it fits, and that the field is full when none does', () => {
    const address = field(document.createElement('textarea'), 'Flat 4B', 10);
    address.setSelectionRange(7, 7);
    expect(lengthLimitWord(address, ', M')).toBe('');
    expect(lengthLimitWord(address, ', MG Road')).toBe('Cut to 10 characters, the most this field holds: please check the end.');
    address.value = '0123456789';
    address.setSelectionRange(10, 10);
    expect(lengthLimitWord(address, 'x')).toBe('This field holds at most 10 characters.');
  });

  it('counts what is selected as replaced, and a text area’s line breaks as one character each', () => {
    const address = field(document.createElement('textarea'), '0123456789', 10);
    address.setSelectionRange(0, 10);
    expect(lengthLimitWord(address, 'Flat 4B\r\nMG')).toBe('');
  });

  it('counts no line breaks in a one-line field (it drops them), and reads an email field, which has no selection', () => {
    expect(lengthLimitWord(field(document.createElement('input'), '', 5), 'ab\r\ncd')).toBe('');
    const email = field(document.createElement('input'), 'asha@example.co', 16);
    email.type = 'email';
    expect(lengthLimitWord(email, 'm.in')).toBe('Cut to 16 characters, the most this field holds: please check the end.');
  });

  it('says nothing of a deletion, of a field with no limit, or of anything but a text field', () => {
    const full = field(document.createElement('input'), '01234', 5);
    expect(lengthLimitWord(full, null)).toBe('');
    expect(lengthLimitWord(document.createElement('textarea'), 'x'.repeat(10_000))).toBe('');
    expect(lengthLimitWord(document.createElement('select'), 'x')).toBe('');
  });
});

describe('insertedBy', () => {
  it('is the text going in, or a line break for Enter in a text area', () => {
    expect(insertedBy(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'MG Road' }))).toBe('MG Road');
    expect(insertedBy(new InputEvent('beforeinput', { inputType: 'insertLineBreak' }))).toBe('\n');
    expect(insertedBy(new InputEvent('beforeinput', { inputType: 'deleteContentBackward' }))).toBeNull();
  });
});
