import type { QuestionSeed } from './question-seed.js';

/** Cardiology (the demo doctor's specialty, so the most questions), vessels and heart surgery. */
export const heartAndVesselsQuestions: QuestionSeed[] = [
  {
    specialty: 'Cardiologie',
    title: 'Palpitations après le café',
    content:
      'J’ai 35 ans et je sens mon cœur battre fort et vite après deux cafés. Cela dure quelques minutes. Faut-il faire un électrocardiogramme ?',
    answer:
      'La caféine peut provoquer des palpitations bénignes. Un électrocardiogramme au repos, et parfois un Holter sur 24 heures, permettent d’éliminer un trouble du rythme. Consultez rapidement si les palpitations s’accompagnent d’un malaise, d’une douleur thoracique ou d’un essoufflement.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Tension à 15/9 au réveil',
    content:
      'Mon tensiomètre affiche 15/9 le matin depuis une semaine. Je n’ai aucun symptôme. Est-ce de l’hypertension ?',
    answer:
      'Une seule série de mesures ne suffit pas, mais des chiffres répétés au-dessus de 13,5/8,5 à domicile évoquent une hypertension. Faites une automesure sur trois jours (trois mesures matin et soir) et montrez le relevé à votre médecin, qui décidera d’un bilan et d’un éventuel traitement.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Douleur dans la poitrine en montant les escaliers',
    content:
      'J’ai 57 ans, je fume depuis 30 ans. Depuis un mois, j’ai une pression dans la poitrine quand je monte les escaliers de mon immeuble, qui passe au repos en deux ou trois minutes.',
    answer:
      'Une douleur thoracique déclenchée par l’effort et calmée par le repos, chez un fumeur de votre âge, fait suspecter une angine de poitrine. Il faut voir un cardiologue sans tarder pour un électrocardiogramme et une épreuve d’effort. Si la douleur survient au repos, dure plus de vingt minutes ou s’accompagne de sueurs, appelez le SAMU (190) immédiatement.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Arrêter le Kardégic avant une extraction dentaire ?',
    content:
      'Je prends Kardégic 75 mg depuis mon stent posé il y a deux ans. Mon dentiste veut m’enlever une dent la semaine prochaine. Dois-je arrêter l’aspirine quelques jours avant ?',
    answer:
      'Non, n’arrêtez pas l’aspirine de vous-même : après un stent, l’interrompre expose à une thrombose du stent, bien plus grave qu’un saignement dentaire. Une extraction simple se fait sous aspirine, avec une compression et parfois une colle hémostatique. Prévenez votre dentiste de votre traitement et, en cas de doute, il peut contacter votre cardiologue.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Chevilles gonflées le soir',
    content:
      'Ma mère a 72 ans, elle est hypertendue sous Amlor 10 mg. Ses chevilles gonflent tous les soirs et le matin c’est parti. Est-ce le cœur ?',
    answer:
      'L’amlodipine (Amlor) donne souvent des œdèmes des chevilles, sans gravité, qui diminuent jambes surélevées. Il faut néanmoins vérifier qu’il ne s’agit pas d’une insuffisance cardiaque ou veineuse : parlez-en à son médecin, qui pourra adapter le traitement. Consultez vite si elle s’essouffle en position allongée ou prend plus de deux kilos en quelques jours.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Souffle au cœur découvert chez mon fils de 6 ans',
    content:
      'Le pédiatre a entendu un souffle au cœur chez mon fils lors d’une visite pour une angine. Il est en pleine forme et fait du football. Faut-il s’inquiéter ?',
    answer:
      'Chez l’enfant, la plupart des souffles sont dits « innocents » : ils n’ont aucune conséquence et disparaissent souvent avec l’âge, et la fièvre les rend plus audibles. Une échographie cardiaque chez un cardiologue permet de le confirmer une fois pour toutes. En attendant, il peut continuer le sport normalement.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Cholestérol LDL à 1,9 g/l à 45 ans',
    content:
      'Ma prise de sang montre un LDL à 1,9 g/l. Je ne fume pas, je fais peu de sport, mon père a fait un infarctus à 52 ans. Dois-je prendre un traitement ?',
    answer:
      'Avec un père atteint d’infarctus avant 55 ans, votre risque cardiovasculaire est plus élevé et un LDL à 1,9 g/l doit être pris en charge. On commence par l’alimentation (moins de graisses animales et de fritures) et l’activité physique, mais une statine est souvent proposée dans votre situation. Votre médecin calculera votre risque global pour fixer l’objectif de LDL.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Essoufflement en marchant depuis quelques semaines',
    content:
      'J’ai 66 ans, je suis diabétique. Depuis trois semaines je m’essouffle pour des efforts que je faisais sans problème, et je dors avec deux oreillers.',
    answer:
      'Un essoufflement nouveau à l’effort, avec besoin de dormir surélevé, peut traduire une insuffisance cardiaque, et chez le diabétique un infarctus peut passer inaperçu. Vous devez consulter un cardiologue cette semaine pour un électrocardiogramme et une échographie cardiaque. Allez aux urgences si vous vous réveillez la nuit en étouffant ou si l’essoufflement survient au repos.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Jeûner pendant le Ramadan avec une insuffisance cardiaque',
    content:
      'Mon père de 70 ans a une insuffisance cardiaque, il prend du Lasilix le matin et d’autres médicaments. Il tient absolument à faire le Ramadan. Est-ce possible ?',
    answer:
      'Cela dépend de la gravité de son insuffisance cardiaque et de la stabilité de son état : c’est une décision à prendre avec son cardiologue avant le mois de jeûne. Si le jeûne est possible, les horaires des médicaments seront adaptés (diurétique au f’tour plutôt qu’au shour, par exemple). Il doit rompre le jeûne s’il s’essouffle, a des vertiges ou si ses jambes gonflent.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Reprendre le sport après un infarctus',
    content:
      'J’ai eu un infarctus il y a trois mois, traité par stent. Je me sens bien. Quand pourrai-je reprendre la course à pied ?',
    answer:
      'La reprise du sport est recommandée après un infarctus, mais de façon encadrée : l’idéal est un programme de réadaptation cardiaque, précédé d’une épreuve d’effort qui fixe la fréquence cardiaque à ne pas dépasser. On reprend par la marche rapide, puis la course progressivement. Arrêtez l’effort et consultez en cas de douleur thoracique, de palpitations ou d’essoufflement inhabituel.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Pouls à 50 au repos',
    content:
      'Ma montre connectée indique un pouls à 50 battements par minute au repos. J’ai 28 ans et je nage quatre fois par semaine. Est-ce normal ?',
    answer:
      'Chez un sportif d’endurance jeune et sans symptôme, un pouls à 50 au repos est habituel et témoigne d’un cœur entraîné. Il devient anormal s’il s’accompagne de malaises, de vertiges, d’une fatigue inexpliquée ou d’un essoufflement. Dans ce cas, un électrocardiogramme est nécessaire.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Sintrom et INR qui varie',
    content:
      'Je suis sous Sintrom pour une valve mécanique. Mon INR passe de 1,8 à 4 d’un contrôle à l’autre sans que je change la dose. Pourquoi ?',
    answer:
      'L’INR sous antivitamine K varie avec l’alimentation (légumes verts riches en vitamine K), certains médicaments comme les antibiotiques, l’alcool et les oublis de prise. Prenez le comprimé à heure fixe, gardez une alimentation régulière et signalez tout nouveau médicament. Avec une valve mécanique, un INR trop bas expose à une thrombose : contrôlez-le plus souvent tant qu’il n’est pas stable, et consultez en urgence en cas de saignement important.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Malaise avec perte de connaissance au hammam',
    content:
      'Mon mari de 48 ans s’est évanoui quelques secondes en sortant du hammam. Il a repris connaissance tout de suite. Faut-il faire des examens ?',
    answer:
      'La chaleur du hammam dilate les vaisseaux et fait baisser la tension : c’est une cause fréquente de malaise vagal, sans gravité. Une perte de connaissance justifie tout de même un examen et un électrocardiogramme pour éliminer un trouble du rythme, surtout si elle survient un jour à l’effort ou sans prodrome. Qu’il boive bien et se relève lentement en sortant.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Hypertension pendant la grossesse',
    content:
      'Je suis enceinte de 30 semaines et ma tension est à 14/9 depuis quelques jours. J’ai un peu mal à la tête.',
    answer:
      'Une tension à 14/9 au troisième trimestre, avec des maux de tête, doit être vue aujourd’hui par votre gynécologue ou aux urgences de la maternité : il faut rechercher une prééclampsie (analyse d’urines, bilan sanguin). Allez-y immédiatement si vous voyez des mouches devant les yeux, avez une douleur en haut du ventre ou si les mouvements du bébé diminuent.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Résultat d’échographie : insuffisance mitrale minime',
    content:
      'Une échographie cardiaque faite pour un bilan montre une « fuite mitrale minime ». Je n’ai aucun symptôme. Que signifie ce résultat ?',
    answer:
      'Une fuite mitrale minime est très fréquente, y compris chez des personnes en parfaite santé, et n’a le plus souvent aucune conséquence. Elle ne nécessite ni traitement ni restriction d’activité. Votre cardiologue vous dira s’il souhaite un contrôle dans quelques années.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Effets du bisoprolol sur la fatigue',
    content:
      'Depuis qu’on m’a prescrit du bisoprolol pour des palpitations, je suis fatigué et j’ai les mains froides. Puis-je l’arrêter ?',
    answer:
      'La fatigue et les extrémités froides sont des effets connus des bêtabloquants, souvent au début du traitement. Ne l’arrêtez pas brutalement, car cela peut provoquer un rebond de palpitations ou de tension. Parlez-en à votre cardiologue, qui peut baisser la dose ou proposer un autre médicament.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Bilan cardiaque avant de reprendre la salle de sport',
    content:
      'J’ai 50 ans, je n’ai pas fait de sport depuis 15 ans et je veux m’inscrire en salle. Faut-il faire un test d’effort avant ?',
    answer:
      'Après 45 ans chez l’homme, et d’autant plus en cas de tabac, d’hypertension, de diabète ou de cholestérol, une consultation cardiologique avec électrocardiogramme est conseillée avant de reprendre un sport intense ; l’épreuve d’effort est proposée selon votre risque. Reprenez de façon progressive, en commençant par l’endurance modérée.',
  },
  {
    specialty: 'Cardiologie',
    title: 'Cœur qui s’emballe sans raison pendant vingt minutes',
    content:
      'Trois fois ce mois-ci, mon cœur est parti d’un coup très vite, environ 180, puis s’est arrêté d’un coup au bout de vingt minutes. J’ai 31 ans.',
    answer:
      'Un début et une fin brusques évoquent une tachycardie paroxystique, souvent liée à une petite anomalie électrique bénigne et bien traitable. Si une crise revient, essayez de souffler fort bouche fermée et faites un électrocardiogramme pendant la crise si possible, aux urgences par exemple. Consultez un cardiologue pour le bilan ; allez aux urgences si la crise dure ou s’accompagne d’un malaise.',
  },
  {
    specialty: 'Angiologie',
    title: 'Varices et jambes lourdes l’été',
    content:
      'Je suis coiffeuse, debout toute la journée. L’été mes jambes sont lourdes et j’ai des varices qui apparaissent. Que faire ?',
    answer:
      'Les jambes lourdes aggravées par la chaleur et la station debout sont typiques de l’insuffisance veineuse. Des bas de contention, la marche, surélever les jambes et terminer la douche par de l’eau fraîche soulagent. Un écho-doppler veineux permettra de décider d’un traitement des varices ; consultez vite si un mollet devient douloureux, chaud et gonflé.',
  },
  {
    specialty: 'Angiologie',
    title: 'Mollet gonflé après un long trajet en louage',
    content:
      'Après un trajet de huit heures de Tunis à Tataouine, mon mollet gauche est gonflé et douloureux depuis deux jours.',
    answer:
      'Un mollet gonflé et douloureux d’un seul côté après une longue immobilité doit faire rechercher une phlébite. Il faut un écho-doppler veineux aujourd’hui même, chez un angiologue ou aux urgences. Si vous êtes essoufflé, avez une douleur dans la poitrine ou crachez du sang, appelez le SAMU (190) : cela peut être une embolie pulmonaire.',
  },
  {
    specialty: 'Chirurgie vasculaire',
    title: 'Douleur au mollet en marchant qui oblige à s’arrêter',
    content:
      'J’ai 62 ans, je fume un paquet par jour. Après 200 mètres de marche, j’ai une crampe dans le mollet qui m’oblige à m’arrêter, puis elle passe.',
    answer:
      'Cette crampe à la marche qui cède à l’arrêt évoque une artérite des membres inférieurs, due au rétrécissement des artères. L’arrêt du tabac est le traitement le plus important, avec la marche quotidienne et un traitement médical. Un écho-doppler artériel est nécessaire ; consultez en urgence si le pied devient froid, pâle et douloureux au repos.',
  },
  {
    specialty: 'Chirurgie vasculaire',
    title: 'Anévrisme de l’aorte de 4 cm découvert par hasard',
    content:
      'Un scanner fait pour des calculs rénaux montre chez mon père de 68 ans un anévrisme de l’aorte abdominale de 4 cm. Faut-il l’opérer ?',
    answer:
      'À 4 cm, un anévrisme de l’aorte abdominale se surveille en général par échographie régulière, sans opération immédiate : l’intervention se discute au-delà de 5 à 5,5 cm ou s’il grossit vite. Le contrôle de la tension et l’arrêt du tabac sont essentiels. Une douleur brutale du ventre ou du dos avec malaise impose d’appeler le SAMU.',
  },
  {
    specialty: 'Chirurgie cardiovasculaire et thoracique',
    title: 'Pontage coronarien ou stent ?',
    content:
      'La coronarographie de mon père montre trois artères bouchées. Le cardiologue parle d’un pontage. Pourquoi pas des stents comme pour son frère ?',
    answer:
      'Quand trois artères sont atteintes, surtout chez un diabétique ou si l’artère principale est touchée, le pontage donne souvent de meilleurs résultats à long terme que les stents. La décision est prise en équipe, cardiologue et chirurgien, selon l’anatomie des lésions et l’état général. N’hésitez pas à demander un rendez-vous pour en discuter avec le chirurgien.',
  },
];
