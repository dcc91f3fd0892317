import type { Config } from './platform/config.js';
import { demoAccounts, demoPassword } from './seed/index.js';

/** Where the back office's "Google" and "Facebook" buttons lead (docs/decisions/018-back-office.md). */
function socialSignIn(config: Config): string[] {
  const { google, facebook, localIdp } = config.social;
  const where = (real: string | undefined) =>
    real ?? (localIdp ? 'local identity provider' : 'not configured');
  const facebookLogin = facebook.client && `Facebook Login (${facebook.dialogUrl})`;
  const lines = [
    `Back-office sign-in: Google → ${where(google.client && google.issuer)}, Facebook → ${where(facebookLogin)}`,
  ];
  if (localIdp) {
    // The admin account is listed above: named by its role here, so a reader sees each account once.
    lines.push(
      `  Local identity provider ON at ${config.publicUrl}/idp (LOCAL_IDP=off to disable): ` +
        'sign in there with the admin demo account',
    );
  }
  return lines;
}

/**
 * What `pnpm start` prints once the server listens, once per start (a cluster's primary prints it for
 * all its workers): the address, each demo account once, and where the back office's sign-in leads.
 */
export function startupBanner(config: Config, address: string): string {
  return [
    '',
    `Tabib is running at ${address} (public URL ${config.publicUrl})`,
    `Demo accounts (password "${demoPassword}"):`,
    ...Object.values(demoAccounts).map(
      (account) => `  ${account.role.padEnd(10)} ${account.email.padEnd(24)} ${account.description}`,
    ),
    ...socialSignIn(config),
  ].join('\n');
}
