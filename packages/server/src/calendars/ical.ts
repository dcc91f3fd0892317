import { zoneOffsetMs } from '../platform/zoned-time.js';

/*
 * A minimal iCalendar (RFC 5545) writer: what an rdv's file and an agenda feed need, with the
 * text escaping and line folding every calendar client expects.
 */

export interface CalendarEvent {
  /** Stable across changes, so a client replaces the event instead of adding a second one. */
  uid: string;
  /** Grows with every change of the event (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** When this version of the event was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  url?: string;
}

export interface CalendarDocument {
  name: string;
  timeZone: string;
  events: readonly CalendarEvent[];
  /** The instant whose zone offset the VTIMEZONE states (zones without DST, as Africa/Tunis today). */
  now: Date;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8
 * character (Arabic and accented names are 2 octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function utcStamp(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** The wall-clock time of `instant` in `timeZone`, as an iCalendar local DATE-TIME. */
function localStamp(timeZone: string, instant: Date): string {
  return utcStamp(new Date(instant.getTime() + zoneOffsetMs(timeZone, instant.getTime()))).slice(0, -1);
}

function offsetText(offsetMs: number): string {
  const minutes = Math.abs(offsetMs) / 60_000;
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

function eventLines(event: CalendarEvent, timeZone: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${timeZone}:${localStamp(timeZone, event.start)}`,
    `DTEND;TZID=${timeZone}:${localStamp(timeZone, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF line ends, with the zone's VTIMEZONE so local times are unambiguous. */
export function writeCalendar(document: CalendarDocument): string {
  const offset = offsetText(zoneOffsetMs(document.timeZone, document.now.getTime()));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tabib//Agenda//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(document.name)}`,
    `X-WR-TIMEZONE:${document.timeZone}`,
    'BEGIN:VTIMEZONE',
    `TZID:${document.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    ...document.events.flatMap((event) => eventLines(event, document.timeZone)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
