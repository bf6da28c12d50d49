import { describe, expect, it } from '@jest/globals';
import { setCurrentLocale } from '../i18n/locale';
import { formatDate, formatMoney, formatNumber, formatTime, fromDateInput, toDateInput } from './format';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describe('console formats', () => {
  it('writes money in Canadian dollars, US number format', () => {
    expect(formatMoney(1234.5)).toBe('CA$1,234.50');
    expect(formatMoney(84)).toBe('CA$84.00');
    expect(formatMoney(0)).toBe('CA$0.00');
    expect(formatMoney(undefined)).toBe('');
  });

  it("writes dates as 'MMMM DD, YYYY' and times as 'hh:mm a', in local time", () => {
    expect(formatDate(unix(new Date(2024, 0, 5, 15, 7)))).toBe('January 05, 2024');
    expect(formatDate(unix(new Date(2022, 11, 31)))).toBe('December 31, 2022');
    expect(formatTime(unix(new Date(2024, 0, 5, 15, 7)))).toBe('03:07 PM');
    expect(formatTime(unix(new Date(2024, 0, 5, 0, 30)))).toBe('12:30 AM');
    expect(formatDate(null)).toBe('');
  });

  it('writes them as in French Canada when the console is in French, and back in English after', () => {
    setCurrentLocale('fr');
    try {
      // Intl's French uses narrow no-break spaces as the thousands separator and before '$'.
      expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 CA$');
      expect(formatNumber(12345).replace(/\s/g, ' ')).toBe('12 345');
      expect(formatDate(unix(new Date(2024, 0, 5, 15, 7)))).toBe('5 janvier 2024');
      expect(formatTime(unix(new Date(2024, 0, 5, 15, 7))).replace(/\s/g, ' ')).toBe('15 h 07');
    } finally {
      setCurrentLocale('en');
    }
    expect(formatMoney(1234.5)).toBe('CA$1,234.50');
    expect(formatDate(unix(new Date(2024, 0, 5)))).toBe('January 05, 2024');
  });

  it('converts between unix seconds and date inputs, a range end including its whole day', () => {
    const start = unix(new Date(2024, 1, 29));
    expect(toDateInput(start + 3600)).toBe('2024-02-29');
    expect(fromDateInput('2024-02-29')).toBe(start);
    expect(fromDateInput('2024-02-29', true)).toBe(start + 86_399);
    expect(fromDateInput(start)).toBe(start);
    expect(fromDateInput('')).toBeNull();
    expect(toDateInput(undefined)).toBe('');
    // react-admin's DateInput formats its already formatted value again.
    expect(toDateInput('2024-02-29')).toBe('2024-02-29');
  });
});
