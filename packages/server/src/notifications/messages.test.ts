import { describe, expect, it } from 'vitest';
import { type RdvNotificationPayload, renderNotification, renderSms } from './messages.js';

const site = { publicUrl: 'https://tabib.tn' };

/** Wednesday 4 March 2026, 09:00 in Tunis (UTC+1). */
const payload: RdvNotificationPayload = {
  patientName: 'Ali Sassi',
  doctorName: 'Amel Kallel',
  specialty: 'Cardiologie',
  address: '12 rue de Marseille',
  city: 'Sfax',
  date: '2026-03-04T08:00:00.000Z',
  status: 'pending',
};

describe('renderNotification: the e-mails of docs/decisions/017', () => {
  it('confirms a booking with the doctor, the Tunis date and time, and the address', () => {
    const message = renderNotification('confirmation', payload, site, 'fr');
    expect(message.subject).toBe(
      'Rendez-vous enregistré avec Dr Amel Kallel le mercredi 4 mars 2026 à 09:00',
    );
    expect(message.text).toBe(
      [
        'Bonjour Ali Sassi,',
        '',
        'Votre rendez-vous est bien enregistré.',
        '',
        'Médecin : Dr Amel Kallel (Cardiologie)',
        'Date : mercredi 4 mars 2026 à 09:00 (heure de Tunis)',
        'Adresse : 12 rue de Marseille, Sfax',
        '',
        'Le cabinet doit encore le confirmer.',
        'Pour le déplacer ou l’annuler, rendez-vous dans votre espace patient :',
        'https://tabib.tn/patient-dashboard',
        '',
        'L’équipe Tabib',
        '',
      ].join('\n'),
    );
  });

  it('announces a move with the former and the new date', () => {
    const message = renderNotification(
      'change',
      { ...payload, date: '2026-03-05T09:30:00.000Z', previousDate: payload.date, status: 'confirmed' },
      site,
      'fr',
    );
    expect(message.subject).toBe('Rendez-vous déplacé avec Dr Amel Kallel au jeudi 5 mars 2026 à 10:30');
    expect(message.text).toContain(
      [
        'Votre rendez-vous a été déplacé.',
        '',
        'Médecin : Dr Amel Kallel (Cardiologie)',
        'Ancienne date : mercredi 4 mars 2026 à 09:00',
        'Nouvelle date : jeudi 5 mars 2026 à 10:30 (heure de Tunis)',
        'Adresse : 12 rue de Marseille, Sfax',
        '',
        'Pour le déplacer',
      ].join('\n'),
    );
  });

  it('announces a cancellation with who cancelled and the reason, and links to the search', () => {
    const message = renderNotification(
      'cancellation',
      { ...payload, status: 'cancelled', cancelReason: 'Congrès médical', cancelledBy: 'secretary' },
      site,
      'fr',
    );
    expect(message.subject).toBe('Rendez-vous annulé avec Dr Amel Kallel le mercredi 4 mars 2026 à 09:00');
    expect(message.text).toContain('Votre rendez-vous a été annulé par le cabinet du médecin.');
    expect(message.text).toContain('Motif : Congrès médical');
    expect(message.text).toContain('https://tabib.tn/search-doctors');
  });

  it('reminds the patient of the rdv', () => {
    const message = renderNotification('reminder', { ...payload, address: null }, site, 'fr');
    expect(message.subject).toBe('Rappel : rendez-vous avec Dr Amel Kallel le mercredi 4 mars 2026 à 09:00');
    expect(message.text).toContain('Nous vous rappelons votre rendez-vous.');
    // A doctor without a street address: the city alone.
    expect(message.text).toContain('Adresse : Sfax\n');
  });

  it('escapes what users typed in the HTML body', () => {
    const message = renderNotification(
      'cancellation',
      { ...payload, cancelReason: '<script>alert("x")</script> & co', cancelledBy: 'patient' },
      site,
      'fr',
    );
    expect(message.html).toContain('<html lang="fr" dir="ltr">');
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('Votre rendez-vous a été annulé à votre demande.');
  });
});

