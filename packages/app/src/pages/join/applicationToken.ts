/*
 * The applicant's token (docs/decisions/053) stays in this browser, so the application's page can be
 * reopened — from the e-mail's link too — without an account.
 */
const key = (id: string) => `tabib.doctorApplication.${id}`;

export function rememberApplication(id: string, token: string): void {
  localStorage.setItem(key(id), token);
}

export function applicationToken(id: string): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key(id));
}
