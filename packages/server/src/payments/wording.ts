import { formatTunisDateTime } from '../platform/zoned-time.js';

/*
 * How a payment reads for a payer (French, the product's default language, requirements §9): on Paymee's
 * page (the payment's note) and on the sandbox page. Times in Africa/Tunis (docs/design.md "Booking").
 */

const tnd = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'TND',
  minimumFractionDigits: 3,
});

/** 60 000 millimes → "60,000 TND". */
export const formatTnd = (millimes: number): string => tnd.format(millimes / 1000);

/** e.g. "mercredi 4 mars 2026 à 09:00". */
export const formatRdvDate = (date: Date): string => formatTunisDateTime(date);
