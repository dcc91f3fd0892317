import { stripBearer, type AdminCredentialStore, type TokenStore } from '@tabib/sdk';

/**
 * The SDK client's token store over the back office's credential store (requirements §3, §4): requests carry
 * the stored admin token, a refreshed token is written back into the storage that holds the
 * credentials, and clearing the session is an admin logout (credentials, token and refresh token of
 * both storages).
 */
export function adminTokenStore(
  store: Pick<AdminCredentialStore, 'getToken' | 'updateAccessToken' | 'logout'>,
): TokenStore {
  return {
    get: () => store.getToken(),
    set(token) {
      // The admin refresher has already saved the token it returns; saving it again would announce a
      // second login for the same token.
      if (stripBearer(token) !== store.getToken()) store.updateAccessToken(token);
    },
    clear: () => store.logout(),
  };
}
