import { formatTunisianPhone, type Rdv } from '@tabib/sdk';
import { tunisClock, tunisDay } from '@tabib/ui';

/** The words of the export's header and cells, in the reader's language. */
export interface AgendaCsvLabels {
  /** Date, time, patient, phone, e-mail, visit, status, payment, reason. */
  headers: readonly string[];
  status: Record<Rdv['status'], string>;
  payment: Record<Rdv['paymentStatus'], string>;
  /** An rdv's visit as the reader reads it (`visitTypeName`), from its `visitType` and `visitTypeNames`. */
  visitType: (name: string, names: Rdv['visitTypeNames']) => string;
}

/** RFC 4180: a field with a separator, a quote or a line break is quoted, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The agenda's rdvs as CSV (RFC 4180, CRLF lines), one line per rdv in date order, preceded by a byte
 * order mark so spreadsheet programs read the accents and Arabic as UTF-8.
 */
export function agendaCsv(rdvs: readonly Rdv[], labels: AgendaCsvLabels): string {
  const lines = [labels.headers.map(field).join(',')];
  for (const rdv of [...rdvs].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))) {
    // `YYYY-MM-DD` and `HH:mm` in Tunis: sortable in any spreadsheet.
    const [date, time] = [tunisDay(rdv.date), tunisClock(rdv.date)];
    lines.push(
      [
        date,
        time,
        rdv.patient.name,
        // As the agenda shows it (+216 20 123 456), not as stored.
        rdv.patient.phone ? formatTunisianPhone(rdv.patient.phone) : '',
        rdv.patient.email ?? '',
        labels.visitType(rdv.visitType, rdv.visitTypeNames),
        labels.status[rdv.status],
        labels.payment[rdv.paymentStatus],
        rdv.reason ?? '',
      ]
        .map(field)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
