import { describe, expect, it } from 'vitest';

import { allowanceNotice } from './bookingAllowance';

/** Who may book the doctor's teleconsultations does not change the fair-use notice. */
const teleconsultation = { patient: true, relatives: [] };

describe('allowanceNotice: the limit a doctor’s page says before a slot is picked (docs/decisions/034)', () => {
  it('nothing while the patient may still book', () => {
    expect(
      allowanceNotice({
        withDoctor: { upcoming: 0, limit: 1 },
        overall: { upcoming: 9, limit: 10 },
        teleconsultation,
      }),
    ).toBeNull();
  });

  it('the doctor’s limit, a relative still bookable', () => {
    expect(
      allowanceNotice({
        withDoctor: { upcoming: 1, limit: 1 },
        overall: { upcoming: 1, limit: 10 },
        teleconsultation,
      }),
    ).toEqual({
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_DOCTOR',
      values: { limit: 1 },
      relativesMayBook: true,
    });
  });

  it('the platform’s limit first: no one more can be booked from the account', () => {
    expect(
      allowanceNotice({
        withDoctor: { upcoming: 3, limit: 3 },
        overall: { upcoming: 10, limit: 10 },
        teleconsultation,
      }),
    ).toEqual({
      messageId: 'RESERVATION.ERRORS.BOOKING_LIMIT_TOTAL',
      values: { limit: 10 },
      relativesMayBook: false,
    });
  });
});
