/** A person the local identity provider knows, for both its OpenID Connect and its Facebook stand-in. */
export interface LocalIdentity {
  /** The `sub` of the ID token. */
  subject: string;
  email: string;
  emailVerified: boolean;
  password: string;
  name: string;
}
