/**
 * How patients name each specialty besides its official names (docs/decisions/031-natural-search.md):
 * the practitioner ("cardiologue", "dentist", "طبيب قلب"), the short forms Tunisians use ("ophtalmo",
 * "gyneco", "ORL", "dermato") and what they come for ("dents", "yeux", "bébé"). Keyed by the
 * specialty's French name; written into `specialties.synonyms` by the seed and by migrations 0015 and
 * 0028. Matching ignores case, accents and Arabic diacritics, and tolerates small misspellings.
 */
export interface SpecialtySynonyms {
  fr: string[];
  en: string[];
  ar: string[];
}

const standardSynonyms: Record<string, SpecialtySynonyms> = {
  'Médecine générale': {
    fr: ['généraliste', 'médecin généraliste', 'médecin de famille', 'médecin traitant', 'medecin general'],
    en: ['general practitioner', 'gp', 'family doctor', 'family medicine', 'general doctor'],
    ar: ['طبيب عام', 'طبيب عائلة', 'الطب العام', 'طب عام'],
  },
  'Chirurgie dentaire': {
    fr: ['dentiste', 'chirurgien dentiste', 'médecin dentiste', 'dents', 'dent', 'dentaire'],
    en: ['dentist', 'dental', 'teeth', 'tooth', 'dental surgeon'],
    ar: ['طبيب أسنان', 'طبيب الأسنان', 'أسنان', 'اسنان', 'طب اسنان'],
  },
  'Gynécologie obstétrique': {
    fr: [
      'gynécologue',
      'gyneco',
      'gyné',
      'gynéco',
      'obstétricien',
      'gynécologie',
      'grossesse',
      'accouchement',
    ],
    en: [
      'gynecologist',
      'gynaecologist',
      'obstetrician',
      'obgyn',
      'ob gyn',
      'gynecology',
      'pregnancy',
      "women's doctor",
      'womens doctor',
    ],
    ar: ['طبيب نساء', 'طبيبة نساء', 'طبيب نسائي', 'نساء وتوليد', 'أمراض النساء', 'حمل', 'ولادة'],
  },
  Pédiatrie: {
    fr: ['pédiatre', 'pediatre', 'médecin pour enfants', 'enfant', 'enfants', 'bébé'],
    en: [
      'pediatrician',
      'paediatrician',
      'pediatrics',
      'child doctor',
      'kids doctor',
      "children's doctor",
      'childrens doctor',
      'baby',
    ],
    ar: ['طبيب أطفال', 'طبيب اطفال', 'أطفال', 'اطفال', 'طب الأطفال'],
  },
  Cardiologie: {
    fr: ['cardiologue', 'cardio', 'cœur', 'coeur', 'médecin du cœur'],
    en: ['cardiologist', 'heart doctor', 'heart', 'cardiac'],
    ar: ['طبيب قلب', 'طبيب القلب', 'قلب', 'أمراض القلب', 'اخصائي قلب'],
  },
  Dermatologie: {
    fr: ['dermatologue', 'dermato', 'peau'],
    en: ['dermatologist', 'skin doctor', 'skin'],
    ar: ['طبيب جلد', 'طبيب جلدية', 'جلدية', 'جلد', 'أمراض جلدية'],
  },
  Ophtalmologie: {
    fr: ['ophtalmologue', 'ophtalmo', 'ophtalmologiste', 'oculiste', 'yeux', 'œil', 'oeil'],
    en: ['ophthalmologist', 'eye doctor', 'eyes', 'eye', 'oculist'],
    ar: ['طبيب عيون', 'طبيب العيون', 'عيون', 'طب العيون'],
  },
  'Oto-rhino-laryngologie (ORL)': {
    fr: ['orl', 'oto rhino', 'otorhino', 'oreille', 'nez', 'gorge'],
    en: ['ent', 'ent doctor', 'ear nose throat', 'ear doctor', 'otolaryngologist'],
    ar: ['طبيب أنف وأذن وحنجرة', 'أنف وأذن', 'انف واذن وحنجرة', 'اذن'],
  },
  'Gastro-entérologie': {
    fr: ['gastro-entérologue', 'gastroentérologue', 'gastro', 'estomac', 'digestif'],
    en: ['gastroenterologist', 'stomach doctor', 'digestive'],
    ar: ['طبيب جهاز هضمي', 'جهاز هضمي', 'معدة'],
  },
  Psychiatrie: {
    fr: ['psychiatre', 'psy', 'dépression'],
    en: ['psychiatrist', 'mental health', 'depression'],
    ar: ['طبيب نفسي', 'طبيب نفساني', 'أمراض نفسية'],
  },
  Endocrinologie: {
    fr: ['endocrinologue', 'endocrino', 'diabétologue', 'diabète', 'thyroïde'],
    en: ['endocrinologist', 'diabetes doctor', 'diabetes', 'thyroid'],
    ar: ['طبيب غدد', 'طبيب سكري', 'سكري', 'غدة درقية'],
  },
  'Orthopédie traumatologie': {
    fr: ['orthopédiste', 'orthopédie', 'traumatologue', 'chirurgien orthopédiste', 'os', 'fracture'],
    en: ['orthopedist', 'orthopaedist', 'orthopedic surgeon', 'bone doctor', 'fracture'],
    ar: ['طبيب عظام', 'جراح عظام', 'عظام', 'كسر'],
  },
  Rhumatologie: {
    fr: ['rhumatologue', 'rhumato', 'articulations', 'arthrose'],
    en: ['rheumatologist', 'joints', 'arthritis'],
    ar: ['طبيب روماتيزم', 'روماتيزم', 'مفاصل'],
  },
  Neurologie: {
    fr: ['neurologue', 'neuro', 'migraine'],
    en: ['neurologist', 'nerve doctor', 'migraine'],
    ar: ['طبيب أعصاب', 'أعصاب', 'اعصاب'],
  },
  Urologie: {
    fr: ['urologue', 'prostate'],
    en: ['urologist', 'prostate'],
    ar: ['طبيب مسالك', 'مسالك بولية', 'بروستاتا'],
  },
  Pneumologie: {
    fr: ['pneumologue', 'pneumo', 'poumons', 'asthme'],
    en: ['pulmonologist', 'lung doctor', 'chest doctor', 'asthma'],
    ar: ['طبيب صدر', 'طبيب رئة', 'ربو'],
  },
  Psychologie: {
    fr: ['psychologue', 'thérapeute', 'psychothérapeute'],
    en: ['psychologist', 'therapist', 'psychotherapist'],
    ar: ['أخصائي نفسي', 'معالج نفسي', 'اخصائي نفسي'],
  },
  Kinésithérapie: {
    fr: ['kiné', 'kine', 'kinésithérapeute', 'kinesitherapeute', 'physiothérapeute', 'rééducation'],
    en: ['physiotherapist', 'physio', 'physical therapist'],
    ar: ['علاج طبيعي', 'أخصائي علاج طبيعي', 'ترويض'],
  },
  Nutrition: {
    fr: ['nutritionniste', 'diététicien', 'diététicienne', 'régime', 'perte de poids'],
    en: ['nutritionist', 'dietitian', 'dietician', 'diet', 'weight loss'],
    ar: ['أخصائي تغذية', 'اخصائي تغذية', 'حمية', 'رجيم'],
  },
  'Médecine interne': { fr: ['interniste'], en: ['internist'], ar: ['طبيب باطني', 'باطنية'] },
  'Chirurgie générale': {
    fr: ['chirurgien', 'chirurgie'],
    en: ['surgeon', 'surgery'],
    ar: ['جراح', 'جراحة'],
  },
  Néphrologie: {
    fr: ['néphrologue', 'reins', 'dialyse'],
    en: ['nephrologist', 'kidney doctor', 'kidney'],
    ar: ['طبيب كلى', 'كلى', 'غسيل الكلى'],
  },
  Radiologie: {
    fr: ['radiologue', 'radio', 'échographie', 'scanner', 'irm'],
    en: ['radiologist', 'x ray', 'xray', 'ultrasound', 'mri', 'ct scan'],
    ar: ['طبيب أشعة', 'أشعة', 'صورة بالأشعة', 'ايكوغرافي'],
  },
  Orthodontie: {
    fr: ['orthodontiste', 'appareil dentaire', 'bagues'],
    en: ['orthodontist', 'braces'],
    ar: ['أخصائي تقويم الأسنان', 'تقويم اسنان'],
  },
  'Chirurgie plastique et esthétique': {
    fr: ['chirurgien esthétique', 'chirurgie esthétique', 'chirurgien plasticien'],
    en: ['plastic surgeon', 'cosmetic surgeon', 'cosmetic surgery'],
    ar: ['جراح تجميل', 'تجميل'],
  },
  'Oncologie médicale': {
    fr: ['oncologue', 'cancérologue', 'cancer'],
    en: ['oncologist', 'cancer doctor', 'cancer'],
    ar: ['طبيب أورام', 'سرطان'],
  },
  Allergologie: {
    fr: ['allergologue', 'allergie'],
    en: ['allergist', 'allergy'],
    ar: ['طبيب حساسية', 'حساسية'],
  },
  Angiologie: {
    fr: ['angiologue', 'phlébologue', 'varices'],
    en: ['angiologist', 'varicose veins'],
    ar: ['دوالي'],
  },
  'Médecine esthétique': {
    fr: ['médecin esthétique', 'botox', 'laser'],
    en: ['aesthetic doctor', 'botox'],
    ar: ['طبيب تجميل', 'بوتوكس'],
  },
  Orthophonie: {
    fr: ['orthophoniste', 'bégaiement'],
    en: ['speech therapist', 'stuttering'],
    ar: ['أخصائي تقويم النطق', 'نطق'],
  },
  Hématologie: {
    fr: ['hématologue', 'sang'],
    en: ['hematologist', 'haematologist', 'blood doctor'],
    ar: ['طبيب دم'],
  },
  Pédopsychiatrie: { fr: ['pédopsychiatre'], en: ['child psychiatrist'], ar: ['طبيب نفسي للأطفال'] },
  'Chirurgie cardiovasculaire et thoracique': {
    fr: ['chirurgien cardiaque', 'chirurgien thoracique'],
    en: ['heart surgeon', 'cardiac surgeon'],
    ar: ['جراح قلب'],
  },
  'Chirurgie vasculaire': { fr: ['chirurgien vasculaire'], en: ['vascular surgeon'], ar: ['جراح أوعية'] },
  Neurochirurgie: {
    fr: ['neurochirurgien'],
    en: ['neurosurgeon', 'brain surgeon'],
    ar: ['جراح أعصاب', 'جراح مخ'],
  },
  'Chirurgie pédiatrique': { fr: ['chirurgien pédiatrique'], en: ['pediatric surgeon'], ar: ['جراح أطفال'] },
  'Stomatologie et chirurgie maxillo-faciale': {
    fr: ['stomatologue', 'maxillo facial'],
    en: ['maxillofacial surgeon', 'oral surgeon'],
    ar: ['جراح فم وفكين'],
  },
  'Médecine physique et réadaptation': {
    fr: ['médecin rééducateur', 'médecine physique'],
    en: ['physiatrist', 'rehabilitation'],
    ar: ['طب فيزيائي', 'إعادة تأهيل'],
  },
  'Maladies infectieuses': {
    fr: ['infectiologue'],
    en: ['infectious disease specialist'],
    ar: ['أمراض معدية'],
  },
  Gériatrie: {
    fr: ['gériatre', 'personnes âgées'],
    en: ['geriatrician', 'elderly'],
    ar: ['طبيب مسنين', 'مسنين'],
  },
  'Médecine du sport': { fr: ['médecin du sport'], en: ['sports doctor'], ar: ['طبيب رياضي'] },
  'Médecine du travail': { fr: ['médecin du travail'], en: ['occupational doctor'], ar: ['طبيب الشغل'] },
  'Anesthésie-réanimation': {
    fr: ['anesthésiste', 'réanimateur'],
    en: ['anesthesiologist', 'anaesthetist'],
    ar: ['طبيب تخدير', 'تخدير'],
  },
  Radiothérapie: {
    fr: ['radiothérapeute'],
    en: ['radiation oncologist', 'radiotherapy'],
    ar: ['علاج بالأشعة'],
  },
  'Médecine nucléaire': { fr: ['scintigraphie'], en: ['nuclear medicine physician'], ar: ['طب نووي'] },
  'Génétique médicale': { fr: ['généticien'], en: ['geneticist'], ar: ['طبيب وراثة', 'وراثة'] },
  'Sage-femme': { fr: ['sage femme', 'maïeuticien'], en: ['midwife'], ar: ['قابلة'] },
  Podologie: {
    fr: ['podologue', 'pédicure', 'pieds'],
    en: ['podiatrist', 'chiropodist', 'feet'],
    ar: ['طبيب قدم', 'أقدام'],
  },
};

