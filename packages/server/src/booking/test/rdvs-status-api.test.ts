import { describe, expect, it } from 'vitest';
import { rdvStatuses } from '../../platform/db/schema.js';
import { newId } from '../../platform/db/ids.js';
import { backends } from '../../../test/helpers/db.js';
import { fixtureNow } from './agenda-fixture.js';
import { MINUTE_MS, useRdvsApi } from './rdvs-api-setup.js';

describe.each(backends)('%s: /v1/rdvs over HTTP, the status of an rdv', (backend) => {
  const { server, as, insertRdv } = useRdvsApi(backend, 'file');

  describe('PUT /rdvs/rdvStatus: every from × to by each role (spec intro)', () => {
    const allowed: Record<string, string[]> = {
      'pending>confirmed': ['doctor', 'secretary'],
      'pending>cancelled': ['patient', 'doctor', 'secretary', 'admin'],
      'confirmed>cancelled': ['patient', 'doctor', 'secretary', 'admin'],
      'confirmed>done': ['doctor', 'secretary'],
      'confirmed>absent': ['doctor', 'secretary'],
    };
    const actors = ['patient', 'otherPatient', 'doctor', 'otherDoctor', 'secretary', 'admin'] as const;
    const cells = rdvStatuses.flatMap((from) =>
      rdvStatuses.flatMap((to) => actors.map((actor) => [from, to, actor] as const)),
    );

    it.each(cells)('%s → %s by %s', async (from, to, actor) => {
      const id = await insertRdv(from, to === 'done' || to === 'absent' ? 'past' : 'future');
      const { response, data, error } = await (
        await as(actor)
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: to === 'cancelled' ? { status: to, reason: 'Empêchement' } : { status: to },
      });
      const edge = allowed[`${from}>${to}`];
      if (actor === 'otherPatient' || actor === 'otherDoctor') {
        expect([response.status, error?.code]).toEqual([403, 'FORBIDDEN']);
      } else if (edge === undefined) {
        expect([response.status, error?.code]).toEqual([409, 'INVALID_TRANSITION']);
      } else if (!edge.includes(actor)) {
        expect([response.status, error?.code]).toEqual([403, 'FORBIDDEN']);
      } else {
        expect(response.status).toBe(200);
        expect(data?.status).toBe(to);
        if (to === 'cancelled')
          expect([data?.cancelReason, data?.cancelledBy]).toEqual(['Empêchement', actor]);
      }
    });

    it('cancelling without a reason is 400 VALIDATION_FAILED', async () => {
      const id = await insertRdv('pending', 'future');
      const { response, error } = await (
        await as('doctor')
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: { status: 'cancelled' },
      });
      expect([response.status, error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('confirmed → done before the start is 409 INVALID_TRANSITION', async () => {
      const id = await insertRdv('confirmed', 'future');
      const { response, error } = await (
        await as('secretary')
      ).api.PUT('/rdvs/rdvStatus', {
        params: { query: { id } },
        body: { status: 'done' },
      });
      expect([response.status, error?.code]).toEqual([409, 'INVALID_TRANSITION']);
    });
  });

  describe('POST /rdvs/{id}/cancel and the patient cutoff', () => {
    it('lets the patient cancel before the cutoff, not after (422 CUTOFF_PASSED); the doctor still can', async () => {
      const early = await insertRdv('pending', 'future');
      const ok = await (
        await as('patient')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: early } },
        body: { reason: 'Voyage' },
      });
      expect([ok.response.status, ok.data?.status, ok.data?.cancelReason, ok.data?.cancelledBy]).toEqual([
        200,
        'cancelled',
        'Voyage',
        'patient',
      ]);
      const again = await (
        await as('patient')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: early } },
        body: { reason: 'Voyage' },
      });
      expect([again.response.status, again.error?.code]).toEqual([409, 'INVALID_TRANSITION']);

      const late = await insertRdv('confirmed', 'future');
      const { date } = await server()
        .database.db.selectFrom('rdvs')
        .select('date')
        .where('id', '=', late)
        .executeTakeFirstOrThrow();
      server().clock.set(new Date(date.getTime() - 23 * 60 * MINUTE_MS));
      try {
        const refused = await (
          await as('patient')
        ).api.POST('/rdvs/{id}/cancel', {
          params: { path: { id: late } },
          body: { reason: 'Voyage' },
        });
        expect([refused.response.status, refused.error?.code]).toEqual([422, 'CUTOFF_PASSED']);
        const moved = await (
          await as('patient')
        ).api.PUT('/rdvs/{id}', {
          params: { path: { id: late } },
          body: { date: '2026-04-30T08:00:00.000Z' },
        });
        expect([moved.response.status, moved.error?.code]).toEqual([422, 'CUTOFF_PASSED']);
        const byDoctor = await (
          await as('doctor')
        ).api.POST('/rdvs/{id}/cancel', {
          params: { path: { id: late } },
          body: { reason: 'Congrès' },
        });
        expect([byDoctor.response.status, byDoctor.data?.cancelledBy]).toEqual([200, 'doctor']);
      } finally {
        server().clock.set(fixtureNow);
      }
    });

    it('refuses another patient with 403 FORBIDDEN and an unknown rdv with 404 NOT_FOUND', async () => {
      const id = await insertRdv('pending', 'future');
      const other = await (
        await as('otherPatient')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id } },
        body: { reason: 'x' },
      });
      expect([other.response.status, other.error?.code]).toEqual([403, 'FORBIDDEN']);
      const unknown = await (
        await as('admin')
      ).api.POST('/rdvs/{id}/cancel', {
        params: { path: { id: newId() } },
        body: { reason: 'x' },
      });
      expect([unknown.response.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
    });
  });
});
