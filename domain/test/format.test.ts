import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, parseSpanishDate, toApiDate } from '../src/index';

describe('Spanish formats', () => {
  it('numbers: dot thousands, comma decimals, 2 decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(999)).toBe('999,00');
    expect(formatNumber(1000, 0)).toBe('1.000');
    expect(formatNumber(null)).toBe('');
  });
  it('dates DD/MM/YYYY and DD/MM/YYYY, HH:mm:ss', () => {
    expect(formatDate('2024-03-05T10:11:12Z', 'UTC')).toBe('05/03/2024');
    expect(formatDateTime('2024-03-05T10:11:12Z', 'UTC')).toBe('05/03/2024, 10:11:12');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nonsense')).toBe('');
    expect(toApiDate('2024-03-05T10:11:12')).toBe('2024-03-05');
  });
  it('years before 1000 are invalid', () => {
    expect(parseSpanishDate('01/01/0999')).toBeNull();
    expect(parseSpanishDate('31/12/2024')?.toISODate()).toBe('2024-12-31');
  });
});