/**
 * Tunisian Arabic (derja), as patients say and text it: in Arabic letters ("طبيب سنان", "الضيقة") and
 * in the Latin letters and digits of phones (3 = ع, 9 = ق, 5 = خ, 7 = ح: "tbib snan", "tbib 3inin").
 * Part of each specialty's `ar` names; kept apart so migration 0028 can add them to older databases
 * and take them back.
 */
export const tunisianSynonyms: Record<string, string[]> = {
  'Médecine générale': ['tbib 3am', 'tbib 3ame', 'tbib generaliste'],
  'Chirurgie dentaire': ['tbib snan', 'tbib asnan', 'snan', 'طبيب سنان', 'سنان', 'ضرسة', 'dharsa'],
  'Gynécologie obstétrique': ['tbib nsa', 'tbiba nsa', 'طبيب نسا', 'طبيبة نسا'],
  Pédiatrie: ['tbib sghar', 'tbib lesghar', 'tbib atfal', 'sghar', 'طبيب صغار', 'صغار'],
  Cardiologie: ['tbib 9alb', 'tbib qalb', 'tbib galb', '9alb', 'ڨلب'],
  Dermatologie: ['tbib jeld', 'tbib jild', 'jeld', 'بشرة'],
  Ophtalmologie: ['tbib 3inin', 'tbib 3inine', 'tbib 3ayn', '3inin', 'طبيب عينين', 'عينين'],
  'Oto-rhino-laryngologie (ORL)': ['tbib wdhnin', 'tbib wedhnin', 'wdhnin', 'طبيب وذنين', 'وذنين', 'ودنين'],
  'Gastro-entérologie': ['tbib kerch', 'tbib karch', 'tbib m3da', 'tbib mi3da', 'كرش', 'طبيب كرش'],
  Psychiatrie: ['tbib nafsani', 'tbib nafsi'],
  Endocrinologie: ['tbib sokkar', 'sokkar', 'soukar', 'طبيب سكر', 'مرض السكر'],
  'Orthopédie traumatologie': ['tbib 3dham', 'tbib 3dhem', '3dham', 'عظم'],
  Rhumatologie: ['tbib rmatizm', 'rmatizm', 'romatizm'],
  Neurologie: ['tbib a3sab', 'a3sab'],
  Pneumologie: ['tbib sdar', 'sdar', 'ضيقة', 'dhi9a'],
  Néphrologie: ['tbib klawi', 'klawi', 'كلاوي', 'طبيب كلاوي'],
  Nutrition: ['rejim', 'tbib rejim'],
  Radiologie: ['تصويرة', 'راديو'],
};

export const specialtySynonyms: Record<string, SpecialtySynonyms> = Object.fromEntries(
  Object.entries(standardSynonyms).map(([nameFr, synonyms]) => [
    nameFr,
    { ...synonyms, ar: [...synonyms.ar, ...(tunisianSynonyms[nameFr] ?? [])] },
  ]),
);
