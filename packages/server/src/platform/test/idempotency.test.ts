import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import {
  type AgendaFixture,
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from '../../booking/test/agenda-fixture.js';

/* docs/decisions/052: a write sent again with its Idempotency-Key is answered, never done, twice. */

/** Wednesday 4 March 2026, 10:00 in Tunis. */
const wednesday1000 = '2026-03-04T09:00:00.000Z';

describe.each(backends)('%s: Idempotency-Key on bookRdv, addQuestion', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { RATE_LIMIT_FACTOR: '10' },
  });
  // Each test books with a doctor and a patient of its own: keys are the patient's, slots the doctor's.
  let fixture: AgendaFixture;
  beforeEach(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  const rdvsAt = (date: string) =>
    server()
      .database.db.selectFrom('rdvs')
      .select('id')
      .where('doctor_id', '=', fixture.doctorId)
      .where('date', '=', new Date(date))
      .execute();

  it('a booking sent twice with one key gives the same rdv twice, the second marked replayed, one row', async () => {
    const patient = await server().as(fixture.patientEmail);
    const send = () =>
      patient.api.POST('/rdvs', {
        params: { header: { 'Idempotency-Key': 'booking-0001-aaaa' } },
        body: { doctor: fixture.doctorId, date: wednesday0900 },
      });
    const first = await send();
    const second = await send();
    expect(first.response.status).toBe(201);
    expect(first.response.headers.get('idempotent-replayed')).toBeNull();
    expect(second.response.status).toBe(201);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(second.data).toEqual(first.data);
    expect((await rdvsAt(wednesday0900)).map((row) => row.id)).toEqual([first.data!._id]);
  });

  it('the same key with another body gives 422 IDEMPOTENCY_KEY_REUSED and books nothing', async () => {
    const patient = await server().as(fixture.patientEmail);
    const first = await patient.api.POST('/rdvs', {
      params: { header: { 'Idempotency-Key': 'booking-0001-aaaa' } },
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(first.response.status).toBe(201);
    const { response, error } = await patient.api.POST('/rdvs', {
      params: { header: { 'Idempotency-Key': 'booking-0001-aaaa' } },
      body: { doctor: fixture.doctorId, date: wednesday0930 },
    });
    expect(response.status).toBe(422);
    expect(error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rdvsAt(wednesday0930)).toEqual([]);
  });

  it('20 concurrent sends of one key: one rdv, every 201 the same rdv, the others 409 IDEMPOTENCY_IN_PROGRESS', async () => {
    const patient = await server().as(fixture.patientEmail);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        patient.api.POST('/rdvs', {
          params: { header: { 'Idempotency-Key': 'booking-0002-bbbb' } },
          body: { doctor: fixture.doctorId, date: wednesday0930 },
        }),
      ),
    );
    const rows = await rdvsAt(wednesday0930);
    expect(rows).toHaveLength(1);
    for (const { response, data, error } of answers) {
      if (response.status === 201) expect(data?._id).toBe(rows[0]!.id);
      else expect([response.status, error?.code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    }
    expect(answers.filter(({ response }) => response.status === 201).length).toBeGreaterThanOrEqual(1);
  });

  /**
   * The death of an instance right after its write commits, as a hook in the database: for `key`, a write
   * of the answer by any transaction but the one that inserted into `table` fails, as it never happens
   * once the instance is gone.
   */
  async function dyingAfterCommit(key: string, table: 'rdvs' | 'questions', run: () => Promise<void>) {
    const { db } = server().database;
    await sql`CREATE FUNCTION test_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM set_config('tabib_test.inserted', 'yes', true); RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER test_inserted AFTER INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION test_inserted()`.execute(db);
    await sql`CREATE FUNCTION test_dies_after_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.key = ${sql.lit(key)} AND NEW.status IS NOT NULL
           AND current_setting('tabib_test.inserted', true) IS DISTINCT FROM 'yes' THEN
          RAISE EXCEPTION 'the instance died after the commit';
        END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER test_dies_after_commit BEFORE UPDATE ON idempotency_keys
      FOR EACH ROW EXECUTE FUNCTION test_dies_after_commit()`.execute(db);
    try {
      await run();
    } finally {
      await sql`DROP TRIGGER test_dies_after_commit ON idempotency_keys`.execute(db);
      await sql`DROP FUNCTION test_dies_after_commit()`.execute(db);
      await sql`DROP TRIGGER test_inserted ON ${sql.table(table)}`.execute(db);
      await sql`DROP FUNCTION test_inserted()`.execute(db);
    }
  }

  it('an instance that dies after the booking commits, before it answers: the retry with the key gets that rdv at once, replayed', async () => {
    await dyingAfterCommit('booking-0003-dies', 'rdvs', async () => {
      const patient = await server().as(fixture.patientEmail);
      const send = () =>
        patient.api.POST('/rdvs', {
          params: { header: { 'Idempotency-Key': 'booking-0003-dies' } },
          body: { doctor: fixture.doctorId, date: wednesday1000 },
        });
      // Its answer is lost whatever it was: the client only knows it sent the request.
      await send();
      const rows = await rdvsAt(wednesday1000);
      expect(rows).toHaveLength(1);
      const retry = await send();
      expect(retry.response.status).toBe(201);
      expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.data?._id).toBe(rows[0]!.id);
      expect((await rdvsAt(wednesday1000)).map((row) => row.id)).toEqual([rows[0]!.id]);
    });
  });

  it('an instance that dies after the question commits, before it answers: the retry gets that question, replayed, asked once', async () => {
    await dyingAfterCommit('question-0002-dies', 'questions', async () => {
      const patient = await server().as(fixture.patientEmail);
      const send = () =>
        patient.api.POST('/questions/add', {
          params: { header: { 'Idempotency-Key': 'question-0002-dies' } },
          body: {
            category: fixture.specialtyId,
            title: 'Vertiges le matin',
            content: 'Des vertiges au lever depuis une semaine.',
          },
        });
      await send();
      const retry = await send();
      const asked = await server()
        .database.db.selectFrom('questions')
        .select('id')
        .where('title', '=', 'Vertiges le matin')
        .execute();
      expect(asked).toHaveLength(1);
      expect(retry.response.status).toBe(201);
      expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.data?._id).toBe(asked[0]!.id);
    });
  });

  it('a key shorter than 8 characters is refused with 400', async () => {
    const patient = await server().as(fixture.patientEmail);
    const { response, error } = await patient.api.POST('/rdvs', {
      params: { header: { 'Idempotency-Key': 'short' } },
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect([response.status, error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('a question sent twice with one key is asked once', async () => {
    const patient = await server().as(fixture.patientEmail);
    const send = () =>
      patient.api.POST('/questions/add', {
        params: { header: { 'Idempotency-Key': 'question-0001-cccc' } },
        body: {
          category: fixture.specialtyId,
          title: 'Douleur au genou',
          content: 'Depuis deux semaines, en montant.',
        },
      });
    const first = await send();
    const second = await send();
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    expect(second.data?._id).toBe(first.data?._id);
    const asked = await server()
      .database.db.selectFrom('questions')
      .select('id')
      .where('title', '=', 'Douleur au genou')
      .execute();
    expect(asked.map((row) => row.id)).toEqual([first.data!._id]);
  });
});
