import type { Locale } from '../platform/db/schema.js';

/*
 * docs/decisions/053-doctor-applications.md: what Tabib tells a doctor who applies — the SMS code, the
 * e-mail link, and the admins' decision — in the language they applied in.
 */

export type ApplicationMessagePayload =
  | { type: 'phone_code'; code: string }
  | { type: 'email_link'; url: string }
  | { type: 'approved'; url: string }
  | { type: 'rejected'; reason: string; url: string }
  | { type: 'info_requested'; reason: string; url: string };

const wording: Record<
  Locale,
  {
    code: (code: string) => string;
    emailLink: { subject: string; text: string };
    approved: { subject: string; text: string };
    rejected: { subject: string; text: string };
    infoRequested: { subject: string; text: string };
    reason: string;
  }
> = {
  fr: {
    code: (code) => `Tabib : votre code de vérification est ${code}. Il expire dans 10 minutes.`,
    emailLink: {
      subject: 'Confirmez votre adresse e-mail',
      text: 'Pour confirmer l’adresse e-mail de votre candidature de médecin sur Tabib, ouvrez ce lien :',
    },
    approved: {
      subject: 'Votre candidature est acceptée',
      text: 'Votre candidature de médecin sur Tabib est acceptée. Connectez-vous pour configurer votre cabinet :',
    },
    rejected: {
      subject: 'Votre candidature n’a pas été acceptée',
      text: 'Votre candidature de médecin sur Tabib n’a pas été acceptée. Vous pouvez postuler à nouveau :',
    },
    infoRequested: {
      subject: 'Votre candidature : informations demandées',
      text: 'Nous avons besoin d’informations complémentaires pour votre candidature. Répondez ici :',
    },
    reason: 'Motif',
  },
  en: {
    code: (code) => `Tabib: your verification code is ${code}. It expires in 10 minutes.`,
    emailLink: {
      subject: 'Confirm your e-mail address',
      text: 'To confirm the e-mail address of your doctor application on Tabib, open this link:',
    },
    approved: {
      subject: 'Your application is approved',
      text: 'Your doctor application on Tabib is approved. Sign in to set up your practice:',
    },
    rejected: {
      subject: 'Your application was not approved',
      text: 'Your doctor application on Tabib was not approved. You may apply again:',
    },
    infoRequested: {
      subject: 'Your application: more information needed',
      text: 'We need more information about your application. Answer here:',
    },
    reason: 'Reason',
  },
  ar: {
    code: (code) => `طبيب: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 10 دقائق.`,
    emailLink: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      text: 'لتأكيد البريد الإلكتروني لطلبك كطبيب على طبيب، افتح هذا الرابط:',
    },
    approved: {
      subject: 'تم قبول طلبك',
      text: 'تم قبول طلبك كطبيب على طبيب. سجّل الدخول لإعداد عيادتك:',
    },
    rejected: {
      subject: 'لم يتم قبول طلبك',
      text: 'لم يتم قبول طلبك كطبيب على طبيب. يمكنك التقديم من جديد:',
    },
    infoRequested: {
      subject: 'طلبك: معلومات إضافية مطلوبة',
      text: 'نحتاج إلى معلومات إضافية بخصوص طلبك. أجب هنا:',
    },
    reason: 'السبب',
  },
};

/** The SMS of a phone code. */
export function renderApplicationSms(payload: ApplicationMessagePayload, locale: Locale): string {
  return payload.type === 'phone_code' ? wording[locale].code(payload.code) : '';
}

/** The e-mail of a link or a decision, as plain text and minimal HTML in the reader's direction. */
export function renderApplicationEmail(
  payload: ApplicationMessagePayload,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const words = wording[locale];
  if (payload.type === 'phone_code') {
    const text = words.code(payload.code);
    return { subject: text, text, html: `<p>${escapeHtml(text)}</p>` };
  }
  const part =
    payload.type === 'email_link'
      ? words.emailLink
      : payload.type === 'approved'
        ? words.approved
        : payload.type === 'rejected'
          ? words.rejected
          : words.infoRequested;
  const reason = 'reason' in payload ? `${words.reason} : ${payload.reason}` : null;
  const lines = [part.text, ...(reason === null ? [] : [reason]), payload.url];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<div dir="${dir}" lang="${locale}">` +
    `<p>${escapeHtml(part.text)}</p>` +
    (reason === null ? '' : `<p>${escapeHtml(reason)}</p>`) +
    `<p><a href="${escapeHtml(payload.url)}">${escapeHtml(payload.url)}</a></p></div>`;
  return { subject: part.subject, text: lines.join('\n\n'), html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
