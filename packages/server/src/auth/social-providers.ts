import * as client from 'openid-client';
import type { Config, SocialProviderName } from '../config.js';
import { type LocalIdp, localClientSecret } from '../idp/local-idp.js';

/*
 * Where each social provider's sign-in happens (docs/decisions/018-back-office.md, "Social sign-in"):
 * its real issuer when it has a client id, else the local IdP when that is on, else nowhere.
 */

export interface SocialProviders {
  isAvailable(name: SocialProviderName): boolean;
  /** The provider's discovered metadata and Tabib's client; rejects when discovery fails. */
  configuration(name: SocialProviderName): Promise<client.Configuration>;
}

// A provider that does not answer within this many seconds fails the sign-in instead of hanging it.
const DISCOVERY_TIMEOUT_SECONDS = 10;

export function createSocialProviders(config: Config, localIdp: LocalIdp | undefined): SocialProviders {
  const discovered = new Map<SocialProviderName, Promise<client.Configuration>>();

  const discover = (name: SocialProviderName): Promise<client.Configuration> => {
    const provider = config.social[name];
    if (provider.client !== undefined) {
      const issuer = new URL(provider.issuer);
      return client.discovery(issuer, provider.client.id, provider.client.secret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(issuer.protocol === 'http:' && { execute: [client.allowInsecureRequests] }),
      });
    }
    if (localIdp === undefined) return Promise.reject(new Error(`${name} sign-in is not configured`));
    return client.discovery(
      new URL(localIdp.issuer()),
      name,
      localClientSecret(config.jwtSecret, name),
      undefined,
      // The local IdP is this server (plain http in development), reached without the network.
      { execute: [client.allowInsecureRequests], [client.customFetch]: localIdp.fetch },
    );
  };

  return {
    isAvailable: (name) => config.social[name].client !== undefined || localIdp !== undefined,
    configuration(name) {
      let configuration = discovered.get(name);
      if (configuration === undefined) {
        configuration = discover(name);
        // A failed discovery is tried again at the next sign-in rather than remembered.
        configuration.catch(() => discovered.delete(name));
        discovered.set(name, configuration);
      }
      return configuration;
    },
  };
}
