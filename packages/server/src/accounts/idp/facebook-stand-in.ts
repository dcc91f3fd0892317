import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseForm } from '../../platform/api/form-body.js';
import { appSecretProof } from '../facebook-login.js';
import { constantTimeEqual } from '../../platform/crypto.js';
import { sendHtmlPage } from '../../platform/http/html-page.js';
import type { LocalIdentity } from './local-identity.js';
import { loginPageCsp, renderLoginPage, renderRequestProblem } from './login-page.js';

/*
 * A stand-in for the parts of Facebook Login that Tabib's server uses (docs/decisions/018-back-office.md,
 * "Facebook"), answering as Facebook documents them: the login dialog (`dialog/oauth`: code, state,
 * optional PKCE; `error=access_denied&error_reason=user_denied` on cancel), the code exchange
 * (`oauth/access_token`), token inspection (`debug_token` with the app access token) and `/me` (which
 * demands `appsecret_proof`, as an app with "Require App Secret" on does). Errors are Graph API error
 * objects. It knows one app and a fixed list of identities; an identity whose e-mail is not verified gets
 * no `email` from `/me`, since Facebook returns only an address it holds as valid. The local IdP mounts it
 * for `pnpm start`; tests run it on a port of its own.
 */

export interface FacebookStandInOptions {
  /** Path of the login dialog, e.g. /idp/facebook/dialog/oauth. */
  dialogPath: string;
  /** Path of the Graph API, e.g. /idp/facebook/graph. */
  graphPath: string;
  app: { id: string; secret: string };
  /** The app's one valid OAuth redirect URI (known after listen, hence a function). */
  redirectUri: () => string;
  identities: readonly LocalIdentity[];
  now: () => Date;
}

/** Facebook's codes are single-use and short-lived; its short-lived user tokens last about an hour. */
const CODE_SECONDS = 600;
const TOKEN_SECONDS = 3600;

interface IssuedCode {
  identity: LocalIdentity;
  redirectUri: string;
  codeChallenge: string | undefined;
  codeChallengeMethod: string;
  expiresAt: number;
}

interface IssuedToken {
  identity: LocalIdentity;
  issuedAt: number;
  expiresAt: number;
}

type DialogQuery = Partial<
  Record<
    'client_id' | 'redirect_uri' | 'state' | 'response_type' | 'code_challenge' | 'code_challenge_method',
    string
  >
>;

const secret = () => randomBytes(32).toString('base64url');

/** A Graph API error object: what Facebook answers a refused call with. */
const graphError = (reply: FastifyReply, code: number, message: string, type = 'OAuthException') =>
  reply.code(400).send({ error: { message, type, code, fbtrace_id: secret() } });

