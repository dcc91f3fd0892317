import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/*
 * The local IdP's storage (interactions, sessions, codes, grants): one Map per provider instance, so two
 * servers in one process (tests) never share state. oidc-provider's own memory adapter is module-global
 * and announces itself as a development-only quick start on every start.
 */

interface Entry {
  payload: AdapterPayload;
  /** Milliseconds since the epoch; Infinity for entries stored without a lifetime. */
  expiresAt: number;
}

export function createMemoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const uids = new Map<string, string>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000;
        entries.set(keyOf(id), { payload, expiresAt });
        if (payload.uid !== undefined) uids.set(payload.uid, id);
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        const id = uids.get(uid);
        return id === undefined ? undefined : live(keyOf(id));
      },
      // The local IdP has no device flow, so no user codes.
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload !== undefined) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        const payload = live(keyOf(id));
        if (payload?.uid !== undefined) uids.delete(payload.uid);
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (key.startsWith(`${model}:`) && entry.payload.grantId === grantId) entries.delete(key);
        }
      },
    };
  };
}
