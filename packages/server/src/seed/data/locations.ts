/**
 * The 24 governorates of Tunisia with their main cities: French label (the API's `Label`), Arabic and
 * English. `weight` is a rough share of the country's doctors, so the demo directory looks like the real
 * one (dense around Tunis, Sfax and the Sahel, thin in the south).
 */
export interface CitySeed {
  label: string;
  labelAr: string;
  /** Defaults to the French label without accents. */
  labelEn?: string;
}

export interface GovernorateSeed {
  name: string;
  weight: number;
  cities: CitySeed[];
}

/** A city as the table below writes it: French label, Arabic, and English when it is not the French. */
type CityRow = [label: string, labelAr: string, labelEn?: string];

type GovernorateRow = Omit<GovernorateSeed, 'cities'> & { cities: CityRow[] };

const cityOf = ([label, labelAr, labelEn]: CityRow): CitySeed => ({
  label,
  labelAr,
  ...(labelEn !== undefined && { labelEn }),
});

const GOVERNORATES: GovernorateRow[] = [
  {
    name: 'Tunis',
    weight: 20,
    cities: [
      ['Tunis', 'تونس'],
      ['La Marsa', 'المرسى'],
      ['Le Bardo', 'باردو', 'Bardo'],
      ['Carthage', 'قرطاج'],
      ['La Goulette', 'حلق الوادي'],
      ['Le Kram', 'الكرم', 'Kram'],
      ['Sidi Bou Saïd', 'سيدي بوسعيد'],
    ],
  },
  {
    name: 'Ariana',
    weight: 8,
    cities: [
      ['Ariana', 'أريانة'],
      ['La Soukra', 'سكرة', 'Soukra'],
      ['Raoued', 'رواد'],
      ['Ettadhamen', 'التضامن'],
      ['Kalâat el-Andalous', 'قلعة الأندلس'],
      ['Sidi Thabet', 'سيدي ثابت'],
    ],
  },
  {
    name: 'Ben Arous',
    weight: 7,
    cities: [
      ['Ben Arous', 'بن عروس'],
      ['Hammam Lif', 'حمام الأنف'],
      ['Radès', 'رادس'],
      ['Mégrine', 'مقرين'],
      ['Ezzahra', 'الزهراء'],
      ['Hammam Chott', 'حمام الشط'],
      ['Fouchana', 'فوشانة'],
      ['Mornag', 'مرناق'],
    ],
  },
  {
    name: 'Manouba',
    weight: 3,
    cities: [
      ['Manouba', 'منوبة'],
      ['Den Den', 'الدندان'],
      ['Douar Hicher', 'دوار هيشر'],
      ['Oued Ellil', 'وادي الليل'],
      ['Tebourba', 'طبربة'],
      ['Mornaguia', 'المرناقية'],
    ],
  },
  {
    name: 'Nabeul',
    weight: 6,
    cities: [
      ['Nabeul', 'نابل'],
      ['Hammamet', 'الحمامات'],
      ['Kélibia', 'قليبية'],
      ['Korba', 'قربة'],
      ['Menzel Temime', 'منزل تميم'],
      ['Grombalia', 'قرمبالية'],
      ['Dar Chaâbane', 'دار شعبان الفهري', 'Dar Chaabane'],
    ],
  },
  {
    name: 'Zaghouan',
    weight: 1,
    cities: [
      ['Zaghouan', 'زغوان'],
      ['El Fahs', 'الفحص'],
      ['Nadhour', 'الناظور'],
      ['Zriba', 'الزريبة'],
    ],
  },
  {
    name: 'Bizerte',
    weight: 4,
    cities: [
      ['Bizerte', 'بنزرت'],
      ['Menzel Bourguiba', 'منزل بورقيبة'],
      ['Mateur', 'ماطر'],
      ['Ras Jebel', 'رأس الجبل'],
      ['Menzel Jemil', 'منزل جميل'],
    ],
  },
  {
    name: 'Béja',
    weight: 2,
    cities: [
      ['Béja', 'باجة'],
      ['Medjez el-Bab', 'مجاز الباب'],
      ['Testour', 'تستور'],
      ['Téboursouk', 'تبرسق'],
      ['Nefza', 'نفزة'],
    ],
  },
  {
    name: 'Jendouba',
    weight: 2,
    cities: [
      ['Jendouba', 'جندوبة'],
      ['Tabarka', 'طبرقة'],
      ['Aïn Draham', 'عين دراهم'],
      ['Bou Salem', 'بوسالم'],
      ['Ghardimaou', 'غار الدماء'],
    ],
  },
  {
    name: 'Le Kef',
    weight: 1.5,
    cities: [
      ['Le Kef', 'الكاف', 'El Kef'],
      ['Dahmani', 'الدهماني'],
      ['Tajerouine', 'تاجروين'],
      ['Sakiet Sidi Youssef', 'ساقية سيدي يوسف'],
    ],
  },
  {
    name: 'Siliana',
    weight: 1,
    cities: [
      ['Siliana', 'سليانة'],
      ['Makthar', 'مكثر'],
      ['Gaâfour', 'قعفور', 'Gaafour'],
      ['Bou Arada', 'بوعرادة'],
    ],
  },
  {
    name: 'Sousse',
    weight: 8,
    cities: [
      ['Sousse', 'سوسة'],
      ['Hammam Sousse', 'حمام سوسة'],
      ['Msaken', 'مساكن'],
      ['Akouda', 'أكودة'],
      ['Kalâa Kebira', 'القلعة الكبرى'],
      ['Enfida', 'النفيضة'],
    ],
  },
  {
    name: 'Monastir',
    weight: 5,
    cities: [
      ['Monastir', 'المنستير'],
      ['Moknine', 'المكنين'],
      ['Jemmal', 'جمال'],
      ['Ksar Hellal', 'قصر هلال'],
      ['Téboulba', 'طبلبة'],
      ['Ksibet el-Médiouni', 'قصيبة المديوني'],
    ],
  },
  {
    name: 'Mahdia',
    weight: 2.5,
    cities: [
      ['Mahdia', 'المهدية'],
      ['Ksour Essef', 'قصور الساف'],
      ['El Jem', 'الجم'],
      ['Chebba', 'الشابة'],
      ['Bou Merdes', 'بومرداس'],
    ],
  },
  {
    name: 'Sfax',
    weight: 10,
    cities: [
      ['Sfax', 'صفاقس'],
      ['Sakiet Ezzit', 'ساقية الزيت'],
      ['Sakiet Eddaïer', 'ساقية الدائر'],
      ['El Amra', 'العامرة'],
      ['Jebiniana', 'جبنيانة'],
      ['Mahrès', 'المحرس'],
      ['Kerkennah', 'قرقنة'],
    ],
  },
  {
    name: 'Kairouan',
    weight: 3,
    cities: [
      ['Kairouan', 'القيروان'],
      ['Haffouz', 'حفوز'],
      ['Sbikha', 'السبيخة'],
      ['Bou Hajla', 'بوحجلة'],
      ['Oueslatia', 'الوسلاتية'],
    ],
  },
  {
    name: 'Kasserine',
    weight: 2,
    cities: [
      ['Kasserine', 'القصرين'],
      ['Sbeïtla', 'سبيطلة'],
      ['Fériana', 'فريانة'],
      ['Thala', 'تالة'],
    ],
  },
  {
    name: 'Sidi Bouzid',
    weight: 2,
    cities: [
      ['Sidi Bouzid', 'سيدي بوزيد'],
      ['Regueb', 'الرقاب'],
      ['Meknassy', 'المكناسي'],
      ['Menzel Bouzaiane', 'منزل بوزيان'],
      ['Jilma', 'جلمة'],
    ],
  },
  {
    name: 'Gabès',
    weight: 2.5,
    cities: [
      ['Gabès', 'قابس'],
      ['El Hamma', 'الحامة'],
      ['Mareth', 'مارث'],
      ['Métouia', 'المطوية'],
    ],
  },
  {
    name: 'Médenine',
    weight: 3,
    cities: [
      ['Médenine', 'مدنين'],
      ['Houmt Souk', 'حومة السوق', 'Houmt Souk (Djerba)'],
      ['Midoun', 'ميدون', 'Midoun (Djerba)'],
      ['Zarzis', 'جرجيس'],
      ['Ben Gardane', 'بن قردان'],
    ],
  },
  {
    name: 'Tataouine',
    weight: 1,
    cities: [
      ['Tataouine', 'تطاوين'],
      ['Ghomrassen', 'غمراسن'],
      ['Remada', 'رمادة'],
    ],
  },
  {
    name: 'Gafsa',
    weight: 2,
    cities: [
      ['Gafsa', 'قفصة'],
      ['Métlaoui', 'المتلوي'],
      ['Redeyef', 'الرديف'],
      ['Moularès', 'أم العرائس', 'Oum Larayes'],
      ['El Ksar', 'القصر'],
    ],
  },
  {
    name: 'Tozeur',
    weight: 1,
    cities: [
      ['Tozeur', 'توزر'],
      ['Nefta', 'نفطة'],
      ['Degache', 'دقاش'],
    ],
  },
  {
    name: 'Kébili',
    weight: 1,
    cities: [
      ['Kébili', 'قبلي'],
      ['Douz', 'دوز'],
      ['Souk Lahad', 'سوق الأحد'],
    ],
  },
];

export const governorates: GovernorateSeed[] = GOVERNORATES.map(({ cities, ...governorate }) => ({
  ...governorate,
  cities: cities.map(cityOf),
}));
