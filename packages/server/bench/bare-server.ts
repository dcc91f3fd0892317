import Fastify, { type FastifyInstance } from 'fastify';
import { openConfiguredDatabase } from '../src/app.js';
import { TUNIS_TIME_ZONE } from '../src/platform/zoned-time.js';
import type { Config } from '../src/platform/config.js';
import { createDoctorStatBuffer } from '../src/doctors/stat-buffer.js';
import { doctorSlots, searchDoctors } from '../src/search/doctor-search-data.js';
import { findDoctorRow, toDoctor } from '../src/doctors/doctors-data.js';
import { toRdv } from '../src/booking/rdvs-data.js';
import { resultsPage } from '../src/platform/results-page.js';
import { bookRdv } from '../src/booking/booking.js';
import { DomainError } from '../src/platform/errors.js';

/*
 * The baseline of the API benchmark: plain Fastify routes that run exactly the data and domain calls of
 * the `searchDoctors`, `getDoctorSlots` and `bookRdv` handlers (same SQL, same slot computation), but
 * without the spec layer (fastify-openapi-glue validation and serialisation, authentication, x-roles,
 * XSRF, cookies). The gap between the two is what the framework costs.
 */

interface SearchQuery {
  city?: string;
  specialty?: string;
  name?: string;
  page?: string;
  limit?: string;
}

export async function buildBareServer(config: Config): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const database = openConfiguredDatabase(config);
  const { db } = database;
  app.addHook('onClose', () => database.close());
  const doctorStats = createDoctorStatBuffer(db, {
    intervalMs: config.statsFlushIntervalMs,
    onError: (error) => console.error(error),
  });
  app.addHook('onClose', () => doctorStats.close());

  app.get('/doctors', async (request) => {
    const { page: pageText, limit: limitText, ...filter } = request.query as SearchQuery;
    const page = Number(pageText ?? 1);
    const limit = Number(limitText ?? 20);
    const now = new Date();
    const { hits, total } = await searchDoctors(db, filter, { page, limit }, now);
    doctorStats.count(
      hits.map((hit) => hit.row.id),
      'display',
      now,
    );
    const results = hits.map((hit) => ({ ...toDoctor(hit.row, null), nextSlots: hit.nextSlots }));
    return resultsPage(results, page, limit, total);
  });

  app.get('/doctors/:id/slots', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { from, to } = request.query as { from: string; to: string };
    if ((await findDoctorRow(db, id)) === undefined) return reply.code(404).send();
    const found = await doctorSlots(db, id, { from, to }, new Date());
    return {
      doctor: id,
      timezone: TUNIS_TIME_ZONE,
      slotMinutes: typeof found === 'object' ? found.slotMinutes : 30,
      slots: typeof found === 'object' ? found.slots : [],
    };
  });

  app.post('/rdvs', async (request, reply) => {
    // No authentication here: the patient comes in the body.
    const body = request.body as { doctor: string; date: string; patient: string };
    try {
      const rdv = await bookRdv(
        db,
        { patientId: body.patient, doctorId: body.doctor, date: new Date(body.date) },
        new Date(),
      );
      return reply.code(201).send(toRdv(rdv));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return reply.code(error.status).send({ code: error.code, message: error.message });
    }
  });

  return app;
}
