import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClientMetadata, Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import { constantTimeEqual } from '../../platform/crypto.js';
import type { Config, SocialProviderName } from '../../platform/config.js';
import { parseForm } from '../../platform/api/form-body.js';
import { sendHtmlPage } from '../../platform/http/html-page.js';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts.js';
import { registerFacebookStandIn } from './facebook-stand-in.js';
import type { LocalIdentity } from './local-identity.js';
import { renderInteractionProblem, renderLoginPage, loginPageCsp } from './login-page.js';
import { createMemoryAdapter } from './memory-adapter.js';

export type { LocalIdentity } from './local-identity.js';

/*
 * A local identity provider standing in for Google (an OpenID provider, oidc-provider) and Facebook (the
 * Facebook Login stand-in, src/accounts/idp/facebook-stand-in.ts), so back-office social sign-in works offline and
 * in tests through the same code as with the real ones (docs/decisions/018-back-office.md, "Social
 * sign-in"). It is mounted beside /v1 under /idp and knows a fixed list of identities only: it can never
 * vouch for an e-mail somebody merely types.
 */

export const LOCAL_IDP_PATH = '/idp';
const FACEBOOK_DIALOG_PATH = `${LOCAL_IDP_PATH}/facebook/dialog/oauth`;
const FACEBOOK_GRAPH_PATH = `${LOCAL_IDP_PATH}/facebook/graph`;
/** The Facebook stand-in's app id; its app secret is `localClientSecret(jwtSecret, 'facebook')`. */
export const LOCAL_FACEBOOK_APP_ID = 'facebook';

/** The demo's identities: the demo admin, with the demo password (packages/server/README.md). */
export const demoLocalIdentities: readonly LocalIdentity[] = [
  {
    subject: 'local-demo-admin',
    email: demoAccounts.admin.email,
    emailVerified: true,
    password: demoPassword,
    name: `${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`,
  },
];

const providerLabels: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

/** Tabib's client secret at the local IdP: derived, so nothing is stored and both ends agree. */
export function localClientSecret(jwtSecret: string, provider: SocialProviderName): string {
  return createHmac('sha256', jwtSecret).update(`tabib-local-idp-client:${provider}`).digest('base64url');
}

export interface LocalIdp {
  /** The Google stand-in's issuer URL, known once the server listens (PORT=0 picks the port then). */
  issuer(): string;
  /** The Facebook stand-in's login dialog and Graph API. */
  facebookDialogUrl(): string;
  facebookGraphUrl(): string;
  /** A fetch to the IdP: inside this process, whatever PUBLIC_URL says about the network. */
  fetch: CustomFetch;
}

export interface LocalIdpOptions {
  config: Config;
  /** The server's public address (resolved after listen). */
  publicUrl: () => string;
  identities: readonly LocalIdentity[];
}

