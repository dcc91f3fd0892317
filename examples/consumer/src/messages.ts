// The site's own texts, in the two languages it offers; the kit's components bring their own.
export const messages = {
  fr: {
    'example.title': 'Clinique Exemple',
    'example.heading': 'Mes rendez-vous',
    'example.email': 'E-mail',
    'example.password': 'Mot de passe',
    'example.signIn': 'Se connecter',
    'example.signOut': 'Se déconnecter',
    'example.signedIn': 'Bienvenue, {name}',
    'example.wrongCredentials': "L'e-mail ou le mot de passe n'est pas correct.",
    'example.loading': 'Chargement…',
    'example.none': 'Aucun rendez-vous.',
    'example.count': '{count, plural, one {# rendez-vous} other {# rendez-vous}}',
  },
  ar: {
    'example.title': 'عيادة المثال',
    'example.heading': 'مواعيدي',
    'example.email': 'البريد الإلكتروني',
    'example.password': 'كلمة المرور',
    'example.signIn': 'تسجيل الدخول',
    'example.signOut': 'تسجيل الخروج',
    'example.signedIn': 'مرحبا، {name}',
    'example.wrongCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    'example.loading': 'جار التحميل…',
    'example.none': 'لا توجد مواعيد.',
    'example.count':
      '{count, plural, zero {لا مواعيد} one {موعد واحد} two {موعدان} few {# مواعيد} many {# موعدا} other {# موعد}}',
  },
};