export async function registerFacebookStandIn(
  app: FastifyInstance,
  options: FacebookStandInOptions,
): Promise<void> {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  const sweep = <T extends { expiresAt: number }>(entries: Map<string, T>) => {
    const now = seconds();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  const liveToken = (token: string | undefined) => {
    const issued = token === undefined ? undefined : tokens.get(token);
    return issued !== undefined && issued.expiresAt > seconds() ? issued : undefined;
  };

  /** The dialog's parameters when Facebook would show the dialog; else it shows an error page. */
  const dialogRequest = (query: DialogQuery) => {
    const methodOk =
      query.code_challenge_method === undefined || ['S256', 'plain'].includes(query.code_challenge_method);
    return query.client_id === options.app.id &&
      query.redirect_uri === options.redirectUri() &&
      (query.response_type ?? 'code') === 'code' &&
      methodOk
      ? { redirectUri: query.redirect_uri, state: query.state }
      : undefined;
  };
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    sendHtmlPage(reply, status, html, loginPageCsp());

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);

    scope.get<{ Querystring: DialogQuery }>(options.dialogPath, async (request, reply) => {
      if (!dialogRequest(request.query)) return sendPage(reply, 400, renderRequestProblem());
      return sendPage(reply, 200, renderLoginPage({ providerLabel: 'Facebook' }));
    });

    // The form posts back to the dialog's own address, query included.
    scope.post<{ Querystring: DialogQuery; Body: Record<string, string> | undefined }>(
      options.dialogPath,
      async (request, reply) => {
        const dialog = dialogRequest(request.query);
        if (!dialog) return sendPage(reply, 400, renderRequestProblem());
        const back = new URL(dialog.redirectUri);
        const body = request.body ?? {};
        if (body.action === 'cancel') {
          back.search = new URLSearchParams({
            error: 'access_denied',
            error_code: '200',
            error_description: 'Permissions error',
            error_reason: 'user_denied',
            ...(dialog.state !== undefined && { state: dialog.state }),
          }).toString();
          return reply.redirect(back.href, 302);
        }
        const email = (body.email ?? '').trim().toLowerCase();
        const identity = options.identities.find(
          (candidate) =>
            candidate.email.toLowerCase() === email &&
            constantTimeEqual(candidate.password, body.password ?? ''),
        );
        if (!identity) {
          return sendPage(reply, 401, renderLoginPage({ providerLabel: 'Facebook', email, failed: true }));
        }
        sweep(codes);
        const code = secret();
        codes.set(code, {
          identity,
          redirectUri: dialog.redirectUri,
          codeChallenge: request.query.code_challenge,
          codeChallengeMethod: request.query.code_challenge_method ?? 'plain',
          expiresAt: seconds() + CODE_SECONDS,
        });
        back.search = new URLSearchParams({
          code,
          ...(dialog.state !== undefined && { state: dialog.state }),
        }).toString();
        // Facebook appends an empty fragment to its redirect; browsers keep it off the request.
        back.hash = '_=_';
        return reply.redirect(back.href, 302);
      },
    );

    scope.get<{ Querystring: Record<string, string | undefined> }>(
      `${options.graphPath}/oauth/access_token`,
      async (request, reply) => {
        const { client_id, client_secret, redirect_uri, code, code_verifier } = request.query;
        if (client_id !== options.app.id || !constantTimeEqual(client_secret ?? '', options.app.secret)) {
          return graphError(reply, 1, 'Error validating client secret.');
        }
        const issued = code === undefined ? undefined : codes.get(code);
        // Used or not: a code works once.
        if (code !== undefined) codes.delete(code);
        if (!issued || issued.expiresAt <= seconds()) {
          return graphError(
            reply,
            100,
            'Invalid verification code format or the code has expired or been used.',
          );
        }
        if (redirect_uri !== issued.redirectUri) {
          return graphError(
            reply,
            100,
            'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
          );
        }
        if (issued.codeChallenge !== undefined) {
          const challenge =
            issued.codeChallengeMethod === 'S256'
              ? createHash('sha256')
                  .update(code_verifier ?? '')
                  .digest('base64url')
              : (code_verifier ?? '');
          if (code_verifier === undefined || !constantTimeEqual(challenge, issued.codeChallenge)) {
            return graphError(reply, 100, 'Invalid code verifier.');
          }
        }
        sweep(tokens);
        const accessToken = `EAA${secret()}`;
        tokens.set(accessToken, {
          identity: issued.identity,
          issuedAt: seconds(),
          expiresAt: seconds() + TOKEN_SECONDS,
        });
        return { access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_SECONDS };
      },
    );

    scope.get<{ Querystring: Record<string, string | undefined> }>(
      `${options.graphPath}/debug_token`,
      async (request, reply) => {
        const { input_token, access_token } = request.query;
        if (!constantTimeEqual(access_token ?? '', `${options.app.id}|${options.app.secret}`)) {
          return graphError(reply, 190, 'Invalid OAuth access token - Cannot parse access token');
        }
        const issued = liveToken(input_token);
        if (!issued) {
          return {
            data: {
              error: { code: 190, message: 'Invalid OAuth access token.' },
              is_valid: false,
              scopes: [],
            },
          };
        }
        return {
          data: {
            app_id: options.app.id,
            type: 'USER',
            application: 'Tabib',
            expires_at: issued.expiresAt,
            is_valid: true,
            issued_at: issued.issuedAt,
            scopes: ['email', 'public_profile'],
            user_id: issued.identity.subject,
          },
        };
      },
    );

    scope.get<{ Querystring: Record<string, string | undefined> }>(
      `${options.graphPath}/me`,
      async (request, reply) => {
        const { access_token, appsecret_proof, fields } = request.query;
        const issued = liveToken(access_token);
        if (!issued || access_token === undefined)
          return graphError(reply, 190, 'Invalid OAuth access token.');
        if (!constantTimeEqual(appsecret_proof ?? '', appSecretProof(access_token, options.app.secret))) {
          return graphError(
            reply,
            100,
            'Invalid appsecret_proof provided in the API argument',
            'GraphMethodException',
          );
        }
        const { identity } = issued;
        const person: Record<string, string> = { id: identity.subject, name: identity.name };
        if (identity.emailVerified) person.email = identity.email;
        const wanted = new Set((fields ?? 'id,name').split(','));
        return Object.fromEntries(
          Object.entries(person).filter(([field]) => field === 'id' || wanted.has(field)),
        );
      },
    );
  });
}
