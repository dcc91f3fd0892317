import type { QuestionSeed } from './question-seed.js';

/** Gynaecology, midwives, children (paediatrics, paediatric surgery, child psychiatry, speech therapy). */
export const womenAndChildrenQuestions: QuestionSeed[] = [
  {
    specialty: 'Gynécologie obstétrique',
    title: 'Règles irrégulières',
    content:
      'Mes règles sont irrégulières depuis un an (entre 35 et 60 jours) et j’ai pris du poids. J’ai 27 ans.',
    answer:
      'Des cycles longs et irréguliers avec une prise de poids peuvent évoquer un syndrome des ovaires polykystiques. Une échographie pelvienne et un bilan hormonal en début de cycle aideront à poser le diagnostic. Prenez rendez-vous avec votre gynécologue.',
  },
  {
    specialty: 'Gynécologie obstétrique',
    title: 'Saignement en début de grossesse',
    content:
      'Je suis enceinte de 7 semaines et j’ai de petites pertes de sang marron depuis ce matin, sans douleur. Mon premier rendez-vous est dans dix jours.',
    answer:
      'De petits saignements sont fréquents au premier trimestre et ne signifient pas forcément une fausse couche, mais il faut une échographie pour vérifier que la grossesse est bien dans l’utérus et évolutive. Appelez votre gynécologue pour avancer le rendez-vous. Allez aux urgences en cas de saignement abondant, de douleur forte d’un côté du ventre ou de malaise.',
  },
  {
    specialty: 'Gynécologie obstétrique',
    title: 'Pas enceinte après un an d’essais',
    content:
      'Nous essayons d’avoir un enfant depuis 14 mois. J’ai 33 ans et des cycles réguliers. Mon mari n’a jamais fait d’analyse.',
    answer:
      'Après un an d’essais sans grossesse, un bilan de couple est justifié : pour vous, bilan hormonal, échographie et exploration des trompes ; pour votre mari, un spermogramme, car la cause est masculine dans environ un tiers des cas. Consultez ensemble votre gynécologue pour organiser ces examens.',
  },
  {
    specialty: 'Gynécologie obstétrique',
    title: 'Frottis : à quelle fréquence ?',
    content:
      'J’ai 38 ans, mariée, je n’ai jamais fait de frottis. Est-ce vraiment utile si je n’ai aucun symptôme ?',
    answer:
      'Oui, le frottis sert justement à dépister, avant tout symptôme, des lésions du col de l’utérus qui peuvent évoluer vers un cancer sur plusieurs années. Il est conseillé tous les trois ans après deux frottis normaux, de 25 à 65 ans. L’examen est rapide et peu désagréable ; consultez plus tôt en cas de saignement après les rapports.',
  },
  {
    specialty: 'Gynécologie obstétrique',
    title: 'Bouffées de chaleur à 51 ans',
    content:
      'Mes règles se sont arrêtées il y a huit mois. Les bouffées de chaleur me réveillent la nuit et je suis irritable. Que peut-on faire ?',
    answer:
      'Ce sont des signes typiques de la ménopause. Selon leur intensité et vos antécédents (cancer du sein, phlébite, maladie cardiovasculaire), un traitement hormonal peut être proposé et il est très efficace ; sinon d’autres solutions existent. Parlez-en à votre gynécologue, et consultez tout saignement survenant après un an sans règles.',
  },
  {
    specialty: 'Sage-femme',
    title: 'Préparation à l’accouchement : quand commencer ?',
    content:
      'C’est ma première grossesse, je suis à 5 mois. Une amie m’a parlé de séances de préparation à l’accouchement. Quand faut-il commencer ?',
    answer:
      'Les séances commencent en général vers le 6e ou 7e mois. Elles vous préparent au travail, à la respiration, aux positions et à l’allaitement, et permettent de poser toutes vos questions. Inscrivez-vous dès maintenant auprès d’une sage-femme ou de votre maternité pour avoir de la place.',
  },
  {
    specialty: 'Sage-femme',
    title: 'Crevasses pendant l’allaitement',
    content:
      'J’allaite mon bébé de deux semaines. J’ai des crevasses très douloureuses aux deux seins. Dois-je passer au biberon ?',
    answer:
      'Les crevasses sont presque toujours dues à une mauvaise position du bébé au sein : il doit prendre une grande partie de l’aréole, bouche grande ouverte. Une sage-femme peut observer une tétée et corriger la position ; quelques gouttes de lait maternel sur le mamelon aident à cicatriser. Consultez si un sein devient rouge, dur et douloureux avec de la fièvre.',
  },
  {
    specialty: 'Pédiatrie',
    title: 'Mon bébé de 8 mois refuse de manger',
    content:
      'Mon fils de 8 mois refuse la purée depuis une semaine et ne prend que le biberon. Il a deux dents qui poussent. Est-ce inquiétant ?',
    answer:
      'Les poussées dentaires diminuent souvent l’appétit quelques jours. Tant qu’il boit bien, mouille ses couches et reste tonique, ce n’est pas inquiétant. Proposez des aliments frais et plus lisses. Consultez s’il a de la fièvre, s’il vomit ou s’il perd du poids.',
  },
  {
    specialty: 'Pédiatrie',
    title: 'Toux nocturne chez un enfant de 4 ans',
    content:
      'Ma fille tousse surtout la nuit depuis trois semaines, sans fièvre. Elle a eu de l’eczéma bébé. Est-ce de l’asthme ?',
    answer:
      'Une toux nocturne prolongée chez un enfant ayant un terrain allergique peut évoquer un asthme. Il faut l’examiner et parfois faire un essai de traitement. Prenez rendez-vous avec votre pédiatre ; consultez en urgence si elle respire vite ou si ses lèvres bleuissent.',
  },
  {
    specialty: 'Pédiatrie',
    title: 'Fièvre à 39 °C chez un nourrisson de 2 mois',
    content:
      'Mon bébé de 2 mois a 39 °C depuis une heure. Il tète moins bien. Je lui ai donné du Doliprane sirop.',
    answer:
      'Chez un nourrisson de moins de trois mois, toute fièvre au-dessus de 38 °C doit être vue par un médecin le jour même, car une infection sérieuse doit être éliminée. Emmenez-le dès maintenant chez le pédiatre ou aux urgences pédiatriques. N’attendez pas s’il est mou, gris, respire mal ou refuse de boire.',
  },
  {
    specialty: 'Pédiatrie',
    title: 'Diarrhée chez un enfant de 18 mois',
    content:
      'Mon fils de 18 mois a la diarrhée depuis deux jours, cinq ou six selles liquides par jour. Il joue mais mange peu.',
    answer:
      'Le risque principal est la déshydratation : donnez-lui un soluté de réhydratation orale en petites quantités très souvent, en plus de son alimentation habituelle (riz, carottes, banane). Un enfant qui joue est rassurant. Consultez rapidement s’il vomit tout, urine peu, a les yeux creux, du sang dans les selles ou s’il devient somnolent.',
  },
  {
    specialty: 'Pédiatrie',
    title: 'Calendrier des vaccins à 12 mois',
    content:
      'Ma fille aura un an le mois prochain. Quels vaccins sont prévus à cet âge et peut-on les faire si elle a un rhume ?',
    answer:
      'Le calendrier tunisien prévoit à 12 mois le vaccin contre la rougeole, les oreillons et la rubéole (ROR), qui se fait au centre de santé de base ou chez le pédiatre. Un simple rhume sans forte fièvre n’empêche pas la vaccination. Apportez son carnet de santé pour vérifier qu’aucun rappel n’a été oublié.',
  },
  {
    specialty: 'Pédiatrie',
    title: 'Enfant de 3 ans qui ne grossit pas',
    content:
      'Mon fils de 3 ans pèse 11 kg. Il mange peu, il est souvent malade. Le médecin dit qu’il a « décroché » de sa courbe.',
    answer:
      'Un enfant qui quitte sa courbe de poids mérite un bilan : analyse de son alimentation, recherche d’infections répétées, d’une anémie ou d’une maladie cœliaque. Un pédiatre examinera l’enfant et ses courbes de croissance et prescrira les analyses utiles. Consultez rapidement s’il perd du poids ou s’il a une diarrhée chronique.',
  },
  {
    specialty: 'Chirurgie pédiatrique',
    title: 'Hernie ombilicale chez un bébé',
    content:
      'Mon bébé de 4 mois a le nombril qui ressort quand il pleure. On m’a conseillé de mettre une pièce de monnaie avec un bandage.',
    answer:
      'La hernie ombilicale est très fréquente chez le nourrisson et se referme seule dans la grande majorité des cas avant 4 ou 5 ans. N’appliquez ni pièce ni bandage, qui n’aident pas et irritent la peau. Consultez en urgence si la hernie devient dure, douloureuse et ne rentre plus, ou si votre bébé vomit.',
  },
  {
    specialty: 'Chirurgie pédiatrique',
    title: 'Testicule non descendu chez mon garçon',
    content:
      'Le pédiatre a remarqué que mon fils de 10 mois n’a qu’un testicule dans les bourses. Faut-il l’opérer ?',
    answer:
      'Un testicule qui n’est pas descendu à 6 mois ne descendra plus seul : une intervention, l’orchidopexie, est recommandée avant l’âge de 18 mois pour préserver sa fertilité future et faciliter sa surveillance. C’est une opération courte, souvent en ambulatoire. Prenez rendez-vous en chirurgie pédiatrique.',
  },
  {
    specialty: 'Pédopsychiatrie',
    title: 'Enfant de 7 ans qui ne tient pas en place',
    content:
      'La maîtresse dit que mon fils de 7 ans ne reste pas assis, interrompt tout le monde et n’arrive pas à finir ses exercices. À la maison c’est pareil.',
    answer:
      'Ces difficultés, présentes à l’école et à la maison, peuvent évoquer un trouble du déficit de l’attention avec ou sans hyperactivité (TDAH). Le diagnostic se fait lors d’une évaluation par un pédopsychiatre, avec l’avis de l’école. Des aides existent (guidance parentale, adaptations scolaires, parfois un traitement), qui changent souvent beaucoup la vie de l’enfant.',
  },
  {
    specialty: 'Pédopsychiatrie',
    title: 'Ma fille de 14 ans ne mange presque plus',
    content:
      'Ma fille a perdu 8 kg en quatre mois. Elle dit qu’elle est trop grosse, saute des repas et fait du sport tous les jours.',
    answer:
      'Une perte de poids importante avec peur de grossir et activité physique excessive fait craindre une anorexie mentale, qui doit être prise en charge tôt. Consultez rapidement un pédopsychiatre et votre médecin, qui vérifiera son état physique (poids, pouls, tension). En cas de malaise, de pouls très lent ou de refus total de manger ou de boire, allez aux urgences.',
  },
  {
    specialty: 'Orthophonie',
    title: 'Mon fils de 3 ans dit très peu de mots',
    content:
      'Mon fils a 3 ans et ne dit qu’une dizaine de mots. Il comprend bien ce qu’on lui dit. À la maison on parle arabe et français.',
    answer:
      'Le bilinguisme ne retarde pas le langage de façon importante ; à 3 ans, un enfant fait habituellement de petites phrases. Un bilan orthophonique est conseillé, ainsi qu’un contrôle de l’audition, car une otite séreuse peut gêner l’apprentissage. Une prise en charge précoce est plus efficace ; parlez-lui beaucoup dans la langue où vous êtes à l’aise.',
  },
  {
    specialty: 'Orthophonie',
    title: 'Bégaiement apparu à 4 ans',
    content:
      'Depuis deux mois, ma fille de 4 ans répète les premières syllabes des mots et se bloque. Faut-il attendre que ça passe ?',
    answer:
      'Un bégaiement qui apparaît entre 2 et 5 ans disparaît souvent seul, mais un bilan orthophonique est conseillé s’il dure plus de six mois, s’il s’aggrave ou si elle en souffre. Laissez-la finir ses phrases sans parler à sa place et sans lui demander de répéter. Ralentir vous-même votre débit l’aide aussi.',
  },
];
