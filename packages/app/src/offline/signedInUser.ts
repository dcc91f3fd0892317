/**
 * docs/decisions/042: who was last signed in on this browser, so the offline copy of rdvs (which the
 * app reads without the network, hence without the server saying who is signed in) is only ever shown
 * to the patient it belongs to. Written whenever a session user is known; cleared at sign-out. A plain
 * localStorage entry, not IndexedDB, so that the shell (every page) carries no storage library.
 */
const KEY = 'tabib.lastSignedInUser';

export function rememberSignedInUser(userId: string): void {
  try {
    if (localStorage.getItem(KEY) !== userId) localStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private browsing, quota): there will simply be no offline copy to show.
  }
}

export function lastSignedInUser(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSignedInUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
