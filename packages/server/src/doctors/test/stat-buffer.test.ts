import { describe, expect, it } from 'vitest';
import { createDoctorStatBuffer } from '../stat-buffer.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';

const now = new Date('2026-03-02T10:00:00Z');
const day = '2026-03-02';
const noError = (error: unknown) => {
  throw error;
};

describe.each(backends)('buffered doctor statistics on %s', (backend) => {
  const database = useTestDatabase(backend, 'seeded');

  async function doctorIds(count: number) {
    const rows = await database().db.selectFrom('doctors').select('id').orderBy('id').limit(count).execute();
    return rows.map((row) => row.id);
  }

  async function displays(doctorId: string) {
    const row = await database()
      .db.selectFrom('doctor_stats')
      .select('count')
      .where('doctor_id', '=', doctorId)
      .where('type', '=', 'display')
      .where('date', '=', day)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  it('writes nothing until flushed, then adds what was counted to the existing counters', async () => {
    const [a, b] = (await doctorIds(2)) as [string, string];
    const before = [await displays(a), await displays(b)];
    const buffer = createDoctorStatBuffer(database().db, { intervalMs: 600_000, onError: noError });
    buffer.count([a, b], 'display', now);
    buffer.count([a, a], 'display', now); // one display per doctor listed on a page
    expect([await displays(a), await displays(b)]).toEqual(before);
    await buffer.flush();
    expect([await displays(a), await displays(b)]).toEqual([before[0]! + 2, before[1]! + 1]);
    await buffer.flush();
    expect([await displays(a), await displays(b)]).toEqual([before[0]! + 2, before[1]! + 1]);
    await buffer.close();
  });

  it('two buffers (two server processes) add up; close() writes what is left', async () => {
    const [, , c] = (await doctorIds(3)) as [string, string, string];
    const before = await displays(c);
    const first = createDoctorStatBuffer(database().db, { intervalMs: 600_000, onError: noError });
    const second = createDoctorStatBuffer(database().db, { intervalMs: 600_000, onError: noError });
    for (let i = 0; i < 3; i += 1) first.count([c], 'display', now);
    for (let i = 0; i < 4; i += 1) second.count([c], 'display', now);
    await Promise.all([first.close(), second.close()]);
    expect(await displays(c)).toBe(before + 7);
  });

  it('writes on its own every intervalMs', async () => {
    const [, , , d] = (await doctorIds(4)) as [string, string, string, string];
    const before = await displays(d);
    const buffer = createDoctorStatBuffer(database().db, { intervalMs: 20, onError: noError });
    buffer.count([d], 'display', now);
    await expect.poll(() => displays(d), { timeout: 5_000 }).toBe(before + 1);
    await buffer.close();
  });

  it('records what a piece of work counted, in its async calls too, and counts it again on recount', async () => {
    const ids = await doctorIds(6);
    const [e, f] = [ids[4]!, ids[5]!];
    const before = [await displays(e), await displays(f)];
    const buffer = createDoctorStatBuffer(database().db, { intervalMs: 600_000, onError: noError });
    buffer.count([f], 'display', now); // outside the recording
    const { value, counted } = await buffer.recording(async () => {
      await Promise.resolve();
      buffer.count([e, f], 'display', now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      buffer.count([e], 'visit', now);
      return 'page';
    });
    expect(value).toBe('page');
    expect(counted).toEqual([
      { doctorIds: [e, f], type: 'display' },
      { doctorIds: [e], type: 'visit' },
    ]);
    buffer.recount(counted, now);
    await buffer.close();
    expect([await displays(e), await displays(f)]).toEqual([before[0]! + 2, before[1]! + 3]);
  });
});
