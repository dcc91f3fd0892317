import { apiKey } from '../query/keys';

/** The session user's query (`GET /users/me`); `null` data means a guest. */
export const SESSION_USER_KEY = apiKey('get', '/users/me');

export function isSessionUserKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === 2 && queryKey[0] === 'get' && queryKey[1] === '/users/me';
}

/** Every query of a `/questions…` path. */
export function isQuestionsKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[1];
  return typeof path === 'string' && path.startsWith('/questions');
}

/** The open questions of a specialty, for the navbar badge. */
export function openQuestionsKey(specialtyId: string) {
  return apiKey('get', '/questions/specialty/{specialtyId}', {
    path: { specialtyId },
    query: { closed: false },
  });
}

export function secretaryVerifyKey(secretaryId: string) {
  return apiKey('get', '/secretaries/{id}/verify', { path: { id: secretaryId } });
}
