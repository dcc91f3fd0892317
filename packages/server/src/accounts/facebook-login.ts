import { createHmac } from 'node:crypto';

/*
 * Facebook Login's manually built flow, server side (docs/decisions/018-back-office.md, "Facebook"):
 * the login dialog with state and PKCE S256, the code exchanged at the Graph API with the app secret,
 * the access token inspected with `debug_token` (valid, for Tabib's app, of a user), then the person's
 * id and e-mail read from `/me` with `appsecret_proof`. No ID token: Facebook's OpenID discovery lists
 * implicit responses only, and its OpenID code flow is marked as still in testing.
 */

/** A GET to Facebook answering JSON: the global fetch, or the local stand-in reached in-process. */
export type FacebookFetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

export interface FacebookLoginOptions {
  /** The login dialog, e.g. https://www.facebook.com/v23.0/dialog/oauth. */
  dialogUrl: string;
  /** The Graph API with its version, e.g. https://graph.facebook.com/v23.0. */
  graphUrl: string;
  appId: string;
  appSecret: string;
  fetch: FacebookFetch;
}

/** Why Facebook's answer was refused: the log says which; the person sees SOCIAL_PROVIDER_ERROR. */
export type FacebookRefusal =
  'code_exchange_failed' | 'token_invalid' | 'token_other_app' | 'profile_failed' | 'profile_other_user';

export class FacebookLoginError extends Error {
  constructor(
    readonly refusal: FacebookRefusal,
    detail: string,
  ) {
    super(`Facebook Login: ${refusal}: ${detail}`);
    this.name = 'FacebookLoginError';
  }
}

/** The person Facebook signed in: their app-scoped id and, when Facebook has one for them, their e-mail. */
export interface FacebookPerson {
  subject: string;
  email: string | undefined;
}

// A Facebook that does not answer within this many seconds fails the sign-in instead of hanging it.
const TIMEOUT_MS = 10_000;

/** Graph API's proof that a call carrying this token comes from the app's server (hex HMAC-SHA256). */
export const appSecretProof = (accessToken: string, appSecret: string): string =>
  createHmac('sha256', appSecret).update(accessToken).digest('hex');

export interface FacebookLogin {
  authorizationUrl(params: { redirectUri: string; state: string; codeChallenge: string }): URL;
  /** Exchanges the dialog's code and checks the token; rejects with a FacebookLoginError. */
  person(params: { code: string; redirectUri: string; codeVerifier: string }): Promise<FacebookPerson>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Graph API ids are numbers in some answers (`debug_token`'s app_id) and strings in others. */
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isSafeInteger(value)
      ? String(value)
      : undefined;

export function createFacebookLogin(options: FacebookLoginOptions): FacebookLogin {
  const { appId, appSecret } = options;

  /** A Graph API GET; any non-JSON answer, HTTP error or `error` object refuses with `refusal`. */
  async function graph(path: string, query: Record<string, string>, refusal: FacebookRefusal) {
    const url = new URL(`${options.graphUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let body: unknown;
    let status: number;
    try {
      const response = await options.fetch(url.href, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      status = response.status;
      body = await response.json();
    } catch (error) {
      throw new FacebookLoginError(refusal, `no JSON answer from ${path} (${String(error)})`);
    }
    if (status !== 200 || !isRecord(body) || body.error !== undefined) {
      const message = isRecord(body) && isRecord(body.error) ? String(body.error.message) : '';
      throw new FacebookLoginError(refusal, `${path} answered ${status} ${message}`.trim());
    }
    return body;
  }

  return {
    authorizationUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(options.dialogUrl);
      url.search = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        // The e-mail is what selects the account; public_profile (the id) comes with every login.
        scope: 'email',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },

    async person({ code, redirectUri, codeVerifier }) {
      const exchanged = await graph(
        '/oauth/access_token',
        {
          client_id: appId,
          client_secret: appSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        },
        'code_exchange_failed',
      );
      const accessToken = exchanged.access_token;
      if (typeof accessToken !== 'string' || accessToken === '') {
        throw new FacebookLoginError('code_exchange_failed', 'no access_token in the answer');
      }

      // The app access token `{app id}|{app secret}` may inspect any token of the app.
      const inspected = await graph(
        '/debug_token',
        { input_token: accessToken, access_token: `${appId}|${appSecret}` },
        'token_invalid',
      );
      const data = isRecord(inspected.data) ? inspected.data : {};
      if (data.is_valid !== true) throw new FacebookLoginError('token_invalid', 'debug_token says not valid');
      if (idOf(data.app_id) !== appId) {
        throw new FacebookLoginError('token_other_app', `token of app ${String(data.app_id)}`);
      }
      const userId = idOf(data.user_id);
      if (userId === undefined) throw new FacebookLoginError('token_invalid', 'debug_token names no user');

      const me = await graph(
        '/me',
        {
          fields: 'id,email',
          access_token: accessToken,
          appsecret_proof: appSecretProof(accessToken, appSecret),
        },
        'profile_failed',
      );
      if (idOf(me.id) !== userId) throw new FacebookLoginError('profile_other_user', 'not the token’s user');
      return {
        subject: userId,
        email: typeof me.email === 'string' && me.email !== '' ? me.email : undefined,
      };
    },
  };
}
