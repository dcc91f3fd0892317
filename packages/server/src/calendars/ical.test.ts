import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ical.js';

const event = {
  uid: 'rdv-1@tabib.tn',
  sequence: 3,
  stamp: new Date('2026-11-20T10:00:00Z'),
  start: new Date('2026-11-25T08:30:00Z'),
  end: new Date('2026-11-25T09:00:00Z'),
  status: 'CONFIRMED' as const,
};

describe('iCalendar text (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('folds at 75 octets without cutting a UTF-8 character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'موعد مع الدكتورة '.repeat(8)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('UID:rdv-1@tabib.tn')).toBe('UID:rdv-1@tabib.tn');
  });
});

describe('writeCalendar', () => {
  const summary = 'Rendez-vous avec Dr Ben Salah; cardiologie, Tunis — موعد مع د. بن صالح '.repeat(2);
  const text = writeCalendar({
    name: 'Agenda Tabib',
    timeZone: 'Africa/Tunis',
    now: new Date('2026-11-24T12:00:00Z'),
    events: [{ ...event, summary, location: '12, rue de Marseille, Tunis', description: 'Ligne 1\nLigne 2' }],
  });

  it('round-trips through an independent parser (ical.js)', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(parsed.summary).toBe(summary);
    expect(parsed.location).toBe('12, rue de Marseille, Tunis');
    expect(parsed.description).toBe('Ligne 1\nLigne 2');
    expect(parsed.sequence).toBe(3);
    expect(parsed.startDate.toString()).toBe('2026-11-25T09:30:00');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-25T08:30:00.000Z');
  });

  it("states Tunis's offset (+0100) in its VTIMEZONE and ends every line with CRLF", () => {
    expect(text).toContain('\r\nTZOFFSETTO:+0100\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});
