import type { FastifyReply } from 'fastify';
import * as client from 'openid-client';
import {
  openAttempt,
  SOCIAL_ATTEMPT_SECONDS,
  SOCIAL_COOKIE,
  sealAttempt,
  type SocialAttempt,
} from './social-state';
import type { SocialProviders } from './social-providers';
import type { SocialProviderName } from '../platform/config';
import { findCredentialsByEmail } from './accounts-data';
import { recordIdentity } from './identities-data';
import { DomainError } from '../platform/errors';
import type { ApiDeps } from '../platform/api/context';
import type { ApiRequest, Handlers } from '../platform/api/contract';
import { openSession } from './auth-handlers';

/*
 * Back-office sign-in with Google and Facebook (spec `/auth/google`, `/auth/google/callback`;
 * docs/decisions/018-back-office.md, "Social sign-in"): authorization code with PKCE and state, plus the
 * nonce of Google's ID token; Facebook through Facebook Login's manually built flow. The admin account
 * is the one with the provider's verified e-mail. The callback always redirects to the back office's
 * completion page, with the access token or with one of the codes below.
 */

/** The `error` codes of the callback's redirect (listed in the spec's callback description). */
export type SocialFailureCode =
  | 'SOCIAL_STATE_MISMATCH'
  | 'SOCIAL_CANCELLED'
  | 'SOCIAL_PROVIDER_ERROR'
  | 'SOCIAL_EMAIL_NOT_VERIFIED'
  | 'SOCIAL_ACCOUNT_NOT_FOUND'
  | 'ACCOUNT_BLOCKED'
  | 'NOT_CONFIGURED'
  | 'INTERNAL_ERROR';

class SocialFailure extends Error {
  constructor(
    readonly code: SocialFailureCode,
    cause?: unknown,
  ) {
    super(code, { cause });
  }
}

/** Google's OpenID scopes for the e-mail; nothing else of the person is used. */
const GOOGLE_SCOPE = 'openid email';
// The refresh cookie's path (src/accounts/refresh-cookie.ts) holds the callbacks too.
const ATTEMPT_COOKIE_PATH = '/v1/auth';

const providerLabels: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

type BeginRequest = ApiRequest<'beginGoogleSignIn' | 'beginFacebookSignIn'>;
/** Both providers' callbacks take the same query (spec `OAuthCode`, `OAuthState`, `OAuthError`). */
type CallbackRequest = ApiRequest<'completeGoogleSignIn' | 'completeFacebookSignIn'>;

/** Who the provider says signed in; `email` only when the provider vouches for the address. */
interface ProviderPerson {
  subject: string;
  verifiedEmail: string | undefined;
}

export interface SocialSignIn {
  providers: SocialProviders;
  /** The server's public address (resolved after listen when PORT=0). */
  publicUrl: () => string;
}

