import type { Locale, NotificationKind, Role } from '../platform/db/schema.js';

/*
 * What the notifications say, in French, English and Arabic (docs/decisions/048): each kind's subject,
 * lead and closing, the labels of the details, the SMS. messages.ts puts them together.
 */

/** The kinds that announce something about an rdv (all but the secretary invitation and doctor applications). */
export type RdvNotificationKind = Exclude<NotificationKind, 'secretary_invitation' | 'doctor_application'>;

interface KindWording {
  subject: (doctor: string, when: string) => string;
  lead: string;
  /** Said when the rdv still waits for the practice's confirmation (confirmation and change). */
  pending?: string;
  closing: string;
  sms: string;
}

/** Everything a message says in one language; `Intl` writes its dates. */
export interface Wording {
  intl: string;
  doctor: (name: string) => string;
  greeting: (name: string) => string;
  greetingAnonymous: string;
  signature: string;
  /** `label : value` in French, `label: value` in English and Arabic. */
  colon: string;
  tunisTime: string;
  labels: {
    doctor: string;
    date: string;
    address: string;
    forWhom: string;
    previousDate: string;
    newDate: string;
    reason: string;
    bookBefore: string;
    invitationValidUntil: string;
  };
  cancelledBy: Record<Role, string>;
  kinds: Record<RdvNotificationKind, KindWording>;
  /** SMS: the brand, and how a relative the rdv is for is named. */
  smsPrefix: string;
  smsFor: (name: string) => string;
  smsWith: string;
  invitation: {
    subject: (doctor: string) => string;
    lead: (doctor: string) => string;
    closing: string;
  };
  /** A teleconsultation: where it happens instead of the address, and how to join. */
  remote: { label: string; place: (minutes: number) => string; join: string; sms: string };
}

const manageFr = 'Pour le déplacer ou l’annuler, rendez-vous dans votre espace patient :';
const manageEn = 'To move or cancel it, go to your patient area:';
const manageAr = 'لتغيير الموعد أو إلغائه، ادخل إلى فضاء المريض:';

