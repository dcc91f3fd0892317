import { stripBearer, type AdminCredentialStore, type TokenStore } from '@tabib/sdk';

/**
 * The back office's realm of the one session stack: the SDK client's token store over the back office's
 * credentials (requirements §3, §4). Requests carry the stored admin token; a sign-in saves the token with
 * its user and the remember choice (`connectedAdmin` in local or session storage); a refreshed token is
 * written back into the storage that holds the credentials; clearing the session is an admin logout
 * (credentials, token and refresh token of both storages). Without a sign-in of its own the realm asks
 * for no refresh: the refresh cookie may be a patient's, signed in beside it in the same browser.
 */
export function adminTokenStore(
  store: Pick<AdminCredentialStore, 'getToken' | 'updateAccessToken' | 'setCredentials' | 'logout'>,
): TokenStore {
  return {
    get: () => store.getToken(),
    set(token) {
      // Saving the token the store already holds would announce a second login for it.
      if (stripBearer(token) !== store.getToken()) store.updateAccessToken(token);
    },
    clear: () => store.logout(),
    signedIn({ accessToken, refreshToken, user }, { remember }) {
      store.setCredentials({ token: accessToken, refreshToken, user }, remember);
    },
    mayRefresh: () => store.getToken() !== null,
  };
}
