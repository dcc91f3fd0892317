import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRulesOf } from './intlFormats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const time = dateTimeFormat('fr-TN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Tunis',
    });
    expect(
      dateTimeFormat('fr-TN', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Africa/Tunis',
      }),
    ).toBe(time);
    expect(
      dateTimeFormat('ar-TN', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Africa/Tunis',
      }),
    ).not.toBe(time);
    expect(dateTimeFormat('fr-TN', { hour: '2-digit', timeZone: 'Africa/Tunis' })).not.toBe(time);
    expect(time.format(new Date('2026-03-02T08:30:00Z'))).toBe('09:30');
  });

  it('formats numbers and plural categories as fresh ones do', () => {
    expect(
      numberFormat('fr-TN', { style: 'currency', currency: 'TND', maximumFractionDigits: 0 }).format(45),
    ).toBe(
      new Intl.NumberFormat('fr-TN', { style: 'currency', currency: 'TND', maximumFractionDigits: 0 }).format(
        45,
      ),
    );
    expect(numberFormat('ar-TN')).toBe(numberFormat('ar-TN'));
    expect(pluralRulesOf('ar-TN').select(2)).toBe('two');
    expect(pluralRulesOf('fr-TN').select(2)).toBe('other');
  });
});