export function createSocialHandlers(deps: ApiDeps, social: SocialSignIn) {
  const { config } = deps;
  const secure = config.publicUrl.startsWith('https:');
  const callbackUrl = (name: SocialProviderName) => `${social.publicUrl()}/v1/auth/${name}/callback`;

  const toBackOffice = (reply: FastifyReply, params: Record<string, string>) => {
    const target = new URL('/admin/auth/social', social.publicUrl());
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    return reply.header('Cache-Control', 'no-store').redirect(target.href, 302);
  };

  const notConfigured = (name: SocialProviderName) =>
    new DomainError(
      'NOT_CONFIGURED',
      `Sign-in with ${providerLabels[name]} is not configured on this server.`,
      503,
    );

  /** Where the browser signs in, and the attempt its callback must match. */
  async function authorization(name: SocialProviderName): Promise<[URL, SocialAttempt]> {
    const state = client.randomState();
    const codeVerifier = client.randomPKCECodeVerifier();
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
    if (name === 'facebook') {
      const url = social.providers.facebook().authorizationUrl({
        redirectUri: callbackUrl(name),
        state,
        codeChallenge,
      });
      return [url, { provider: name, state, codeVerifier }];
    }
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(await social.providers.google(), {
      redirect_uri: callbackUrl(name),
      scope: GOOGLE_SCOPE,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return [url, { provider: name, state, nonce, codeVerifier }];
  }

  const begin = (name: SocialProviderName) => async (request: BeginRequest, reply: FastifyReply) => {
    if (!social.providers.isAvailable(name)) throw notConfigured(name);
    let authorizationUrl: URL;
    let attempt: SocialAttempt;
    try {
      [authorizationUrl, attempt] = await authorization(name);
    } catch (error) {
      request.log.warn({ err: error, provider: name }, 'social sign-in: provider discovery failed');
      return toBackOffice(reply, { error: 'SOCIAL_PROVIDER_ERROR' });
    }
    // SameSite=Lax: the provider's redirect to the callback is a cross-site top-level navigation.
    reply.setCookie(SOCIAL_COOKIE, await sealAttempt(attempt, config.jwtSecret, deps.now()), {
      path: ATTEMPT_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SOCIAL_ATTEMPT_SECONDS,
    });
    return reply.header('Cache-Control', 'no-store').redirect(authorizationUrl.href, 302);
  };

  /** Google: the code exchanged with the verifier, the ID token checked (signature, iss, aud, exp, nonce). */
  async function googlePerson(request: CallbackRequest, attempt: SocialAttempt): Promise<ProviderPerson> {
    // openid-client sends the callback address without its query as the token request's redirect_uri.
    const currentUrl = new URL(callbackUrl('google'));
    currentUrl.search = new URL(request.url, currentUrl).search;
    const tokens = await client.authorizationCodeGrant(await social.providers.google(), currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      ...(attempt.nonce !== undefined && { expectedNonce: attempt.nonce }),
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const verified = typeof claims.email === 'string' && claims.email_verified === true;
    return { subject: claims.sub, verifiedEmail: verified ? (claims.email as string) : undefined };
  }

  /**
   * Facebook: the code exchanged with the app secret and the verifier, the token inspected, `/me` read.
   * The Graph API has no e-mail verification flag (`verified` went in v3.0); it returns `email` only for
   * an address it holds as valid for the person, so its presence is Facebook's word for it.
   */
  async function facebookPerson(request: CallbackRequest, attempt: SocialAttempt): Promise<ProviderPerson> {
    const code = request.query.code;
    if (code === undefined) throw new Error('no code in the callback');
    const person = await social.providers.facebook().person({
      code,
      redirectUri: callbackUrl('facebook'),
      codeVerifier: attempt.codeVerifier,
    });
    return { subject: person.subject, verifiedEmail: person.email };
  }

  /** The admin account the provider's answer selects, or a SocialFailure. */
  async function signIn(request: CallbackRequest, name: SocialProviderName) {
    const query = request.query;
    const attempt = await openAttempt(request.cookies[SOCIAL_COOKIE], config.jwtSecret, deps.now());
    if (attempt?.provider !== name || query.state === undefined || attempt.state !== query.state) {
      throw new SocialFailure('SOCIAL_STATE_MISMATCH');
    }
    if (query.error !== undefined) {
      throw new SocialFailure(query.error === 'access_denied' ? 'SOCIAL_CANCELLED' : 'SOCIAL_PROVIDER_ERROR');
    }

    let person: ProviderPerson;
    try {
      person = await (name === 'google' ? googlePerson(request, attempt) : facebookPerson(request, attempt));
    } catch (error) {
      throw new SocialFailure('SOCIAL_PROVIDER_ERROR', error);
    }
    // Only an address the provider has verified identifies an account (docs/decisions/007).
    if (person.verifiedEmail === undefined) throw new SocialFailure('SOCIAL_EMAIL_NOT_VERIFIED');
    const account = await findCredentialsByEmail(deps.db, person.verifiedEmail);
    // The back office is for admins: any other account is reported as no account at all.
    if (account?.role !== 'admin') throw new SocialFailure('SOCIAL_ACCOUNT_NOT_FOUND');
    if (account.blocked) throw new SocialFailure('ACCOUNT_BLOCKED');
    await recordIdentity(
      deps.db,
      { userId: account.id, provider: name, subject: person.subject },
      deps.now(),
    );
    return account;
  }

  const complete = (name: SocialProviderName) => async (request: CallbackRequest, reply: FastifyReply) => {
    if (!social.providers.isAvailable(name)) return toBackOffice(reply, { error: 'NOT_CONFIGURED' });
    // One attempt, one callback: a replayed callback finds no attempt.
    reply.clearCookie(SOCIAL_COOKIE, {
      path: ATTEMPT_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
    try {
      const account = await signIn(request, name);
      // A browser-session refresh cookie: the remember choice stays in the browser that began (requirements §4),
      // so the server takes the safer side (docs/decisions/018-back-office.md).
      const session = await openSession(deps, reply, account, false);
      return toBackOffice(reply, { accessToken: session.accessToken });
    } catch (error) {
      const code = error instanceof SocialFailure ? error.code : 'INTERNAL_ERROR';
      const cause = error instanceof SocialFailure ? error.cause : error;
      if (code === 'SOCIAL_PROVIDER_ERROR' || code === 'INTERNAL_ERROR') {
        request.log.warn({ err: cause, provider: name }, `social sign-in failed: ${code}`);
      }
      return toBackOffice(reply, { error: code });
    }
  };

  return {
    beginGoogleSignIn: begin('google'),
    beginFacebookSignIn: begin('facebook'),
    completeGoogleSignIn: complete('google'),
    completeFacebookSignIn: complete('facebook'),
  } satisfies Handlers;
}
