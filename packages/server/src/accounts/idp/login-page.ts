import { escapeHtml, htmlPageCsp, renderHtmlPage } from '../../platform/http/html-page.js';

/*
 * The local identity provider's sign-in page (docs/decisions/018-back-office.md, "Social sign-in"): plain
 * server-rendered HTML, French first with English below (it is a development tool as much as a page),
 * usable with a keyboard and a screen reader, no script.
 */

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f5f7fa; line-height: 1.5; }
main { max-width: 28rem; margin-block: 2rem; margin-inline: auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin-block-start: 0; }
.en { color: #4a4a55; font-size: 0.9em; }
.notice { padding: 0.75rem; background: #fff4d6; border-inline-start: 4px solid #b7791f; }
.error { padding: 0.75rem; background: #fde8e8; border-inline-start: 4px solid #b42318; }
label { display: block; font-weight: 600; margin-block-start: 1rem; }
input { font: inherit; box-sizing: border-box; inline-size: 100%; padding: 0.5rem; border: 1px solid #6b6b76; border-radius: 0.375rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block-start: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.375rem; border: 2px solid #0b5cad; cursor: pointer; }
button[value="login"] { background: #0b5cad; color: #fff; }
button[value="cancel"] { background: #fff; color: #0b5cad; }
button .en { color: inherit; }
input:focus-visible, button:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 2px; }
`;

/** The page's Content-Security-Policy. */
export function loginPageCsp(): string {
  // The answer to the form is a redirect to the IdP, then to Tabib's callback: both are this origin.
  return htmlPageCsp(STYLE, "'self'");
}

const layout = (title: string, body: string): string => renderHtmlPage(STYLE, title, body);

export interface LoginPageOptions {
  /** Whom the IdP stands in for: "Google" or "Facebook". */
  providerLabel: string;
  /** The e-mail typed before a failed attempt, shown again. */
  email?: string;
  /** Shown when the e-mail or the password did not match one of the IdP's identities. */
  failed?: boolean;
}

export function renderLoginPage(options: LoginPageOptions): string {
  const label = escapeHtml(options.providerLabel);
  const error = options.failed
    ? `<p class="error" id="login-error" role="alert">L’e-mail ou le mot de passe ne correspond à aucune identité de ce fournisseur.
<span class="en" lang="en">The e-mail or the password matches no identity of this provider.</span></p>`
    : '';
  const describedBy = options.failed ? ' aria-describedby="login-error"' : '';
  return layout(
    `Connexion ${options.providerLabel} (local)`,
    `<h1>Connexion avec ${label} <span class="en" lang="en">(Sign in with ${label})</span></h1>
<p class="notice">Fournisseur d’identité local de démonstration : il remplace ${label} hors ligne et ne connaît que ses propres identités.
<span class="en" lang="en">Local demonstration identity provider: it stands in for ${label} offline and knows only its own identities.</span></p>
${error}
<form method="post">
<label for="email">Adresse e-mail <span class="en" lang="en">E-mail address</span></label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">Mot de passe <span class="en" lang="en">Password</span></label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<div class="actions">
<button type="submit" name="action" value="login">Se connecter <span class="en" lang="en">Sign in</span></button>
<button type="submit" name="action" value="cancel" formnovalidate>Annuler <span class="en" lang="en">Cancel</span></button>
</div>
</form>`,
  );
}

/** A page for an interaction that is unknown or expired. */
export function renderInteractionProblem(): string {
  return layout(
    'Connexion expirée',
    `<h1>Connexion expirée <span class="en" lang="en">(Sign-in expired)</span></h1>
<p>Cette tentative de connexion n’existe plus. Recommencez depuis Tabib.
<span class="en" lang="en">This sign-in attempt no longer exists. Start again from Tabib.</span></p>`,
  );
}

/** A page for a sign-in request the provider refuses to start (unknown app, unregistered redirect URI). */
export function renderRequestProblem(): string {
  return layout(
    'Demande de connexion invalide',
    `<h1>Demande de connexion invalide <span class="en" lang="en">(Invalid sign-in request)</span></h1>
<p>Ce fournisseur ne connaît pas l’application ou son adresse de retour. Recommencez depuis Tabib.
<span class="en" lang="en">This provider does not know the app or its return address. Start again from Tabib.</span></p>`,
  );
}
