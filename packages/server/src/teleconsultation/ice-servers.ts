import { createHmac } from 'node:crypto';
import type { TurnSettings } from '../platform/config-services.js';

/*
 * docs/decisions/055-teleconsultation-room.md "ICE servers": coturn's `use-auth-secret` (the "TURN REST
 * API" draft): the username is `<expiry unix time>:<user id>` and the password is
 * base64(HMAC-SHA1(secret, username)). coturn recomputes it from the shared secret and refuses it after
 * the expiry, so nothing is stored and a leaked credential dies by itself.
 */

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** The username and password coturn accepts until `expiresAt`, for `userId`. */
export function turnCredential(
  secret: string,
  userId: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers a party of a room gets: the STUN URLs as they are, the TURN ones with a credential. */
export function iceServersFor(settings: TurnSettings, userId: string, now: Date): IceServer[] {
  const stun = settings.urls.filter((url) => url.startsWith('stun:') || url.startsWith('stuns:'));
  const turn = settings.urls.filter((url) => url.startsWith('turn:') || url.startsWith('turns:'));
  const servers: IceServer[] = [];
  if (stun.length > 0) servers.push({ urls: stun });
  if (turn.length > 0 && settings.secret !== undefined) {
    const expiresAt = new Date(now.getTime() + settings.ttlSeconds * 1000);
    servers.push({ urls: turn, ...turnCredential(settings.secret, userId, expiresAt) });
  }
  return servers;
}