export const wordings: Record<Locale, Wording> = {
  fr: {
    intl: 'fr-FR',
    doctor: (name) => `Dr ${name}`,
    greeting: (name) => `Bonjour ${name},`,
    greetingAnonymous: 'Bonjour,',
    signature: 'L’équipe Tabib',
    colon: ' : ',
    tunisTime: '(heure de Tunis)',
    labels: {
      doctor: 'Médecin',
      date: 'Date',
      address: 'Adresse',
      forWhom: 'Pour',
      previousDate: 'Ancienne date',
      newDate: 'Nouvelle date',
      reason: 'Motif',
      bookBefore: 'Réservez avant',
      invitationValidUntil: 'Invitation valable jusqu’au',
    },
    cancelledBy: {
      patient: ' à votre demande',
      doctor: ' par le cabinet du médecin',
      secretary: ' par le cabinet du médecin',
      admin: " par l'équipe Tabib",
    },
    kinds: {
      confirmation: {
        subject: (doctor, when) => `Rendez-vous enregistré avec ${doctor} le ${when}`,
        lead: 'Votre rendez-vous est bien enregistré.',
        pending: 'Le cabinet doit encore le confirmer.',
        closing: manageFr,
        sms: 'RDV enregistré',
      },
      change: {
        subject: (doctor, when) => `Rendez-vous déplacé avec ${doctor} au ${when}`,
        lead: 'Votre rendez-vous a été déplacé.',
        pending: 'Le cabinet doit confirmer la nouvelle date.',
        closing: manageFr,
        sms: 'RDV déplacé',
      },
      cancellation: {
        subject: (doctor, when) => `Rendez-vous annulé avec ${doctor} le ${when}`,
        lead: 'Votre rendez-vous a été annulé',
        closing: 'Pour prendre un nouveau rendez-vous, rendez-vous sur Tabib :',
        sms: 'RDV annulé',
      },
      waitlist_offer: {
        subject: (doctor, when) => `Un créneau s’est libéré avec ${doctor} le ${when}`,
        lead: 'Un créneau qui vous convient s’est libéré : il vous est réservé pour un moment.',
        closing:
          'Le premier patient de la liste d’attente qui le réserve l’obtient. Réservez-le depuis votre espace patient :',
        sms: 'Créneau libéré pour vous',
      },
      reminder: {
        subject: (doctor, when) => `Rappel : rendez-vous avec ${doctor} le ${when}`,
        lead: 'Nous vous rappelons votre rendez-vous.',
        closing: 'Un empêchement ? Pensez à annuler depuis votre espace patient :',
        sms: 'Rappel RDV',
      },
    },
    smsPrefix: 'Tabib : ',
    smsFor: (name) => ` pour ${name}`,
    smsWith: 'avec',
    remote: {
      label: 'Téléconsultation',
      place: (minutes) => `en vidéo, la salle d’attente ouvre ${minutes} minutes avant`,
      join: 'Pour rejoindre la téléconsultation, ouvrez ce lien à l’heure du rendez-vous :',
      sms: 'Téléconsultation',
    },
    invitation: {
      subject: (doctor) => `${doctor} vous invite comme secrétaire sur Tabib`,
      lead: (doctor) =>
        `${doctor} vous invite à gérer ses rendez-vous et ses questions sur Tabib en tant que secrétaire.`,
      closing: 'Pour accepter, créez votre compte secrétaire à cette adresse (elle ne sert qu’une fois) :',
    },
  },
  en: {
    intl: 'en-GB',
    doctor: (name) => `Dr ${name}`,
    greeting: (name) => `Hello ${name},`,
    greetingAnonymous: 'Hello,',
    signature: 'The Tabib team',
    colon: ': ',
    tunisTime: '(Tunis time)',
    labels: {
      doctor: 'Doctor',
      date: 'Date',
      address: 'Address',
      forWhom: 'For',
      previousDate: 'Previous date',
      newDate: 'New date',
      reason: 'Reason',
      bookBefore: 'Book before',
      invitationValidUntil: 'Invitation valid until',
    },
    cancelledBy: {
      patient: ' at your request',
      doctor: ' by the doctor’s practice',
      secretary: ' by the doctor’s practice',
      admin: ' by the Tabib team',
    },
    kinds: {
      confirmation: {
        subject: (doctor, when) => `Appointment booked with ${doctor} on ${when}`,
        lead: 'Your appointment is booked.',
        pending: 'The practice still has to confirm it.',
        closing: manageEn,
        sms: 'Appointment booked',
      },
      change: {
        subject: (doctor, when) => `Appointment moved with ${doctor} to ${when}`,
        lead: 'Your appointment has been moved.',
        pending: 'The practice has to confirm the new date.',
        closing: manageEn,
        sms: 'Appointment moved',
      },
      cancellation: {
        subject: (doctor, when) => `Appointment cancelled with ${doctor} on ${when}`,
        lead: 'Your appointment has been cancelled',
        closing: 'To book a new appointment, go to Tabib:',
        sms: 'Appointment cancelled',
      },
      waitlist_offer: {
        subject: (doctor, when) => `A slot has opened with ${doctor} on ${when}`,
        lead: 'A slot that suits you has opened: it is kept for you for a short while.',
        closing: 'The first patient on the waiting list to book it gets it. Book it from your patient area:',
        sms: 'A slot has opened for you',
      },
      reminder: {
        subject: (doctor, when) => `Reminder: appointment with ${doctor} on ${when}`,
        lead: 'This is a reminder of your appointment.',
        closing: 'Can’t make it? Please cancel from your patient area:',
        sms: 'Appointment reminder',
      },
    },
    smsPrefix: 'Tabib: ',
    smsFor: (name) => ` for ${name}`,
    smsWith: 'with',
    remote: {
      label: 'Teleconsultation',
      place: (minutes) => `by video, the waiting room opens ${minutes} minutes before`,
      join: 'To join the teleconsultation, open this link at the time of the appointment:',
      sms: 'Teleconsultation',
    },
    invitation: {
      subject: (doctor) => `${doctor} invites you to be their secretary on Tabib`,
      lead: (doctor) =>
        `${doctor} invites you to manage their appointments and questions on Tabib as their secretary.`,
      closing: 'To accept, create your secretary account at this address (it works only once):',
    },
  },
  ar: {
    intl: 'ar-TN',
    doctor: (name) => `د. ${name}`,
    greeting: (name) => `مرحبًا ${name}،`,
    greetingAnonymous: 'مرحبًا،',
    signature: 'فريق Tabib',
    colon: ': ',
    tunisTime: '(بتوقيت تونس)',
    labels: {
      doctor: 'الطبيب',
      date: 'التاريخ',
      address: 'العنوان',
      forWhom: 'لفائدة',
      previousDate: 'التاريخ السابق',
      newDate: 'التاريخ الجديد',
      reason: 'السبب',
      bookBefore: 'احجز قبل',
      invitationValidUntil: 'الدعوة صالحة إلى غاية',
    },
    cancelledBy: {
      patient: ' بطلب منك',
      doctor: ' من قِبل عيادة الطبيب',
      secretary: ' من قِبل عيادة الطبيب',
      admin: ' من قِبل فريق Tabib',
    },
    kinds: {
      confirmation: {
        subject: (doctor, when) => `تم تسجيل موعدك مع ${doctor} يوم ${when}`,
        lead: 'تم تسجيل موعدك بنجاح.',
        pending: 'لا يزال على العيادة تأكيده.',
        closing: manageAr,
        sms: 'تم تسجيل الموعد',
      },
      change: {
        subject: (doctor, when) => `تم تغيير موعدك مع ${doctor} إلى ${when}`,
        lead: 'تم تغيير موعدك.',
        pending: 'على العيادة تأكيد التاريخ الجديد.',
        closing: manageAr,
        sms: 'تم تغيير الموعد',
      },
      cancellation: {
        subject: (doctor, when) => `تم إلغاء موعدك مع ${doctor} يوم ${when}`,
        lead: 'تم إلغاء موعدك',
        closing: 'لحجز موعد جديد، تفضّل بزيارة Tabib:',
        sms: 'تم إلغاء الموعد',
      },
      waitlist_offer: {
        subject: (doctor, when) => `تحرّر موعد مع ${doctor} يوم ${when}`,
        lead: 'تحرّر موعد يناسبك: هو محجوز لك لمدة قصيرة.',
        closing: 'يحصل عليه أول مريض في قائمة الانتظار يحجزه. احجزه من فضاء المريض:',
        sms: 'تحرّر موعد لك',
      },
      reminder: {
        subject: (doctor, when) => `تذكير: موعدك مع ${doctor} يوم ${when}`,
        lead: 'نذكّرك بموعدك.',
        closing: 'هل لديك مانع؟ لا تنسَ إلغاء الموعد من فضاء المريض:',
        sms: 'تذكير بالموعد',
      },
    },
    smsPrefix: 'Tabib: ',
    smsFor: (name) => ` لفائدة ${name}`,
    smsWith: 'مع',
    remote: {
      label: 'استشارة عن بعد',
      place: (minutes) => `بالفيديو، تُفتح قاعة الانتظار قبل ${minutes} دقائق`,
      join: 'للالتحاق بالاستشارة عن بعد، افتح هذا الرابط في موعدها:',
      sms: 'استشارة عن بعد',
    },
    invitation: {
      subject: (doctor) => `${doctor} يدعوك إلى إدارة مواعيده على Tabib`,
      lead: (doctor) => `${doctor} يدعوك إلى إدارة مواعيده وأسئلته على Tabib بصفتك كاتبًا طبيًا.`,
      closing: 'للقبول، أنشئ حساب الكاتب الطبي على هذا الرابط (يُستعمل مرة واحدة فقط):',
    },
  },
};
