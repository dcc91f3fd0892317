import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rdv } from '@tabib/sdk';

import { clearOfflineRdvs, readUpcomingRdvs, saveUpcomingRdvs } from './offlineRdvsStore';

const rdv = (id: string, doctor: string, date: string) =>
  ({ _id: id, date, status: 'confirmed', doctor: { name: doctor } }) as Rdv;

const amel = 'user-amel';
const karim = 'user-karim';

afterEach(() => clearOfflineRdvs());

// docs/decisions/042: one patient's upcoming rdvs, for reading offline, never shown to another.
describe('the offline copy of upcoming rdvs', () => {
  it("keeps a patient's rdvs with when they were saved, in order", async () => {
    const rdvs = [
      rdv('r1', 'Dr Salma Ben Ali', '2026-12-03T08:30:00.000Z'),
      rdv('r2', 'Dr Hedi Trabelsi', '2026-12-10T14:00:00.000Z'),
    ];
    await saveUpcomingRdvs(amel, rdvs, new Date('2026-11-26T09:15:00.000Z'));
    expect(await readUpcomingRdvs(amel)).toEqual({
      userId: amel,
      savedAt: '2026-11-26T09:15:00.000Z',
      rdvs,
    });
  });

  it('gives nothing for a patient who has no copy, even when another has one', async () => {
    await saveUpcomingRdvs(amel, [rdv('r1', 'Dr Salma Ben Ali', '2026-12-03T08:30:00.000Z')]);
    expect(await readUpcomingRdvs(karim)).toBeNull();
  });

  it("replaces another patient's copy: one patient's rdvs at a time", async () => {
    await saveUpcomingRdvs(amel, [rdv('r1', 'Dr Salma Ben Ali', '2026-12-03T08:30:00.000Z')]);
    const karimRdvs = [rdv('r9', 'Dr Hedi Trabelsi', '2026-12-04T10:00:00.000Z')];
    await saveUpcomingRdvs(karim, karimRdvs, new Date('2026-11-27T10:00:00.000Z'));
    expect(await readUpcomingRdvs(amel)).toBeNull();
    expect(await readUpcomingRdvs(karim)).toEqual({
      userId: karim,
      savedAt: '2026-11-27T10:00:00.000Z',
      rdvs: karimRdvs,
    });
  });

  it('a newer copy of the same patient replaces the older one (an rdv cancelled since is gone)', async () => {
    await saveUpcomingRdvs(amel, [
      rdv('r1', 'Dr Salma Ben Ali', '2026-12-03T08:30:00.000Z'),
      rdv('r2', 'Dr Hedi Trabelsi', '2026-12-10T14:00:00.000Z'),
    ]);
    await saveUpcomingRdvs(amel, [rdv('r2', 'Dr Hedi Trabelsi', '2026-12-10T14:00:00.000Z')]);
    expect((await readUpcomingRdvs(amel))?.rdvs.map((saved) => saved._id)).toEqual(['r2']);
  });

  it('forgets every copy at sign-out', async () => {
    await saveUpcomingRdvs(amel, [rdv('r1', 'Dr Salma Ben Ali', '2026-12-03T08:30:00.000Z')]);
    await clearOfflineRdvs();
    expect(await readUpcomingRdvs(amel)).toBeNull();
  });
});
