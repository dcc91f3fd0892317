import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from './api.js';
import { XSRF_HEADER } from './platform/api/plugin.js';
import type { Config } from './platform/config.js';
import { createDoctorStatBuffer } from './doctors/stat-buffer.js';
import { type DatabaseHandle, openDatabase } from './platform/db/connect.js';
import { registerJsonCompression } from './platform/http/compression.js';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './platform/http/framework-errors.js';
import { registerHealthRoutes } from './platform/http/health.js';
import { registerEmbed } from './site/embed.js';
import { registerMetrics } from './platform/http/metrics.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { requestValidatorCompiler } from './platform/http/validator-compiler.js';
import { registerStatic } from './site/static.js';
import type { LocalIdentity } from './accounts/idp/local-idp.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the statistics counted so far (tests read them from the database right after a request). */
    flushDoctorStats(): Promise<void>;
  }
}

export interface ServerDeps {
  /** An open database. When given, the caller closes it; when omitted, one is opened from `config`
   * and closed with the server. */
  database?: DatabaseHandle;
  /** The clock every business rule reads; tests pass a controllable one. */
  now?: () => Date;
  /** Who can sign in at the local identity provider when LOCAL_IDP is on (default: the demo admin). */
  localIdentities?: readonly LocalIdentity[];
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
}

/** The HTTP server, ready to `listen()`: logging, probes, static files and the /v1 API. */
export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and cookies never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // Graceful shutdown: close() stops accepting, drops idle keep-alive sockets, lets requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(requestValidatorCompiler());

  const database = deps.database ?? openConfiguredDatabase(config);
  if (deps.database === undefined) app.addHook('onClose', () => database.close());

  registerHealthRoutes(app, database);
  await registerSecurityHeaders(app, config.publicUrl, config.appDist);
  await registerMetrics(app, database.db, { token: config.metricsToken });
  // docs/decisions/024: pages of the listed origins may call the API with their cookies; any other
  // origin gets no CORS headers, so its browser keeps the answers from it.
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    await app.register(fastifyCors, {
      // `false` for any other origin turns CORS off for that request: no header at all, not even
      // Allow-Credentials, and its preflight is not answered.
      origin: (origin, answer) => answer(null, origin !== undefined && allowed.has(origin) ? origin : false),
      credentials: true,
      maxAge: 600,
      // Decision 033: the anti-forgery token a page of another site cannot read from the API's cookie.
      exposedHeaders: [XSRF_HEADER],
    });
  }
  // docs/decisions/023: every text response registered after this (API JSON, HTML pages, sitemaps) is
  // sent with brotli or gzip when the client accepts it; the app's files come precompressed instead.
  registerJsonCompression(app);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  const doctorStats = createDoctorStatBuffer(database.db, {
    intervalMs: config.statsFlushIntervalMs,
    onError: (error) => app.log.warn({ err: error }, 'writing buffered doctor statistics failed'),
  });
  // Written before the database closes: the database's close hook was added before this one, and
  // Fastify runs onClose hooks in reverse order.
  app.addHook('onClose', () => doctorStats.close());
  app.decorate('flushDoctorStats', () => doctorStats.flush());
  registerEmbed(app, config, database);
  await registerStatic(app, config, { database, doctorStats, ...(deps.now && { now: deps.now }) });
  await registerApi(app, {
    config,
    database,
    doctorStats,
    ...(deps.now && { now: deps.now }),
    ...(deps.localIdentities && { localIdentities: deps.localIdentities }),
  });
  return app;
}
