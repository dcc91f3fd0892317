import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { flattenMessages } from '@tabib/hooks';

import { loadCatalog } from '../../../i18n/catalog';
import { aboutDoctor } from './doctorSentences';

const intlOf = (locale: 'fr' | 'en' | 'ar') =>
  createIntl({ locale, messages: flattenMessages(loadCatalog(locale)) as Record<string, string> });
const amel = { name: 'Dr Amel Trabelsi', sexe: 'F' as const };
const karim = { name: 'Dr Karim Jaziri', sexe: 'M' as const };

describe("aboutDoctor: the back office's sentences agree with the doctor's gender", () => {
  it('« elle … avec elle » for a woman doctor, « il … avec lui » for a man, in French', () => {
    const fr = intlOf('fr');
    expect(aboutDoctor(fr, 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', amel)).toBe(
      "Elle n'apparaîtra plus dans la recherche publique et les patients ne pourront plus prendre rendez-vous avec elle. Ses rendez-vous déjà pris restent dans son agenda.",
    );
    expect(aboutDoctor(fr, 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', karim)).toBe(
      "Il n'apparaîtra plus dans la recherche publique et les patients ne pourront plus prendre rendez-vous avec lui. Ses rendez-vous déjà pris restent dans son agenda.",
    );
    expect(aboutDoctor(fr, 'ADMIN.DOCTORS.DEACTIVATED_DONE', amel)).toBe(
      "Dr Amel Trabelsi est désactivée : elle n'apparaît plus dans la recherche publique.",
    );
    expect(aboutDoctor(fr, 'ADMIN.DOCTORS.UNVERIFIED_DONE', karim)).toBe(
      "La vérification de Dr Karim Jaziri est retirée : il n'apparaît plus dans la recherche publique.",
    );
    expect(aboutDoctor(fr, 'ADMIN.DOCTORS.NOT_LISTED', amel)).toBe(
      "Cette médecin n'est pas vérifiée : elle n'apparaît pas dans la recherche publique.",
    );
  });

  it('feminine and masculine forms in Arabic', () => {
    const ar = intlOf('ar');
    expect(aboutDoctor(ar, 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', amel)).toBe(
      'لن تظهر بعد الآن في البحث العام ولن يتمكن المرضى من حجز موعد معها. تبقى المواعيد المحجوزة مسبقًا في جدولها.',
    );
    expect(aboutDoctor(ar, 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', karim)).toBe(
      'لن يظهر بعد الآن في البحث العام ولن يتمكن المرضى من حجز موعد معه. تبقى المواعيد المحجوزة مسبقًا في جدوله.',
    );
    expect(aboutDoctor(ar, 'ADMIN.DOCTORS.UNVERIFIED_DONE', amel)).toBe(
      'أُلغي توثيق Dr Amel Trabelsi، ولم تعد تظهر في البحث العام.',
    );
  });

  it('she, he or they in English; a doctor without a gender is "they"', () => {
    const en = intlOf('en');
    expect(aboutDoctor(en, 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', amel)).toBe(
      'She will no longer appear in the public search and patients will not be able to book with her. Appointments already booked stay in her agenda.',
    );
    expect(aboutDoctor(en, 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', { name: 'Dr X', sexe: null })).toBe(
      'They will no longer appear in the public search and patients will not be able to book with them. Appointments already booked stay in their agenda.',
    );
  });
});
