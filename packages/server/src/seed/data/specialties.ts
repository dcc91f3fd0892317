/**
 * Medical specialties as Tunisian patients look for them, in French (the default `name`), English and
 * Arabic. `freq` is the popularity that sorts the public list (requirements §7 `sortBy=freq:desc`) and weights
 * how many demo doctors practise it. Fees are consultation prices in TND as seen in Tunisian private
 * practice; services are the acts a practice of that specialty typically lists, named in French as a
 * doctor would write them, with their English and Arabic names (docs/decisions/043).
 */
export interface ServiceSeed {
  name: string;
  /** The name in English and Arabic, for readers of those languages (docs/decisions/043). */
  names: { en: string; ar: string };
  /** TND */
  price: number;
  minutes: number;
}

export interface SpecialtySeed {
  fr: string;
  en: string;
  ar: string;
  freq: number;
  icon: string;
  /** Consultation fee range in TND. */
  fee: [number, number];
  services: ServiceSeed[];
}

/** A service as the tables below write it: its names (fr, en, ar), price in TND, minutes. */
type ServiceRow = [fr: string, en: string, ar: string, price: number, minutes: number];

const followUp = (price: number): ServiceRow => [
  'Consultation de contrôle',
  'Follow-up consultation',
  'استشارة متابعة',
  price,
  15,
];

/** A specialty as the table below writes it: its names (fr, en, ar), `freq`, icon and fee range. */
type SpecialtyRow = [fr: string, en: string, ar: string, freq: number, icon: string, fee: [number, number]];

