import type { Kysely } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database, IdentityProvider } from '../platform/db/schema.js';

/*
 * The SQL of `user_identities`: which provider accounts have signed in as which user (back-office
 * social sign-in, docs/decisions/018-back-office.md).
 */

/**
 * Records that the provider's subject signed in as this user. The account is chosen by verified e-mail
 * at every sign-in, so a subject whose e-mail now belongs to another account follows it there.
 */
export async function recordIdentity(
  db: Kysely<Database>,
  identity: { userId: string; provider: IdentityProvider; subject: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      id: newId(now.getTime()),
      user_id: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'subject']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })),
    )
    .execute();
}
