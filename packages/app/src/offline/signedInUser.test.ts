import { afterEach, describe, expect, it } from 'vitest';

import { forgetSignedInUser, lastSignedInUser, rememberSignedInUser } from './signedInUser';

afterEach(() => localStorage.clear());

// docs/decisions/042: whose offline copy may be shown when the server cannot say who is signed in.
describe('the last signed-in user', () => {
  it('is the last one remembered, and nobody once forgotten', () => {
    expect(lastSignedInUser()).toBeNull();
    rememberSignedInUser('user-amel');
    rememberSignedInUser('user-karim');
    expect(lastSignedInUser()).toBe('user-karim');
    forgetSignedInUser();
    expect(lastSignedInUser()).toBeNull();
  });
});
