/**
 * Medical specialties as Tunisian patients look for them, in French (the default `name`), English and
 * Arabic. `freq` is the popularity that sorts the public list (spec §7 `sortBy=freq:desc`) and weights
 * how many demo doctors practise it. Fees are consultation prices in TND as seen in Tunisian private
 * practice; services are the acts a practice of that specialty typically lists.
 */
export interface ServiceSeed {
  name: string;
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

/** A service as the tables below write it: name, price in TND, minutes. */
type ServiceRow = [name: string, price: number, minutes: number];

const followUp = (price: number): ServiceRow => ['Consultation de contrôle', price, 15];

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
    ['Certificat médical', 20, 10],
    ['Vaccination', 25, 15],
    ['Visite à domicile', 80, 45],
  ],
  'Chirurgie dentaire': [
    ['Détartrage', 80, 30],
    ['Soin de carie', 70, 30],
    ['Extraction dentaire', 60, 30],
    ['Blanchiment dentaire', 450, 60],
  ],
  'Gynécologie obstétrique': [
    ['Échographie obstétricale', 80, 20],
    ['Frottis cervico-vaginal', 60, 15],
    ['Suivi de grossesse', 70, 30],
  ],
  Pédiatrie: [['Vaccination de l’enfant', 40, 15], ['Bilan de croissance', 60, 30], followUp(40)],
  Cardiologie: [
    ['Électrocardiogramme (ECG)', 40, 15],
    ['Échographie cardiaque', 120, 30],
    ['Holter ECG 24 h', 150, 20],
    ['Épreuve d’effort', 180, 45],
  ],
  Dermatologie: [
    ['Dermatoscopie', 80, 20],
    ['Cryothérapie', 70, 15],
    ['Peeling', 150, 30],
  ],
  Ophtalmologie: [
    ['Fond d’œil', 50, 20],
    ['Examen de la vue', 50, 20],
    ['Champ visuel', 80, 30],
  ],
  'Oto-rhino-laryngologie (ORL)': [
    ['Audiogramme', 60, 20],
    ['Nasofibroscopie', 80, 20],
    ['Lavage d’oreille', 40, 15],
  ],
  'Gastro-entérologie': [
    ['Fibroscopie digestive haute', 200, 30],
    ['Coloscopie', 350, 45],
    ['Échographie abdominale', 80, 20],
  ],
  Psychiatrie: [
    ['Psychothérapie (séance)', 80, 45],
    ['Téléconsultation psychiatrique', 70, 30],
  ],
  Endocrinologie: [
    ['Bilan thyroïdien et échographie', 90, 30],
    ['Suivi du diabète', 60, 30],
  ],
  'Orthopédie traumatologie': [
    ['Infiltration articulaire', 100, 20],
    ['Pose de plâtre', 80, 30],
    followUp(40),
  ],
  Rhumatologie: [
    ['Ostéodensitométrie', 90, 20],
    ['Infiltration', 90, 20],
  ],
  Neurologie: [
    ['Électroencéphalogramme (EEG)', 120, 45],
    ['Électromyogramme (EMG)', 150, 45],
  ],
  Urologie: [
    ['Échographie prostatique', 90, 20],
    ['Débitmétrie', 60, 20],
  ],
  Pneumologie: [
    ['Exploration fonctionnelle respiratoire', 90, 30],
    ['Polygraphie du sommeil', 250, 30],
  ],
  Psychologie: [
    ['Séance de thérapie', 60, 45],
    ['Bilan psychologique de l’enfant', 120, 60],
  ],
  Kinésithérapie: [
    ['Séance de rééducation', 25, 30],
    ['Drainage lymphatique', 40, 45],
  ],
  Nutrition: [
    ['Bilan nutritionnel', 60, 45],
    ['Suivi diététique', 40, 30],
  ],
  'Médecine interne': [followUp(40)],
  'Chirurgie générale': [['Consultation pré-opératoire', 60, 30], followUp(40)],
  Néphrologie: [['Suivi de l’insuffisance rénale', 60, 30]],
  Radiologie: [
    ['Radiographie standard', 40, 15],
    ['Échographie', 80, 20],
    ['Mammographie', 120, 20],
    ['Scanner (TDM)', 250, 30],
  ],
  Orthodontie: [
    ['Bilan orthodontique', 80, 45],
    ['Contrôle d’appareil', 40, 20],
  ],
  'Chirurgie plastique et esthétique': [['Consultation esthétique', 100, 30]],
  'Oncologie médicale': [['Consultation d’annonce', 80, 45]],
  Allergologie: [['Tests cutanés allergologiques', 90, 45]],
  Angiologie: [['Écho-Doppler veineux', 100, 30]],
  'Médecine esthétique': [
    ['Injection d’acide hyaluronique', 450, 30],
    ['Mésothérapie', 150, 30],
  ],
  Orthophonie: [
    ['Bilan orthophonique', 70, 60],
    ['Séance de rééducation orthophonique', 35, 30],
  ],
  Hématologie: [followUp(40)],
  Pédopsychiatrie: [['Bilan du neurodéveloppement', 120, 60]],
  'Chirurgie cardiovasculaire et thoracique': [['Consultation pré-opératoire', 80, 30]],
  'Chirurgie vasculaire': [['Traitement des varices (sclérothérapie)', 120, 30]],
  Neurochirurgie: [followUp(50)],
  'Chirurgie pédiatrique': [['Circoncision', 300, 45]],
  'Stomatologie et chirurgie maxillo-faciale': [['Extraction de dent de sagesse', 250, 45]],
  'Médecine physique et réadaptation': [['Ondes de choc', 80, 20]],
  'Maladies infectieuses': [['Conseil aux voyageurs et vaccins', 60, 30]],
  Gériatrie: [['Évaluation gériatrique globale', 90, 60]],
  'Médecine du sport': [['Certificat d’aptitude sportive', 40, 20]],
  'Médecine du travail': [['Visite d’embauche', 50, 20]],
  'Anesthésie-réanimation': [['Consultation pré-anesthésique', 50, 20]],
  Radiothérapie: [followUp(50)],
  'Médecine nucléaire': [['Scintigraphie osseuse', 300, 60]],
  'Génétique médicale': [['Conseil génétique', 90, 45]],
  'Sage-femme': [['Préparation à l’accouchement', 40, 60]],
  Podologie: [['Semelles orthopédiques', 150, 30]],
};

export const specialties: SpecialtySeed[] = SPECIALTIES.map(([fr, en, ar, freq, icon, fee]) => ({
  fr,
  en,
  ar,
  freq,
  icon,
  fee,
  services: SERVICES[fr]!.map(([name, price, minutes]) => ({ name, price, minutes })),
}));