describe('an rdv for a relative says who it is for (docs/decisions/041-relatives.md)', () => {
  const forAhmed = { ...payload, relativeName: 'Ahmed Sassi' };

  it('greets the account holder and adds « Pour » to the details of the e-mail', () => {
    const message = renderNotification('confirmation', forAhmed, site, 'fr');
    expect(message.text).toContain('Bonjour Ali Sassi,');
    expect(message.text).toContain('Adresse : 12 rue de Marseille, Sfax\nPour : Ahmed Sassi\n');
    expect(message.html).toContain('<li><strong>Pour :</strong> <bdi>Ahmed Sassi</bdi></li>');
    const moved = renderNotification(
      'change',
      { ...forAhmed, previousDate: '2026-03-03T08:00:00.000Z' },
      site,
      'fr',
    );
    expect(moved.text).toContain('Pour : Ahmed Sassi');
  });

  it('names the relative in the SMS', () => {
    expect(renderSms('reminder', forAhmed, site, 'fr')).toBe(
      'Tabib : Rappel RDV pour Ahmed Sassi avec Dr Amel Kallel mer. 4 mars, 09:00. https://tabib.tn/patient-dashboard',
    );
  });
});

describe('messages in the recipient’s language (docs/decisions/048-notification-language-sms.md)', () => {
  const arabic = { ...payload, specialty: 'أمراض القلب', city: 'صفاقس' };

  it('writes the Arabic e-mail right to left, with Tunisian month names and a 24-hour clock', () => {
    const message = renderNotification('confirmation', arabic, site, 'ar');
    expect(message.subject).toBe('تم تسجيل موعدك مع د. Amel Kallel يوم الأربعاء، 4 مارس 2026 في 09:00');
    expect(message.text).toBe(
      [
        'مرحبًا Ali Sassi،',
        '',
        'تم تسجيل موعدك بنجاح.',
        '',
        'الطبيب: د. Amel Kallel (أمراض القلب)',
        'التاريخ: الأربعاء، 4 مارس 2026 في 09:00 (بتوقيت تونس)',
        'العنوان: 12 rue de Marseille, صفاقس',
        '',
        'لا يزال على العيادة تأكيده.',
        'لتغيير الموعد أو إلغائه، ادخل إلى فضاء المريض:',
        'https://tabib.tn/patient-dashboard',
        '',
        'فريق Tabib',
        '',
      ].join('\n'),
    );
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    // The street address as the practice wrote it keeps its own direction in the Arabic line.
    expect(message.html).toContain(
      '<li><strong>العنوان:</strong> <bdi>12 rue de Marseille, صفاقس</bdi></li>',
    );
  });

  it('writes the English e-mail and every SMS in their language', () => {
    const cancelled = renderNotification(
      'cancellation',
      { ...payload, specialty: 'Cardiology', cancelledBy: 'doctor' },
      site,
      'en',
    );
    expect(cancelled.subject).toBe(
      'Appointment cancelled with Dr Amel Kallel on Wednesday, 4 March 2026 at 09:00',
    );
    expect(cancelled.text).toContain('Your appointment has been cancelled by the doctor’s practice.\n');
    expect(cancelled.text).toContain('Doctor: Dr Amel Kallel (Cardiology)\n');
    expect(renderSms('reminder', payload, site, 'en')).toBe(
      'Tabib: Appointment reminder with Dr Amel Kallel Wed 4 Mar, 09:00. https://tabib.tn/patient-dashboard',
    );
    expect(renderSms('reminder', arabic, site, 'ar')).toBe(
      'Tabib: تذكير بالموعد مع د. Amel Kallel الأربعاء، 4 مارس، 09:00. https://tabib.tn/patient-dashboard',
    );
  });
});

describe('a teleconsultation (docs/decisions/054): its messages lead to its room, not the address', () => {
  const remote: RdvNotificationPayload = {
    ...payload,
    status: 'confirmed',
    room: '/teleconsultation/rdv-42',
  };

  it('the reminder says the waiting room opens 10 minutes before and links to the room', () => {
    const message = renderNotification('reminder', remote, site, 'fr');
    expect(message.text).toContain(
      'Téléconsultation : en vidéo, la salle d’attente ouvre 10 minutes avant\n',
    );
    expect(message.text).not.toContain('Adresse');
    expect(message.text).toContain(
      'Pour rejoindre la téléconsultation, ouvrez ce lien à l’heure du rendez-vous :\nhttps://tabib.tn/teleconsultation/rdv-42\n',
    );
    expect(renderSms('reminder', remote, site, 'en')).toBe(
      'Tabib: Appointment reminder (Teleconsultation) with Dr Amel Kallel Wed 4 Mar, 09:00. https://tabib.tn/teleconsultation/rdv-42',
    );
    expect(renderNotification('reminder', remote, site, 'ar').text).toContain(
      'استشارة عن بعد: بالفيديو، تُفتح قاعة الانتظار قبل 10 دقائق\n',
    );
  });

  it('a cancelled teleconsultation leads back to the search, as any cancelled rdv', () => {
    expect(renderSms('cancellation', remote, site, 'fr')).toMatch(/ https:\/\/tabib\.tn\/search-doctors$/);
  });
});
