import { decodeJwtPayload, stripBearer } from './jwt';

export interface SocialAccessToken {
  /** The access token without its Bearer prefix. */
  token: string;
  /** The user id carried by the token. */
  sub: string;
}

/** A social access token must decode to a payload with `sub`; a Bearer prefix is stripped. */
export function parseSocialAccessToken(raw: string): SocialAccessToken {
  const token = stripBearer(raw);
  const sub = decodeJwtPayload(token)?.sub;
  if (typeof sub !== 'string' || sub === '') throw new Error('Invalid social access token');
  return { token, sub };
}
