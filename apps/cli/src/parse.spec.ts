import { describe, expect, it } from '@jest/globals';
import { InvalidArgumentError } from 'commander';
import { EXIT_USAGE, UsageError } from './errors.js';
import { argParser, parseAmount, parseCount, parseDate, parseId, parsePage, parsePerPage } from './parse.js';

function usageError(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).exitCode).toBe(EXIT_USAGE);
    return error as UsageError;
  }
  throw new Error('expected a UsageError');
}

describe('parseId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId(' 42 ')).toBe(42);
    expect(parseId('007')).toBe(7);
  });

  it.each(['abc', '-1', '0', '7.5', '1e3', '0x10', '', ' ', '7abc', '+7', '99999999999999999999'])('refuses %p', (raw) => {
    expect(usageError(() => parseId(raw)).message).toBe('Expected an id: a positive whole number, e.g. 7');
  });
});

describe('parseCount, parsePage, parsePerPage', () => {
  it('accept positive whole numbers (per page at most 100)', () => {
    expect(parseCount('3')).toBe(3);
    expect(parsePage('2')).toBe(2);
    expect(parsePerPage('100')).toBe(100);
  });

  it('refuse anything else', () => {
    for (const raw of ['abc', '-2', '0', '1.5']) {
      usageError(() => parseCount(raw));
      usageError(() => parsePage(raw));
      usageError(() => parsePerPage(raw));
    }
    expect(usageError(() => parsePerPage('101')).message).toBe('Expected a whole number from 1 to 100');
  });
});

describe('parseAmount', () => {
  it('accepts dollars with at most two decimals', () => {
    expect(parseAmount('109.50')).toBe(109.5);
    expect(parseAmount('109.5')).toBe(109.5);
    expect(parseAmount('1200')).toBe(1200);
    expect(parseAmount('0.01')).toBe(0.01);
    expect(parseAmount('19.99')).toBe(19.99);
    expect(parseAmount(' 5 ')).toBe(5);
  });

  it('refuses more than two decimals', () => {
    expect(usageError(() => parseAmount('1.234')).message).toBe('Expected at most two decimals (whole cents)');
    expect(usageError(() => parseAmount('0.001')).message).toBe('Expected at most two decimals (whole cents)');
  });

  it('refuses negative amounts and zero', () => {
    expect(usageError(() => parseAmount('-5')).message).toBe('Expected a positive amount, not a negative one');
    expect(usageError(() => parseAmount('-0.50')).message).toBe('Expected a positive amount, not a negative one');
    expect(usageError(() => parseAmount('0')).message).toBe('Expected an amount above 0');
    expect(usageError(() => parseAmount('0.00')).message).toBe('Expected an amount above 0');
  });

  it.each(['abc', '', '1,234.50', '$5', 'CA$5', '1e3', '5.', '.5', '5..0', '0x10', 'Infinity', 'NaN'])('refuses %p', (raw) => {
    expect(usageError(() => parseAmount(raw)).message).toBe('Expected an amount in dollars, e.g. 109.50');
  });
});

describe('parseDate', () => {
  it('answers unix seconds at midnight UTC', () => {
    expect(parseDate('2026-11-21')).toBe(Date.UTC(2026, 10, 21) / 1000);
    expect(parseDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29) / 1000);
  });

  it('refuses other shapes and days that do not exist', () => {
    expect(usageError(() => parseDate('21/11/2026')).message).toBe('Expected a date as YYYY-MM-DD, e.g. 2026-11-21');
    expect(usageError(() => parseDate('2026-1-5')).message).toBe('Expected a date as YYYY-MM-DD, e.g. 2026-11-21');
    expect(usageError(() => parseDate('tomorrow')).message).toBe('Expected a date as YYYY-MM-DD, e.g. 2026-11-21');
    expect(usageError(() => parseDate('2026-02-30')).message).toBe(
      'Expected a date as YYYY-MM-DD: 2026-02-30 is not a day of the calendar',
    );
    expect(usageError(() => parseDate('2026-13-01')).message).toBe(
      'Expected a date as YYYY-MM-DD: 2026-13-01 is not a day of the calendar',
    );
    expect(usageError(() => parseDate('1969-12-31')).message).toBe('Expected a date from 1970 on');
  });
});

describe('argParser', () => {
  it('hands commander its own usage error, so it names the option at fault', () => {
    const parse = argParser(parseId);
    expect(parse('7')).toBe(7);
    expect(() => parse('abc')).toThrow(InvalidArgumentError);
    expect(() => parse('abc')).toThrow('Expected an id: a positive whole number, e.g. 7');
  });

  it('lets other failures through', () => {
    const parse = argParser(() => {
      throw new Error('boom');
    });
    expect(() => parse('x')).toThrow('boom');
  });
});