export async function registerLocalIdp(app: FastifyInstance, options: LocalIdpOptions): Promise<LocalIdp> {
  const { config, identities } = options;
  const issuer = () => `${options.publicUrl()}${LOCAL_IDP_PATH}`;
  let provider: Promise<Provider> | undefined;
  // Built at the first request rather than at start: the issuer needs the port the server listens on.
  const getProvider = () => (provider ??= createProvider(config, issuer(), options.publicUrl(), identities));

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    sendHtmlPage(reply, status, html, loginPageCsp());

  /** The login interaction of this browser, or undefined when it is unknown or expired. */
  const loginInteraction = async (raw: IncomingMessage, reply: FastifyReply, uid: string) => {
    try {
      const details = await (await getProvider()).interactionDetails(raw, reply.raw);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  };

  await registerFacebookStandIn(app, {
    dialogPath: FACEBOOK_DIALOG_PATH,
    graphPath: FACEBOOK_GRAPH_PATH,
    app: { id: LOCAL_FACEBOOK_APP_ID, secret: localClientSecret(config.jwtSecret, 'facebook') },
    redirectUri: () => `${options.publicUrl()}/v1/auth/facebook/callback`,
    identities,
    now: () => new Date(),
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    const path = `${LOCAL_IDP_PATH}/interaction/:uid`;

    scope.get<{ Params: { uid: string } }>(path, async (request, reply) => {
      const details = await loginInteraction(request.raw, reply, request.params.uid);
      if (!details) return sendHtml(reply, 404, renderInteractionProblem());
      const clientId = details.params.client_id as SocialProviderName;
      return sendHtml(reply, 200, renderLoginPage({ providerLabel: providerLabels[clientId] ?? clientId }));
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      path,
      async (request, reply) => {
        const details = await loginInteraction(request.raw, reply, request.params.uid);
        if (!details) return sendHtml(reply, 404, renderInteractionProblem());
        const idp = await getProvider();
        const body = request.body ?? {};
        if (body.action === 'cancel') {
          const returnTo = await idp.interactionResult(request.raw, reply.raw, {
            error: 'access_denied',
            error_description: 'The person cancelled the sign-in.',
          });
          return reply.redirect(returnTo, 303);
        }
        const email = (body.email ?? '').trim().toLowerCase();
        const identity = identities.find(
          (candidate) =>
            candidate.email.toLowerCase() === email &&
            constantTimeEqual(candidate.password, body.password ?? ''),
        );
        if (!identity) {
          const clientId = details.params.client_id as SocialProviderName;
          return sendHtml(
            reply,
            401,
            renderLoginPage({ providerLabel: providerLabels[clientId] ?? clientId, email, failed: true }),
          );
        }
        const returnTo = await idp.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: identity.subject } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });

  // Everything else under /idp is the Google stand-in's, oidc-provider's own (discovery, authorization, token, JWKS, userinfo).
  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself: Fastify must leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: { raw: IncomingMessage }, reply: FastifyReply) => {
      const callback = (await getProvider()).callback();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // Mounted under /idp: oidc-provider works out its mount path from originalUrl versus url.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(LOCAL_IDP_PATH.length) || '/';
      reply.hijack();
      callback(raw, reply.raw);
    };
    scope.all(LOCAL_IDP_PATH, handle);
    scope.all(`${LOCAL_IDP_PATH}/*`, handle);
  });

  const localFetch: CustomFetch = async (url, options) => {
    const target = new URL(url);
    const { body } = options;
    const response = await app.inject({
      method: options.method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      // openid-client sends forms (token request) as URLSearchParams and nothing else here.
      ...(body !== undefined && body !== null && { payload: body.toString() }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) headers.append(name, String(item));
      }
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };

  return {
    issuer,
    facebookDialogUrl: () => `${options.publicUrl()}${FACEBOOK_DIALOG_PATH}`,
    facebookGraphUrl: () => `${options.publicUrl()}${FACEBOOK_GRAPH_PATH}`,
    fetch: localFetch,
  };
}

async function createProvider(
  config: Config,
  issuer: string,
  publicUrl: string,
  identities: readonly LocalIdentity[],
): Promise<Provider> {
  // Imported only when the local IdP is used: production servers without it never load it.
  const { default: OidcProvider } = await import('oidc-provider');
  // Signing keys live as long as the process: the IdP's tokens are consumed within seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local-idp', use: 'sig', alg: 'RS256' };
  const clients: ClientMetadata[] = [
    {
      client_id: 'google',
      client_name: 'Google',
      client_secret: localClientSecret(config.jwtSecret, 'google'),
      redirect_uris: [`${publicUrl}/v1/auth/google/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ];

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients,
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [createHmac('sha256', config.jwtSecret).update('tabib-local-idp-cookies').digest('base64url')],
    },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google's do, ID tokens carry the e-mail claims themselves (Tabib never calls userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const identity = identities.find((candidate) => candidate.subject === sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
      };
    },
    // Both clients are Tabib itself: no consent screen, every sign-in grants the scopes it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}: ${out.error_description ?? ''}\n`;
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 300,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
  const provider = new OidcProvider(issuer, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
