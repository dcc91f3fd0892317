import { listOutbox } from './notifications-data.js';
import type { ApiDeps } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** docs/decisions/017: the notification queue, read by admins (the demo's mailbox without SMTP). */
export function createNotificationHandlers(deps: ApiDeps) {
  return {
    async listOutbox(request) {
      const { status, rdv, page, limit } = request.query;
      return listOutbox(
        deps.db,
        { ...(status !== undefined && { status }), ...(rdv !== undefined && { rdv }) },
        { page, limit },
      );
    },
  } satisfies Handlers;
}
