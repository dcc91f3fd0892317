import { listOutbox, type OutboxFilter } from '../../data/notifications.js';
import type { ApiDeps, HandlerMap } from '../context.js';

/** docs/decisions/017: the notification queue, read by admins (the demo's mailbox without SMTP). */
export function createNotificationHandlers(deps: ApiDeps): HandlerMap {
  return {
    async listOutbox(request) {
      const { status, rdv, page, limit } = request.query as OutboxFilter & { page: number; limit: number };
      return listOutbox(
        deps.db,
        { ...(status !== undefined && { status }), ...(rdv !== undefined && { rdv }) },
        { page, limit },
      );
    },
  };
}