/** Most looked for first. */
const SPECIALTIES: SpecialtyRow[] = [
  ['Médecine générale', 'General practice', 'الطب العام', 980, 'stethoscope', [30, 50]],
  ['Chirurgie dentaire', 'Dentistry', 'طب الأسنان', 870, 'tooth', [40, 60]],
  ['Gynécologie obstétrique', 'Obstetrics and gynaecology', 'أمراض النساء والتوليد', 760, 'female', [60, 80]],
  ['Pédiatrie', 'Paediatrics', 'طب الأطفال', 720, 'baby', [50, 70]],
  ['Cardiologie', 'Cardiology', 'أمراض القلب والشرايين', 690, 'heart', [60, 80]],
  ['Dermatologie', 'Dermatology', 'الأمراض الجلدية', 640, 'skin', [60, 80]],
  ['Ophtalmologie', 'Ophthalmology', 'طب العيون', 610, 'eye', [50, 70]],
  [
    'Oto-rhino-laryngologie (ORL)',
    'Otorhinolaryngology (ENT)',
    'أمراض الأنف والأذن والحنجرة',
    520,
    'ear',
    [50, 70],
  ],
  ['Gastro-entérologie', 'Gastroenterology', 'أمراض الجهاز الهضمي', 470, 'stomach', [60, 80]],
  ['Psychiatrie', 'Psychiatry', 'الطب النفسي', 430, 'brain', [60, 90]],
  ['Endocrinologie', 'Endocrinology', 'الغدد الصماء والسكري', 420, 'gland', [60, 80]],
  ['Orthopédie traumatologie', 'Orthopaedic surgery', 'جراحة العظام والمفاصل', 410, 'bone', [60, 80]],
  ['Rhumatologie', 'Rheumatology', 'أمراض الروماتيزم', 360, 'joint', [60, 80]],
  ['Neurologie', 'Neurology', 'طب الأعصاب', 350, 'neuron', [60, 80]],
  ['Urologie', 'Urology', 'المسالك البولية', 340, 'kidney', [60, 80]],
  ['Pneumologie', 'Pulmonology', 'أمراض الرئة والجهاز التنفسي', 320, 'lungs', [60, 80]],
  ['Psychologie', 'Psychology', 'علم النفس', 300, 'speech', [50, 70]],
  ['Kinésithérapie', 'Physiotherapy', 'العلاج الطبيعي', 290, 'physio', [25, 40]],
  ['Nutrition', 'Nutrition and dietetics', 'التغذية', 280, 'apple', [40, 60]],
  ['Médecine interne', 'Internal medicine', 'الطب الباطني', 260, 'stethoscope', [50, 70]],
  ['Chirurgie générale', 'General surgery', 'الجراحة العامة', 250, 'scalpel', [60, 80]],
  ['Néphrologie', 'Nephrology', 'أمراض الكلى', 210, 'kidney', [60, 80]],
  ['Radiologie', 'Radiology', 'التصوير الطبي بالأشعة', 200, 'xray', [40, 60]],
  ['Orthodontie', 'Orthodontics', 'تقويم الأسنان', 190, 'tooth', [50, 70]],
  [
    'Chirurgie plastique et esthétique',
    'Plastic and aesthetic surgery',
    'الجراحة التجميلية',
    180,
    'scalpel',
    [80, 100],
  ],
  ['Oncologie médicale', 'Medical oncology', 'طب الأورام', 170, 'ribbon', [70, 90]],
  ['Allergologie', 'Allergology', 'أمراض الحساسية', 160, 'pollen', [50, 70]],
  ['Angiologie', 'Angiology', 'أمراض الأوعية الدموية', 150, 'vein', [60, 80]],
  ['Médecine esthétique', 'Aesthetic medicine', 'الطب التجميلي', 145, 'sparkle', [60, 100]],
  ['Orthophonie', 'Speech therapy', 'تقويم النطق', 140, 'speech', [30, 50]],
  ['Hématologie', 'Haematology', 'أمراض الدم', 120, 'drop', [60, 80]],
  ['Pédopsychiatrie', 'Child and adolescent psychiatry', 'الطب النفسي للأطفال', 115, 'brain', [60, 80]],
  [
    'Chirurgie cardiovasculaire et thoracique',
    'Cardiothoracic surgery',
    'جراحة القلب والصدر',
    110,
    'heart',
    [80, 100],
  ],
  ['Chirurgie vasculaire', 'Vascular surgery', 'جراحة الأوعية الدموية', 105, 'vein', [70, 90]],
  ['Neurochirurgie', 'Neurosurgery', 'جراحة الأعصاب', 100, 'neuron', [80, 100]],
  ['Chirurgie pédiatrique', 'Paediatric surgery', 'جراحة الأطفال', 95, 'baby', [60, 80]],
  [
    'Stomatologie et chirurgie maxillo-faciale',
    'Oral and maxillofacial surgery',
    'جراحة الفم والوجه والفكين',
    90,
    'tooth',
    [60, 80],
  ],
  [
    'Médecine physique et réadaptation',
    'Physical medicine and rehabilitation',
    'الطب الفيزيائي وإعادة التأهيل',
    85,
    'physio',
    [50, 70],
  ],
  ['Maladies infectieuses', 'Infectious diseases', 'الأمراض الجرثومية والمعدية', 80, 'virus', [50, 70]],
  ['Gériatrie', 'Geriatrics', 'طب الشيخوخة', 75, 'cane', [50, 70]],
  ['Médecine du sport', 'Sports medicine', 'الطب الرياضي', 70, 'run', [50, 70]],
  ['Médecine du travail', 'Occupational medicine', 'طب الشغل', 60, 'briefcase', [40, 60]],
  ['Anesthésie-réanimation', 'Anaesthesiology and intensive care', 'التخدير والإنعاش', 55, 'mask', [50, 70]],
  ['Radiothérapie', 'Radiation oncology', 'العلاج بالأشعة', 45, 'radiation', [70, 90]],
  ['Médecine nucléaire', 'Nuclear medicine', 'الطب النووي', 40, 'atom', [70, 90]],
  ['Génétique médicale', 'Medical genetics', 'علم الوراثة الطبية', 30, 'dna', [70, 90]],
  ['Sage-femme', 'Midwifery', 'القبالة', 65, 'female', [30, 50]],
  ['Podologie', 'Podiatry', 'طب القدم', 50, 'foot', [30, 50]],
];

