import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createDoctorStatBuffer } from '../data/doctor-stat-buffer.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { ApiDeps, HandlerMap } from './context.js';
import { registerApi as registerSpecRoutes } from './plugin.js';
import { createCatalogHandlers } from './handlers/catalog.js';
import { createDoctorHandlers } from './handlers/doctors.js';
import { createPracticeHandlers } from './handlers/practice.js';
import { createImageHandlers } from './handlers/images.js';
import { createArticleHandlers } from './handlers/articles.js';
import { createQuestionHandlers } from './handlers/questions.js';
import { createAuthHandlers } from './handlers/auth.js';
import { createSecretaryHandlers } from './handlers/secretaries.js';
import { createUserHandlers } from './handlers/users.js';
import { createRdvHandlers } from './handlers/rdvs.js';
import { createStatsHandlers } from './handlers/stats.js';
import { createPaymentHandlers } from './handlers/payments.js';

export interface ApiServerDeps {
  config: Config;
  database: DatabaseHandle;
  /** The clock every rule reads; tests pass a fixed one. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the statistics counted so far (tests read them from the database right after a request). */
    flushDoctorStats(): Promise<void>;
  }
}

/** Each area of the API contributes the handlers of its operations (keyed by operationId). */
const handlerFactories: ((deps: ApiDeps) => HandlerMap)[] = [
  createCatalogHandlers,
  createDoctorHandlers,
  createPracticeHandlers,
  createImageHandlers,
  createArticleHandlers,
  createAuthHandlers,
  createUserHandlers,
  createSecretaryHandlers,
  createQuestionHandlers,
  createRdvHandlers,
  createStatsHandlers,
  createPaymentHandlers,
];

/**
 * Registers the /v1 operations of spec/openapi.yaml (fastify-openapi-glue: routes, request validation
 * and response serialisation from the spec). buildServer() calls it after the operational routes.
 */
export async function registerApi(app: FastifyInstance, deps: ApiServerDeps): Promise<void> {
  const doctorStats = createDoctorStatBuffer(deps.database.db, {
    intervalMs: deps.config.statsFlushIntervalMs,
    onError: (error) => app.log.warn({ err: error }, 'writing buffered doctor statistics failed'),
  });
  // Written before the database closes: buildServer's own close hook was added before this one, and
  // Fastify runs onClose hooks in reverse order.
  app.addHook('onClose', () => doctorStats.close());
  app.decorate('flushDoctorStats', () => doctorStats.flush());
  const apiDeps = {
    db: deps.database.db,
    config: deps.config,
    now: deps.now ?? (() => new Date()),
    doctorStats,
  };
  const handlers = Object.assign({}, ...handlerFactories.map((create) => create(apiDeps))) as HandlerMap;
  await registerSpecRoutes(app, apiDeps, handlers, {
    validateResponses: deps.config.nodeEnv !== 'production',
  });
}
