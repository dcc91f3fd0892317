import type { User } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import { dashboardDoctorId } from './dashboardDoctor';

const user = (fields: Partial<User>) =>
  ({ _id: 'u1', doctor: null, loggedInSecretaryInfo: null, ...fields }) as User;

describe('dashboardDoctorId — requirements §6: whose practice a doctor-dashboard page shows', () => {
  it('is the doctor themselves, a secretary’s doctor, or the doctor an admin named in the URL', () => {
    expect(
      dashboardDoctorId(user({ doctor: { _id: 'd1' } as User['doctor'] }), 'doctor', new URLSearchParams()),
    ).toBe('d1');
    expect(
      dashboardDoctorId(
        user({ loggedInSecretaryInfo: { _id: 's1', email: 's@tabib.test', doctor: 'd2' } }),
        'secretary',
        new URLSearchParams(),
      ),
    ).toBe('d2');
    expect(dashboardDoctorId(user({}), 'admin', new URLSearchParams('doctor=d3'))).toBe('d3');
    expect(dashboardDoctorId(user({}), 'admin', new URLSearchParams())).toBeNull();
    expect(dashboardDoctorId(user({}), 'patient', new URLSearchParams('doctor=d3'))).toBeNull();
  });
});