/** The services of each specialty, by its French name. */
const SERVICES: Record<string, ServiceRow[]> = {
  'Médecine générale': [
    ['Certificat médical', 'Medical certificate', 'شهادة طبية', 20, 10],
    ['Vaccination', 'Vaccination', 'تلقيح', 25, 15],
    ['Visite à domicile', 'Home visit', 'زيارة منزلية', 80, 45],
  ],
  'Chirurgie dentaire': [
    ['Détartrage', 'Scale and polish', 'إزالة جير الأسنان', 80, 30],
    ['Soin de carie', 'Cavity filling', 'علاج تسوس الأسنان', 70, 30],
    ['Extraction dentaire', 'Tooth extraction', 'قلع الأسنان', 60, 30],
    ['Blanchiment dentaire', 'Teeth whitening', 'تبييض الأسنان', 450, 60],
  ],
  'Gynécologie obstétrique': [
    ['Échographie obstétricale', 'Obstetric ultrasound', 'تصوير الحمل بالصدى', 80, 20],
    ['Frottis cervico-vaginal', 'Cervical smear test', 'مسحة عنق الرحم', 60, 15],
    ['Suivi de grossesse', 'Pregnancy follow-up', 'متابعة الحمل', 70, 30],
  ],
  Pédiatrie: [
    ['Vaccination de l’enfant', 'Childhood vaccination', 'تلقيح الطفل', 40, 15],
    ['Bilan de croissance', 'Growth check-up', 'تقييم النمو', 60, 30],
    followUp(40),
  ],
  Cardiologie: [
    ['Électrocardiogramme (ECG)', 'Electrocardiogram (ECG)', 'تخطيط القلب الكهربائي', 40, 15],
    ['Échographie cardiaque', 'Echocardiogram', 'تصوير القلب بالصدى', 120, 30],
    ['Holter ECG 24 h', '24-hour Holter ECG', 'هولتر تخطيط القلب على 24 ساعة', 150, 20],
    ['Épreuve d’effort', 'Exercise stress test', 'تخطيط القلب تحت الجهد', 180, 45],
  ],
  Dermatologie: [
    ['Dermatoscopie', 'Dermoscopy', 'تنظير الجلد', 80, 20],
    ['Cryothérapie', 'Cryotherapy', 'العلاج بالتبريد', 70, 15],
    ['Peeling', 'Chemical peel', 'التقشير الكيميائي', 150, 30],
  ],
  Ophtalmologie: [
    ['Fond d’œil', 'Fundus examination', 'فحص قاع العين', 50, 20],
    ['Examen de la vue', 'Eye test', 'فحص النظر', 50, 20],
    ['Champ visuel', 'Visual field test', 'فحص المجال البصري', 80, 30],
  ],
  'Oto-rhino-laryngologie (ORL)': [
    ['Audiogramme', 'Hearing test (audiogram)', 'تخطيط السمع', 60, 20],
    ['Nasofibroscopie', 'Nasal endoscopy', 'تنظير الأنف والحنجرة', 80, 20],
    ['Lavage d’oreille', 'Ear irrigation', 'غسل الأذن', 40, 15],
  ],
  'Gastro-entérologie': [
    ['Fibroscopie digestive haute', 'Upper GI endoscopy', 'تنظير الجهاز الهضمي العلوي', 200, 30],
    ['Coloscopie', 'Colonoscopy', 'تنظير القولون', 350, 45],
    ['Échographie abdominale', 'Abdominal ultrasound', 'تصوير البطن بالصدى', 80, 20],
  ],
  Psychiatrie: [
    ['Psychothérapie (séance)', 'Psychotherapy (session)', 'العلاج النفسي (حصة)', 80, 45],
    ['Téléconsultation psychiatrique', 'Psychiatric teleconsultation', 'استشارة نفسية عن بعد', 70, 30],
  ],
  Endocrinologie: [
    [
      'Bilan thyroïdien et échographie',
      'Thyroid tests and ultrasound',
      'فحص الغدة الدرقية وتصويرها بالصدى',
      90,
      30,
    ],
    ['Suivi du diabète', 'Diabetes follow-up', 'متابعة مرض السكري', 60, 30],
  ],
  'Orthopédie traumatologie': [
    ['Infiltration articulaire', 'Joint injection', 'حقن المفصل', 100, 20],
    ['Pose de plâtre', 'Plaster cast', 'وضع الجبس', 80, 30],
    followUp(40),
  ],
  Rhumatologie: [
    ['Ostéodensitométrie', 'Bone density scan', 'قياس كثافة العظام', 90, 20],
    ['Infiltration', 'Steroid injection', 'الحقن الموضعي بالكورتيزون', 90, 20],
  ],
  Neurologie: [
    ['Électroencéphalogramme (EEG)', 'Electroencephalogram (EEG)', 'تخطيط الدماغ الكهربائي', 120, 45],
    ['Électromyogramme (EMG)', 'Electromyogram (EMG)', 'تخطيط العضلات الكهربائي', 150, 45],
  ],
  Urologie: [
    ['Échographie prostatique', 'Prostate ultrasound', 'تصوير البروستاتا بالصدى', 90, 20],
    ['Débitmétrie', 'Uroflowmetry', 'قياس تدفق البول', 60, 20],
  ],
  Pneumologie: [
    ['Exploration fonctionnelle respiratoire', 'Lung function tests', 'فحص وظائف التنفس', 90, 30],
    ['Polygraphie du sommeil', 'Sleep study', 'تخطيط التنفس أثناء النوم', 250, 30],
  ],
  Psychologie: [
    ['Séance de thérapie', 'Therapy session', 'حصة علاج نفسي', 60, 45],
    ['Bilan psychologique de l’enfant', 'Child psychological assessment', 'التقييم النفسي للطفل', 120, 60],
  ],
  Kinésithérapie: [
    ['Séance de rééducation', 'Physiotherapy session', 'حصة علاج طبيعي', 25, 30],
    ['Drainage lymphatique', 'Lymphatic drainage', 'التصريف اللمفاوي', 40, 45],
  ],
  Nutrition: [
    ['Bilan nutritionnel', 'Nutritional assessment', 'التقييم الغذائي', 60, 45],
    ['Suivi diététique', 'Dietary follow-up', 'المتابعة الغذائية', 40, 30],
  ],
  'Médecine interne': [followUp(40)],
  'Chirurgie générale': [
    ['Consultation pré-opératoire', 'Pre-operative consultation', 'استشارة ما قبل الجراحة', 60, 30],
    followUp(40),
  ],
  Néphrologie: [
    ['Suivi de l’insuffisance rénale', 'Kidney failure follow-up', 'متابعة القصور الكلوي', 60, 30],
  ],
  Radiologie: [
    ['Radiographie standard', 'X-ray', 'التصوير بالأشعة السينية', 40, 15],
    ['Échographie', 'Ultrasound scan', 'التصوير بالصدى', 80, 20],
    ['Mammographie', 'Mammogram', 'تصوير الثدي بالأشعة', 120, 20],
    ['Scanner (TDM)', 'CT scan', 'التصوير المقطعي (السكانار)', 250, 30],
  ],
  Orthodontie: [
    ['Bilan orthodontique', 'Orthodontic assessment', 'تقييم تقويم الأسنان', 80, 45],
    ['Contrôle d’appareil', 'Brace check', 'مراقبة جهاز التقويم', 40, 20],
  ],
  'Chirurgie plastique et esthétique': [
    ['Consultation esthétique', 'Cosmetic consultation', 'استشارة تجميلية', 100, 30],
  ],
  'Oncologie médicale': [
    [
      'Consultation d’annonce',
      'Diagnosis and treatment plan consultation',
      'استشارة الإعلام بالتشخيص وخطة العلاج',
      80,
      45,
    ],
  ],
  Allergologie: [
    ['Tests cutanés allergologiques', 'Allergy skin tests', 'اختبارات الحساسية الجلدية', 90, 45],
  ],
  Angiologie: [['Écho-Doppler veineux', 'Venous Doppler ultrasound', 'تصوير الأوردة بالدوبلر', 100, 30]],
  'Médecine esthétique': [
    ['Injection d’acide hyaluronique', 'Hyaluronic acid injection', 'حقن حمض الهيالورونيك', 450, 30],
    ['Mésothérapie', 'Mesotherapy', 'الميزوثيرابي', 150, 30],
  ],
  Orthophonie: [
    ['Bilan orthophonique', 'Speech and language assessment', 'تقييم النطق واللغة', 70, 60],
    ['Séance de rééducation orthophonique', 'Speech therapy session', 'حصة تقويم النطق', 35, 30],
  ],
  Hématologie: [followUp(40)],
  Pédopsychiatrie: [
    ['Bilan du neurodéveloppement', 'Neurodevelopmental assessment', 'تقييم النمو العصبي', 120, 60],
  ],
  'Chirurgie cardiovasculaire et thoracique': [
    ['Consultation pré-opératoire', 'Pre-operative consultation', 'استشارة ما قبل الجراحة', 80, 30],
  ],
  'Chirurgie vasculaire': [
    [
      'Traitement des varices (sclérothérapie)',
      'Varicose vein treatment (sclerotherapy)',
      'علاج الدوالي بالحقن المصلّب',
      120,
      30,
    ],
  ],
  Neurochirurgie: [followUp(50)],
  'Chirurgie pédiatrique': [['Circoncision', 'Circumcision', 'الختان', 300, 45]],
  'Stomatologie et chirurgie maxillo-faciale': [
    ['Extraction de dent de sagesse', 'Wisdom tooth extraction', 'قلع ضرس العقل', 250, 45],
  ],
  'Médecine physique et réadaptation': [
    ['Ondes de choc', 'Shockwave therapy', 'العلاج بالموجات الصادمة', 80, 20],
  ],
  'Maladies infectieuses': [
    ['Conseil aux voyageurs et vaccins', 'Travel advice and vaccines', 'نصائح ولقاحات السفر', 60, 30],
  ],
  Gériatrie: [
    [
      'Évaluation gériatrique globale',
      'Comprehensive geriatric assessment',
      'التقييم الشامل لكبار السن',
      90,
      60,
    ],
  ],
  'Médecine du sport': [
    ['Certificat d’aptitude sportive', 'Sports fitness certificate', 'شهادة اللياقة البدنية للرياضة', 40, 20],
  ],
  'Médecine du travail': [
    ['Visite d’embauche', 'Pre-employment medical', 'الفحص الطبي عند الانتداب', 50, 20],
  ],
  'Anesthésie-réanimation': [
    ['Consultation pré-anesthésique', 'Pre-anaesthetic consultation', 'استشارة ما قبل التخدير', 50, 20],
  ],
  Radiothérapie: [followUp(50)],
  'Médecine nucléaire': [['Scintigraphie osseuse', 'Bone scan', 'التصوير الومضاني للعظام', 300, 60]],
  'Génétique médicale': [['Conseil génétique', 'Genetic counselling', 'الاستشارة الوراثية', 90, 45]],
  'Sage-femme': [['Préparation à l’accouchement', 'Childbirth preparation', 'التحضير للولادة', 40, 60]],
  Podologie: [['Semelles orthopédiques', 'Orthotic insoles', 'نعال طبية تقويمية', 150, 30]],
};

export const specialties: SpecialtySeed[] = SPECIALTIES.map(([fr, en, ar, freq, icon, fee]) => ({
  fr,
  en,
  ar,
  freq,
  icon,
  fee,
  services: SERVICES[fr]!.map(([name, en, ar, price, minutes]) => ({
    name,
    names: { en, ar },
    price,
    minutes,
  })),
}));
