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

export const governorates: GovernorateSeed[] = [
  {
    name: 'Tunis',
    weight: 20,
    cities: [
      { label: 'Tunis', labelAr: 'تونس' },
      { label: 'La Marsa', labelAr: 'المرسى' },
      { label: 'Le Bardo', labelAr: 'باردو', labelEn: 'Bardo' },
      { label: 'Carthage', labelAr: 'قرطاج' },
      { label: 'La Goulette', labelAr: 'حلق الوادي' },
      { label: 'Le Kram', labelAr: 'الكرم', labelEn: 'Kram' },
      { label: 'Sidi Bou Saïd', labelAr: 'سيدي بوسعيد' },
    ],
  },
  {
    name: 'Ariana',
    weight: 8,
    cities: [
      { label: 'Ariana', labelAr: 'أريانة' },
      { label: 'La Soukra', labelAr: 'سكرة', labelEn: 'Soukra' },
      { label: 'Raoued', labelAr: 'رواد' },
      { label: 'Ettadhamen', labelAr: 'التضامن' },
      { label: 'Kalâat el-Andalous', labelAr: 'قلعة الأندلس' },
      { label: 'Sidi Thabet', labelAr: 'سيدي ثابت' },
    ],
  },
  {
    name: 'Ben Arous',
    weight: 7,
    cities: [
      { label: 'Ben Arous', labelAr: 'بن عروس' },
      { label: 'Hammam Lif', labelAr: 'حمام الأنف' },
      { label: 'Radès', labelAr: 'رادس' },
      { label: 'Mégrine', labelAr: 'مقرين' },
      { label: 'Ezzahra', labelAr: 'الزهراء' },
      { label: 'Hammam Chott', labelAr: 'حمام الشط' },
      { label: 'Fouchana', labelAr: 'فوشانة' },
      { label: 'Mornag', labelAr: 'مرناق' },
    ],
  },
  {
    name: 'Manouba',
    weight: 3,
    cities: [
      { label: 'Manouba', labelAr: 'منوبة' },
      { label: 'Den Den', labelAr: 'الدندان' },
      { label: 'Douar Hicher', labelAr: 'دوار هيشر' },
      { label: 'Oued Ellil', labelAr: 'وادي الليل' },
      { label: 'Tebourba', labelAr: 'طبربة' },
      { label: 'Mornaguia', labelAr: 'المرناقية' },
    ],
  },
  {
    name: 'Nabeul',
    weight: 6,
    cities: [
      { label: 'Nabeul', labelAr: 'نابل' },
      { label: 'Hammamet', labelAr: 'الحمامات' },
      { label: 'Kélibia', labelAr: 'قليبية' },
      { label: 'Korba', labelAr: 'قربة' },
      { label: 'Menzel Temime', labelAr: 'منزل تميم' },
      { label: 'Grombalia', labelAr: 'قرمبالية' },
      { label: 'Dar Chaâbane', labelAr: 'دار شعبان الفهري', labelEn: 'Dar Chaabane' },
    ],
  },
  {
    name: 'Zaghouan',
    weight: 1,
    cities: [
      { label: 'Zaghouan', labelAr: 'زغوان' },
      { label: 'El Fahs', labelAr: 'الفحص' },
      { label: 'Nadhour', labelAr: 'الناظور' },
      { label: 'Zriba', labelAr: 'الزريبة' },
    ],
  },
  {
    name: 'Bizerte',
    weight: 4,
    cities: [
      { label: 'Bizerte', labelAr: 'بنزرت' },
      { label: 'Menzel Bourguiba', labelAr: 'منزل بورقيبة' },
      { label: 'Mateur', labelAr: 'ماطر' },
      { label: 'Ras Jebel', labelAr: 'رأس الجبل' },
      { label: 'Menzel Jemil', labelAr: 'منزل جميل' },
    ],
  },
  {
    name: 'Béja',
    weight: 2,
    cities: [
      { label: 'Béja', labelAr: 'باجة' },
      { label: 'Medjez el-Bab', labelAr: 'مجاز الباب' },
      { label: 'Testour', labelAr: 'تستور' },
      { label: 'Téboursouk', labelAr: 'تبرسق' },
      { label: 'Nefza', labelAr: 'نفزة' },
    ],
  },
  {
    name: 'Jendouba',
    weight: 2,
    cities: [
      { label: 'Jendouba', labelAr: 'جندوبة' },
      { label: 'Tabarka', labelAr: 'طبرقة' },
      { label: 'Aïn Draham', labelAr: 'عين دراهم' },
      { label: 'Bou Salem', labelAr: 'بوسالم' },
      { label: 'Ghardimaou', labelAr: 'غار الدماء' },
    ],
  },
  {
    name: 'Le Kef',
    weight: 1.5,
    cities: [
      { label: 'Le Kef', labelAr: 'الكاف', labelEn: 'El Kef' },
      { label: 'Dahmani', labelAr: 'الدهماني' },
      { label: 'Tajerouine', labelAr: 'تاجروين' },
      { label: 'Sakiet Sidi Youssef', labelAr: 'ساقية سيدي يوسف' },
    ],
  },
  {
    name: 'Siliana',
    weight: 1,
    cities: [
      { label: 'Siliana', labelAr: 'سليانة' },
      { label: 'Makthar', labelAr: 'مكثر' },
      { label: 'Gaâfour', labelAr: 'قعفور', labelEn: 'Gaafour' },
      { label: 'Bou Arada', labelAr: 'بوعرادة' },
    ],
  },
  {
    name: 'Sousse',
    weight: 8,
    cities: [
      { label: 'Sousse', labelAr: 'سوسة' },
      { label: 'Hammam Sousse', labelAr: 'حمام سوسة' },
      { label: 'Msaken', labelAr: 'مساكن' },
      { label: 'Akouda', labelAr: 'أكودة' },
      { label: 'Kalâa Kebira', labelAr: 'القلعة الكبرى' },
      { label: 'Enfida', labelAr: 'النفيضة' },
    ],
  },
  {
    name: 'Monastir',
    weight: 5,
    cities: [
      { label: 'Monastir', labelAr: 'المنستير' },
      { label: 'Moknine', labelAr: 'المكنين' },
      { label: 'Jemmal', labelAr: 'جمال' },
      { label: 'Ksar Hellal', labelAr: 'قصر هلال' },
      { label: 'Téboulba', labelAr: 'طبلبة' },
      { label: 'Ksibet el-Médiouni', labelAr: 'قصيبة المديوني' },
    ],
  },
  {
    name: 'Mahdia',
    weight: 2.5,
    cities: [
      { label: 'Mahdia', labelAr: 'المهدية' },
      { label: 'Ksour Essef', labelAr: 'قصور الساف' },
      { label: 'El Jem', labelAr: 'الجم' },
      { label: 'Chebba', labelAr: 'الشابة' },
      { label: 'Bou Merdes', labelAr: 'بومرداس' },
    ],
  },
  {
    name: 'Sfax',
    weight: 10,
    cities: [
      { label: 'Sfax', labelAr: 'صفاقس' },
      { label: 'Sakiet Ezzit', labelAr: 'ساقية الزيت' },
      { label: 'Sakiet Eddaïer', labelAr: 'ساقية الدائر' },
      { label: 'El Amra', labelAr: 'العامرة' },
      { label: 'Jebiniana', labelAr: 'جبنيانة' },
      { label: 'Mahrès', labelAr: 'المحرس' },
      { label: 'Kerkennah', labelAr: 'قرقنة' },
    ],
  },
  {
    name: 'Kairouan',
    weight: 3,
    cities: [
      { label: 'Kairouan', labelAr: 'القيروان' },
      { label: 'Haffouz', labelAr: 'حفوز' },
      { label: 'Sbikha', labelAr: 'السبيخة' },
      { label: 'Bou Hajla', labelAr: 'بوحجلة' },
      { label: 'Oueslatia', labelAr: 'الوسلاتية' },
    ],
  },
  {
    name: 'Kasserine',
    weight: 2,
    cities: [
      { label: 'Kasserine', labelAr: 'القصرين' },
      { label: 'Sbeïtla', labelAr: 'سبيطلة' },
      { label: 'Fériana', labelAr: 'فريانة' },
      { label: 'Thala', labelAr: 'تالة' },
    ],
  },
  {
    name: 'Sidi Bouzid',
    weight: 2,
    cities: [
      { label: 'Sidi Bouzid', labelAr: 'سيدي بوزيد' },
      { label: 'Regueb', labelAr: 'الرقاب' },
      { label: 'Meknassy', labelAr: 'المكناسي' },
      { label: 'Menzel Bouzaiane', labelAr: 'منزل بوزيان' },
      { label: 'Jilma', labelAr: 'جلمة' },
    ],
  },
  {
    name: 'Gabès',
    weight: 2.5,
    cities: [
      { label: 'Gabès', labelAr: 'قابس' },
      { label: 'El Hamma', labelAr: 'الحامة' },
      { label: 'Mareth', labelAr: 'مارث' },
      { label: 'Métouia', labelAr: 'المطوية' },
    ],
  },
  {
    name: 'Médenine',
    weight: 3,
    cities: [
      { label: 'Médenine', labelAr: 'مدنين' },
      { label: 'Houmt Souk', labelAr: 'حومة السوق', labelEn: 'Houmt Souk (Djerba)' },
      { label: 'Midoun', labelAr: 'ميدون', labelEn: 'Midoun (Djerba)' },
      { label: 'Zarzis', labelAr: 'جرجيس' },
      { label: 'Ben Gardane', labelAr: 'بن قردان' },
    ],
  },
  {
    name: 'Tataouine',
    weight: 1,
    cities: [
      { label: 'Tataouine', labelAr: 'تطاوين' },
      { label: 'Ghomrassen', labelAr: 'غمراسن' },
      { label: 'Remada', labelAr: 'رمادة' },
    ],
  },
  {
    name: 'Gafsa',
    weight: 2,
    cities: [
      { label: 'Gafsa', labelAr: 'قفصة' },
      { label: 'Métlaoui', labelAr: 'المتلوي' },
      { label: 'Redeyef', labelAr: 'الرديف' },
      { label: 'Moularès', labelAr: 'أم العرائس', labelEn: 'Oum Larayes' },
      { label: 'El Ksar', labelAr: 'القصر' },
    ],
  },
  {
    name: 'Tozeur',
    weight: 1,
    cities: [
      { label: 'Tozeur', labelAr: 'توزر' },
      { label: 'Nefta', labelAr: 'نفطة' },
      { label: 'Degache', labelAr: 'دقاش' },
    ],
  },
  {
    name: 'Kébili',
    weight: 1,
    cities: [
      { label: 'Kébili', labelAr: 'قبلي' },
      { label: 'Douz', labelAr: 'دوز' },
      { label: 'Souk Lahad', labelAr: 'سوق الأحد' },
    ],
  },
];
