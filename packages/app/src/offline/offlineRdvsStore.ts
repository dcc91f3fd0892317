import { clear, createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Rdv } from '@tabib/sdk';

/** An rdv as a copy keeps it: one saved before rdvs carried `visitTypeNames` (decision 043) has none. */
export type SavedRdv = Omit<Rdv, 'visitTypeNames'> & Partial<Pick<Rdv, 'visitTypeNames'>>;

/** docs/decisions/042: the copy of a patient's upcoming rdvs kept for reading offline. */
export interface OfflineRdvs {
  /** The patient whose rdvs these are; the copy is shown to no one else. */
  userId: string;
  /** When the copy was taken (ISO instant): the offline notice says how old it is. */
  savedAt: string;
  /** The first page of their upcoming rdvs, soonest first, as the API gave them. */
  rdvs: SavedRdv[];
}

const DATABASE = 'tabib-offline';
const STORE = 'upcoming-rdvs';

let store: UseStore | undefined;
// Opened on first use, so importing this module touches no IndexedDB.
const upcomingRdvs = (): UseStore => (store ??= createStore(DATABASE, STORE));

/**
 * Keeps `rdvs` as `userId`'s copy, in place of any other: one patient's copy at a time, written in
 * one transaction, so a copy of someone else never survives next to it.
 */
export async function saveUpcomingRdvs(userId: string, rdvs: Rdv[], savedAt = new Date()): Promise<void> {
  const copy: OfflineRdvs = { userId, savedAt: savedAt.toISOString(), rdvs };
  await upcomingRdvs()('readwrite', (objects) => {
    objects.clear();
    objects.put(copy, userId);
    return promisifyRequest(objects.transaction);
  });
}

/** `userId`'s copy, or `null` when this browser keeps none for them. */
export async function readUpcomingRdvs(userId: string): Promise<OfflineRdvs | null> {
  return (await get<OfflineRdvs>(userId, upcomingRdvs())) ?? null;
}

/** Forgets every copy (at sign-out). */
export async function clearOfflineRdvs(): Promise<void> {
  await clear(upcomingRdvs());
}
