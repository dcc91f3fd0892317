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
  /**
   * Latitude and longitude of the governorate's seat (its chef-lieu), in degrees: the search measures
   * how far a governorate is from another by their seats, the distance patients know.
   */
  seat: [latitude: number, longitude: number];
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
    seat: [36.8065, 10.1815],
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
    seat: [36.8625, 10.1956],
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
    seat: [36.7531, 10.2189],
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
    seat: [36.8101, 10.0863],
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
    seat: [36.4561, 10.7376],
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
    seat: [36.4029, 10.1429],
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
    seat: [37.2744, 9.8739],
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
    seat: [36.7256, 9.1817],
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
    seat: [36.5011, 8.7802],
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
    seat: [36.1826, 8.7148],
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
    seat: [36.0849, 9.3708],
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
    seat: [35.8256, 10.6369],
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
    seat: [35.7643, 10.8113],
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
    seat: [35.5047, 11.0622],
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
    seat: [34.7406, 10.7603],
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
    seat: [35.6781, 10.0963],
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
    seat: [35.1676, 8.8365],
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
    seat: [35.0382, 9.4849],
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
    seat: [33.8815, 10.0982],
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
    seat: [33.3549, 10.5055],
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
    seat: [32.9297, 10.4518],
    weight: 1,
    cities: [
      ['Tataouine', 'تطاوين'],
      ['Ghomrassen', 'غمراسن'],
      ['Remada', 'رمادة'],
    ],
  },
  {
    name: 'Gafsa',
    seat: [34.425, 8.7842],
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
    seat: [33.9197, 8.1335],
    weight: 1,
    cities: [
      ['Tozeur', 'توزر'],
      ['Nefta', 'نفطة'],
      ['Degache', 'دقاش'],
    ],
  },
  {
    name: 'Kébili',
    seat: [33.7044, 8.969],
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
