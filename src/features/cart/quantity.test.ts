import { describe, expect, it } from 'vitest';
import { parseQuantity, quantityMessages } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['', quantityMessages.empty],
    ['   ', quantityMessages.empty],
    ['2.5', quantityMessages.notWhole],
    ['abc', quantityMessages.notWhole],
    ['1e2', quantityMessages.notWhole],
    ['3a', quantityMessages.notWhole],
    ['1,000', quantityMessages.notWhole],
    ['--3', quantityMessages.notWhole],
  ])('refuses %j with a message', (text, message) => {
    expect(parseQuantity(text)).toEqual({ kind: 'refused', message });
  });

  it.each([
    ['0', 1, quantityMessages.tooFew],
    ['-3', 1, quantityMessages.tooFew],
    ['11', 10, quantityMessages.tooMany],
    ['999', 10, quantityMessages.tooMany],
    ['99999999999999999999999', 10, quantityMessages.tooMany],
  ])('clamps %j to %i with a message', (text, quantity, message) => {
    expect(parseQuantity(text)).toEqual({ kind: 'clamped', quantity, message });
  });

  it.each([
    ['7', 7],
    [' 7 ', 7],
    ['+7', 7],
    ['1', 1],
    ['10', 10],
    ['07', 7],
  ])('accepts %j as %i', (text, quantity) => {
    expect(parseQuantity(text)).toEqual({ kind: 'ok', quantity });
  });

  it('has clear messages that mention the allowed range', () => {
    expect(quantityMessages.empty).toMatch(/1 to 10/);
    expect(quantityMessages.notWhole).toMatch(/whole number/);
    expect(quantityMessages.tooMany).toMatch(/10/);
    expect(quantityMessages.tooFew).toMatch(/Remove/);
  });
});
