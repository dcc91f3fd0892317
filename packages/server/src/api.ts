import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config.js';
import type { DoctorStatBuffer } from './doctors/stat-buffer.js';
import { type CachedSearchPage, createSearchCache } from './search/search-cache.js';
import type { DatabaseHandle } from './platform/db/connect.js';
import type { ApiDeps } from './platform/api/context.js';
import type { HandlerMap } from './platform/api/contract.js';
import { registerApi as registerSpecRoutes } from './platform/api/plugin.js';
import { createCatalogHandlers } from './content/catalog-handlers.js';
import { createDoctorHandlers } from './doctors/doctors-handlers.js';
import { createPracticeHandlers } from './practice/practice-handlers.js';
import { createImageHandlers } from './images/images-handlers.js';
import { createArticleHandlers } from './content/articles-handlers.js';
import { createAdminHandlers } from './admin/admin-handlers.js';
import { createQuestionHandlers } from './questions/questions-handlers.js';
import { createAuthHandlers } from './accounts/auth-handlers.js';
import { createSecretaryHandlers } from './practice/secretaries-handlers.js';
import { createUserHandlers } from './accounts/users-handlers.js';
import { createRelativeHandlers } from './accounts/relatives-handlers.js';
import { createRdvHandlers } from './booking/rdvs-handlers.js';
import { createStatsHandlers } from './doctors/stats-handlers.js';
import { createPaymentHandlers } from './payments/payments-handlers.js';
import { createNotificationHandlers } from './notifications/notifications-handlers.js';
import { createCalendarHandlers } from './calendars/calendars-handlers.js';
import { createWaitlistHandlers } from './booking/waitlist-handlers.js';
import { createEmbedHandlers } from './site/embed-handlers.js';
import { createDoctorApplicationHandlers } from './applications/applications-handlers.js';
import { createSearchHandlers } from './search/search-handlers.js';
import { createRoomHandlers } from './teleconsultation/rooms-handlers.js';
import { registerSignalling } from './teleconsultation/signalling.js';
import { configuredSmsTransport } from './notifications/sms.js';
import { configuredMailTransport } from './notifications/transport.js';
import { type NotificationRunResult, startNotificationWorker } from './notifications/worker.js';
import { configuredPaymentProvider } from './payments/configured.js';
import { startPaymentHoldSweep } from './payments/hold.js';
import { startAvailabilityRoll } from './search/availability-roll.js';
import { registerSandboxCheckout } from './payments/sandbox-checkout.js';
import { createSocialHandlers } from './accounts/social-handlers.js';
import { createSocialProviders } from './accounts/social-providers.js';
import { resolvedPublicUrl } from './platform/http/public-url.js';
import { demoLocalIdentities, type LocalIdentity, registerLocalIdp } from './accounts/idp/local-idp.js';

export interface ApiServerDeps {
  config: Config;
  database: DatabaseHandle;
  /** The statistics counted by the API (the server's pages count theirs into it too). */
  doctorStats: DoctorStatBuffer;
  /** The clock every rule reads; tests pass a fixed one. */
  now?: () => Date;
  /** Who can sign in at the local IdP when it is on (default: the demo admin). */
  localIdentities?: readonly LocalIdentity[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases every expired payment hold now (docs/decisions/015; a timer also does, every minute). */
    sweepPaymentHolds(): Promise<number>;
    /** Recounts the doctors whose availability a new day left behind (docs/decisions/036; a timer also does). */
    rollAvailability(): Promise<number>;
    /** Sends the notifications due now (docs/decisions/017; a timer also does, every NOTIFY_INTERVAL). */
    runDueNotifications(): Promise<NotificationRunResult>;
  }
}

/**
 * Registers the /v1 operations of spec/openapi.yaml (fastify-openapi-glue: routes, request validation
 * and response serialisation from the spec). buildServer() calls it after the operational routes.
 */
