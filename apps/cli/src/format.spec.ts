import { describe, expect, it } from '@jest/globals';
import { formatDate, formatMoney, formatPageFooter, fullName, pageCount } from './format.js';

describe('formatMoney', () => {
  it('shows Canadian dollars in US format with cents', () => {
    expect(formatMoney(1234.5)).toBe('CA$1,234.50');
    expect(formatMoney(109)).toBe('CA$109.00');
    expect(formatMoney(0.1 + 0.2)).toBe('CA$0.30');
    expect(formatMoney(1_000_000)).toBe('CA$1,000,000.00');
    expect(formatMoney(0)).toBe('CA$0.00');
    expect(formatMoney(-5)).toBe('-CA$5.00');
  });
});

describe('formatDate', () => {
  it('shows unix seconds as MMMM DD, YYYY in UTC', () => {
    expect(formatDate(Date.UTC(2026, 10, 21) / 1000)).toBe('November 21, 2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 23, 59, 59) / 1000)).toBe('January 05, 2026');
    expect(formatDate(0)).toBe('January 01, 1970');
  });

  it('shows nothing for no date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('fullName', () => {
  it('joins the parts that are there', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName('Ada', '')).toBe('Ada');
    expect(fullName(null, 'Lovelace')).toBe('Lovelace');
  });
});

describe('pagination footer', () => {
  it('counts pages from the total and the page size', () => {
    expect(pageCount(73, 15)).toBe(5);
    expect(pageCount(75, 15)).toBe(5);
    expect(pageCount(76, 15)).toBe(6);
    expect(pageCount(0, 15)).toBe(1);
  });

  it('reads Page P of N (T total)', () => {
    expect(formatPageFooter({ page: 2, perPage: 15, total: 73 })).toBe('Page 2 of 5 (73 total)');
    expect(formatPageFooter({ page: 1, perPage: 15, total: 0 })).toBe('Page 1 of 1 (0 total)');
    expect(formatPageFooter({ page: 1, perPage: 100, total: 1 })).toBe('Page 1 of 1 (1 total)');
  });
});
