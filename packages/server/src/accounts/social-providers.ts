import * as client from 'openid-client';
import type { Config, SocialProviderName } from '../platform/config.js';
import { LOCAL_FACEBOOK_APP_ID, type LocalIdp, localClientSecret } from './idp/local-idp.js';
import { createFacebookLogin, type FacebookLogin } from './facebook-login.js';

/*
 * Where each social provider's sign-in happens (docs/decisions/018-back-office.md, "Social sign-in"):
 * the real provider when it has a client id, else the local IdP when that is on, else nowhere. Google
 * is an OpenID provider (openid-client); Facebook is Facebook Login's manually built flow.
 */

export interface SocialProviders {
  isAvailable(name: SocialProviderName): boolean;
  /** Google's discovered metadata and Tabib's client; rejects when discovery fails. */
  google(): Promise<client.Configuration>;
  /** Facebook Login for Tabib's app; only called when Facebook is available. */
  facebook(): FacebookLogin;
}

// A provider that does not answer within this many seconds fails the sign-in instead of hanging it.
const DISCOVERY_TIMEOUT_SECONDS = 10;

export function createSocialProviders(config: Config, localIdp: LocalIdp | undefined): SocialProviders {
  let discovered: Promise<client.Configuration> | undefined;

  const discoverGoogle = (): Promise<client.Configuration> => {
    const provider = config.social.google;
    if (provider.client !== undefined) {
      const issuer = new URL(provider.issuer);
      return client.discovery(issuer, provider.client.id, provider.client.secret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(issuer.protocol === 'http:' && { execute: [client.allowInsecureRequests] }),
      });
    }
    if (localIdp === undefined) return Promise.reject(new Error('google sign-in is not configured'));
    return client.discovery(
      new URL(localIdp.issuer()),
      'google',
      localClientSecret(config.jwtSecret, 'google'),
      undefined,
      // The local IdP is this server (plain http in development), reached without the network.
      { execute: [client.allowInsecureRequests], [client.customFetch]: localIdp.fetch },
    );
  };

  const facebook = (): FacebookLogin => {
    const { client: app, dialogUrl, graphUrl } = config.social.facebook;
    if (app !== undefined) {
      return createFacebookLogin({ dialogUrl, graphUrl, appId: app.id, appSecret: app.secret, fetch });
    }
    if (localIdp === undefined) throw new Error('facebook sign-in is not configured');
    return createFacebookLogin({
      // Read at each sign-in: the local IdP's address is known only once the server listens.
      dialogUrl: localIdp.facebookDialogUrl(),
      graphUrl: localIdp.facebookGraphUrl(),
      appId: LOCAL_FACEBOOK_APP_ID,
      appSecret: localClientSecret(config.jwtSecret, 'facebook'),
      fetch: (url, { signal }) =>
        localIdp.fetch(url, { method: 'GET', headers: {}, body: undefined, redirect: 'manual', signal }),
    });
  };

  return {
    isAvailable: (name) => config.social[name].client !== undefined || localIdp !== undefined,
    google() {
      if (discovered === undefined) {
        const configuration = discoverGoogle();
        discovered = configuration;
        // A failed discovery is tried again at the next sign-in rather than remembered.
        configuration.catch(() => {
          discovered = undefined;
        });
      }
      return discovered;
    },
    facebook,
  };
}