export async function registerApi(app: FastifyInstance, deps: ApiServerDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const searchCache = createSearchCache<CachedSearchPage>({
    ttlMs: deps.config.searchCacheMs,
    now: () => now().getTime(),
    changes: deps.database.changes,
  });
  app.addHook('onClose', async () => searchCache.close());
  const apiDeps: ApiDeps = {
    db: deps.database.db,
    config: deps.config,
    now,
    doctorStats: deps.doctorStats,
    searchCache,
    paymentProvider: configuredPaymentProvider(deps.config),
  };
  const holdSweep = startPaymentHoldSweep({
    db: apiDeps.db,
    now: apiDeps.now,
    onError: (error) => app.log.warn({ err: error }, 'releasing expired payment holds failed'),
  });
  app.addHook('onClose', async () => holdSweep.stop());
  app.decorate('sweepPaymentHolds', () => holdSweep.run());
  const availabilityRoll = startAvailabilityRoll({
    db: apiDeps.db,
    now: apiDeps.now,
    onError: (error) => app.log.warn({ err: error }, 'recounting doctors’ availability failed'),
  });
  app.addHook('onClose', async () => availabilityRoll.stop());
  app.decorate('rollAvailability', () => availabilityRoll.run());
  const notificationWorker = startNotificationWorker({
    db: apiDeps.db,
    now: apiDeps.now,
    transport: configuredMailTransport(deps.config.notifications),
    sms: configuredSmsTransport(deps.config.notifications.twilio),
    intervalMs: deps.config.notifications.intervalMs,
    maxAttempts: deps.config.notifications.maxAttempts,
    publicUrl: deps.config.publicUrl,
    onError: (error) => app.log.warn({ err: error }, 'sending due notifications failed'),
  });
  app.addHook('onClose', () => notificationWorker.stop());
  app.decorate('runDueNotifications', () => notificationWorker.run());
  const publicUrl = resolvedPublicUrl(app, deps.config);
  const localIdp = deps.config.social.localIdp
    ? await registerLocalIdp(app, {
        config: deps.config,
        publicUrl,
        identities: deps.localIdentities ?? demoLocalIdentities,
      })
    : undefined;
  const social = { providers: createSocialProviders(deps.config, localIdp), publicUrl };
  // Each area of the API contributes the handlers of its operations; the map must cover the spec.
  const handlers: HandlerMap = {
    ...createCatalogHandlers(apiDeps),
    ...createDoctorHandlers(apiDeps),
    ...createPracticeHandlers(apiDeps),
    ...createImageHandlers(apiDeps),
    ...createArticleHandlers(apiDeps),
    ...createAuthHandlers(apiDeps),
    ...createUserHandlers(apiDeps),
    ...createRelativeHandlers(apiDeps),
    ...createSecretaryHandlers(apiDeps),
    ...createQuestionHandlers(apiDeps),
    ...createRdvHandlers(apiDeps),
    ...createStatsHandlers(apiDeps),
    ...createPaymentHandlers(apiDeps),
    ...createNotificationHandlers(apiDeps),
    ...createAdminHandlers(apiDeps),
    ...createCalendarHandlers(apiDeps),
    ...createWaitlistHandlers(apiDeps),
    ...createEmbedHandlers(apiDeps),
    ...createDoctorApplicationHandlers(apiDeps),
    ...createSearchHandlers(apiDeps),
    ...createRoomHandlers(apiDeps),
    ...createSocialHandlers(apiDeps, social),
  };
  await registerSpecRoutes(app, apiDeps, handlers, {
    validateResponses: deps.config.nodeEnv !== 'production',
    rateLimitFactor: deps.config.rateLimitFactor,
  });
  // docs/decisions/055: the room's WebSocket, beside the spec's operations (OpenAPI does not describe it).
  await registerSignalling(app, apiDeps);
  if (apiDeps.paymentProvider.name === 'sandbox') await registerSandboxCheckout(app, apiDeps);
}
