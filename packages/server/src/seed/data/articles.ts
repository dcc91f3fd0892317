/** Health articles in French (Markdown) for the landing page and the /articles list. */
export interface ArticleSeed {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  cover: string;
  author: string;
  showOnLanding: boolean;
  published: boolean;
}

export const articles: ArticleSeed[] = [
  {
    title: 'Ramadan et diabète : jeûner sans danger',
    slug: 'ramadan-et-diabete',
    excerpt:
      'Avant de jeûner, un bilan avec votre médecin permet d’adapter le traitement et d’éviter hypoglycémies et déshydratation.',
    cover: '/assets/demo/article-nutrition.svg',
    author: 'Dr Amel Trabelsi, endocrinologue',
    showOnLanding: true,
    published: true,
    content: `## Consulter avant le mois de Ramadan

Le jeûne modifie les horaires des repas, du sommeil et de la prise des médicaments. Pour une personne
diabétique, ces changements peuvent provoquer des **hypoglycémies** dans la journée ou des
**hyperglycémies** après l’iftar. Une consultation six à huit semaines avant le début du mois permet
d’évaluer le risque et d’adapter le traitement.

## Les signes qui imposent de rompre le jeûne

- une glycémie inférieure à 0,70 g/l, ou supérieure à 3 g/l ;
- des sueurs, des tremblements, une confusion ou un malaise ;
- des signes de déshydratation : soif intense, vertiges, urines foncées.

## Bien composer ses repas

Au shour, privilégiez les sucres lents (pain complet, orge, légumineuses) et buvez suffisamment.
À l’iftar, commencez par des dattes et de l’eau, puis un repas équilibré ; limitez les pâtisseries
et les boissons sucrées. Surveillez votre glycémie plus souvent que d’habitude, y compris pendant
la journée : une mesure capillaire ne rompt pas le jeûne.`,
  },
  {
    title: 'Hypertension artérielle : le tueur silencieux',
    slug: 'hypertension-arterielle',
    excerpt:
      'Près d’un adulte tunisien sur trois a une tension trop élevée, souvent sans le savoir. Le dépistage est simple et rapide.',
    cover: '/assets/demo/article-heart.svg',
    author: 'Dr Karim Ben Salah, cardiologue',
    showOnLanding: true,
    published: true,
    content: `## Pourquoi la mesurer ?

L’hypertension ne donne le plus souvent **aucun symptôme**. Elle abîme pourtant, année après année,
le cœur, les reins, les yeux et les artères du cerveau. C’est l’un des premiers facteurs de risque
d’accident vasculaire cérébral et d’infarctus.

## Les bons réflexes

1. Faites mesurer votre tension au moins une fois par an après 40 ans.
2. Réduisez le sel : attention au pain, à la harissa industrielle, aux conserves et aux fromages.
3. Marchez au moins 30 minutes par jour, cinq jours par semaine.
4. Arrêtez le tabac, y compris la chicha.

## Un traitement, c’est pour longtemps

Si un traitement est prescrit, il ne faut pas l’arrêter quand les chiffres se normalisent : c’est
justement le signe qu’il agit. L’automesure à domicile, trois matins et trois soirs de suite, aide
votre médecin à ajuster la dose.`,
  },
  {
    title: 'Vaccination des enfants : le calendrier tunisien expliqué',
    slug: 'calendrier-vaccinal-enfant',
    excerpt: 'BCG, hépatite B, ROR, pneumocoque… Quels vaccins, à quel âge, et que faire en cas de retard ?',
    cover: '/assets/demo/article-child.svg',
    author: 'Dr Sarra Hammami, pédiatre',
    showOnLanding: true,
    published: true,
    content: `## Le programme national de vaccination

En Tunisie, les vaccins du programme national sont gratuits dans les centres de santé de base.
Dès la naissance, le nouveau-né reçoit le **BCG** et la première dose contre l’**hépatite B**.
Suivent, au cours de la première année, les vaccins contre la diphtérie, le tétanos, la coqueluche,
la poliomyélite, l’Haemophilus influenzae b et le pneumocoque.

## Et si une dose a été oubliée ?

Un retard ne fait pas tout recommencer : on reprend le calendrier là où il s’est arrêté. Apportez
le carnet de santé à chaque consultation pour que le pédiatre vérifie les rappels.

## Les petites réactions sont normales

Une fièvre modérée ou une rougeur au point d’injection peuvent survenir dans les 48 heures.
Consultez en urgence si la fièvre dépasse 39,5 °C, si l’enfant pleure sans pouvoir être consolé
pendant plus de trois heures, ou s’il est anormalement somnolent.`,
  },
  {
    title: 'Coup de chaleur : protéger les plus fragiles en été',
    slug: 'coup-de-chaleur-ete',
    excerpt:
      'Nourrissons, personnes âgées et travailleurs en plein air sont les premiers exposés quand le thermomètre dépasse 40 °C.',
    cover: '/assets/demo/article-sun.svg',
    author: 'Dr Mehdi Jlassi, médecin urgentiste',
    showOnLanding: true,
    published: true,
    content: `## Reconnaître le coup de chaleur

Peau chaude et sèche, température au-delà de 40 °C, maux de tête, confusion : le coup de chaleur est
une **urgence vitale**. Appelez le SAMU (190), placez la personne à l’ombre, déshabillez-la et
rafraîchissez-la avec de l’eau.

## Prévenir

- buvez régulièrement sans attendre d’avoir soif ;
- évitez de sortir entre 11 h et 16 h ;
- ne laissez jamais un enfant seul dans une voiture, même quelques minutes ;
- prenez des nouvelles de vos voisins âgés pendant les vagues de chaleur.`,
  },
  {
    title: 'Mal de dos : quand faut-il consulter ?',
    slug: 'mal-de-dos-quand-consulter',
    excerpt:
      'La plupart des lombalgies guérissent en quelques semaines. Certains signes doivent pourtant faire consulter sans attendre.',
    cover: '/assets/demo/article-back.svg',
    author: 'Dr Walid Kallel, rhumatologue',
    showOnLanding: false,
    published: true,
    content: `## Rester actif

Contrairement aux idées reçues, le repos au lit prolongé ralentit la guérison d’une lombalgie
commune. Continuez à marcher et à bouger dans la limite de la douleur.

## Les signes d’alerte

Consultez rapidement en cas de douleur après une chute, de fièvre, de perte de poids inexpliquée,
de faiblesse d’une jambe, ou de troubles urinaires : ces situations demandent un examen médical et
parfois une imagerie.

## Prévenir les récidives

Le renforcement des muscles du tronc, encadré par un kinésithérapeute, réduit le risque de
nouvelle crise. Au travail, adaptez la hauteur de votre écran et levez-vous toutes les heures.`,
  },
  {
    title: 'Dépistage du cancer du sein : Octobre rose toute l’année',
    slug: 'depistage-cancer-du-sein',
    excerpt: 'Auto-examen, examen clinique, mammographie : les étapes d’un dépistage qui sauve des vies.',
    cover: '/assets/demo/article-ribbon.svg',
    author: 'Dr Leila Ellouze, gynécologue',
    showOnLanding: false,
    published: true,
    content: `## Le cancer le plus fréquent chez la femme

Détecté tôt, le cancer du sein se guérit dans plus de neuf cas sur dix. En Tunisie, il est encore
trop souvent découvert à un stade avancé.

## Que faire, et quand ?

- **dès 20 ans** : palpation de ses seins une fois par mois, après les règles ;
- **chaque année** : examen des seins par un médecin ou une sage-femme ;
- **à partir de 40 ans**, ou plus tôt en cas d’antécédents familiaux : mammographie selon l’avis
  de votre médecin.

Une boule, une rétraction du mamelon, un écoulement ou une modification de la peau doivent
conduire à consulter sans attendre.`,
  },
  {
    title: 'Bien dormir : sept conseils simples',
    slug: 'bien-dormir-conseils',
    excerpt: 'Écrans, café, horaires décalés : ce qui abîme notre sommeil et comment le retrouver.',
    cover: '/assets/demo/article-sleep.svg',
    author: 'Dr Nizar Triki, neurologue',
    showOnLanding: false,
    published: true,
    content: `## Un besoin, pas un luxe

Un adulte a besoin de sept à neuf heures de sommeil. Le manque de sommeil favorise l’hypertension,
le diabète, la prise de poids et les accidents de la route.

## Sept conseils

1. Levez-vous à heure fixe, même le week-end.
2. Pas de café ni de thé après 16 h.
3. Éteignez les écrans une heure avant le coucher.
4. Gardez la chambre fraîche, sombre et calme.
5. Évitez les repas copieux le soir.
6. Faites de l’exercice, mais pas juste avant de dormir.
7. Si vous ne dormez pas au bout de vingt minutes, levez-vous et lisez au calme.

Des ronflements forts avec des pauses respiratoires doivent faire rechercher une apnée du sommeil.`,
  },
  {
    title: 'Antibiotiques : pas automatiques',
    slug: 'antibiotiques-bon-usage',
    excerpt:
      'La plupart des angines, rhumes et bronchites sont virales : un antibiotique n’y change rien, mais favorise les résistances.',
    cover: '/assets/demo/article-pills.svg',
    author: 'Dr Hatem Zouari, infectiologue',
    showOnLanding: false,
    published: true,
    content: `## Virus ou bactérie ?

Les antibiotiques ne soignent que les infections **bactériennes**. Pris contre un virus, ils
exposent aux effets indésirables sans aucun bénéfice, et sélectionnent des bactéries résistantes.

## Les bons gestes

- ne prenez pas un antibiotique sans prescription, même « celui qui avait marché la dernière fois » ;
- respectez la dose et la durée prescrites ;
- rapportez les boîtes entamées à la pharmacie au lieu de les garder.`,
  },
  {
    title: 'Allergies de printemps : le pollen d’olivier en ligne de mire',
    slug: 'allergies-printemps-olivier',
    excerpt: 'D’avril à juin, le pollen d’olivier et de graminées déclenche rhinites et conjonctivites.',
    cover: '/assets/demo/article-pollen.svg',
    author: 'Dr Rim Masmoudi, allergologue',
    showOnLanding: false,
    published: true,
    content: `## Un pollen très présent en Tunisie

L’olivier est l’une des principales causes de rhinite allergique au printemps, surtout dans le
Sahel et la région de Sfax. Éternuements, nez qui coule et yeux qui piquent en sont les signes.

## Se protéger

Aérez tôt le matin ou tard le soir, rincez-vous le nez au sérum physiologique et lavez vos cheveux
le soir. Un bilan allergologique permet de confirmer l’allergie et de discuter une désensibilisation.`,
  },
  {
    title: 'Téléconsultation : comment bien la préparer',
    slug: 'teleconsultation-preparer',
    excerpt:
      'Connexion, documents, liste de questions : quelques minutes de préparation pour une consultation efficace.',
    cover: '/assets/demo/article-phone.svg',
    author: 'Équipe Tabib',
    showOnLanding: false,
    published: false,
    content: `## Avant la consultation

Installez-vous dans un endroit calme et bien éclairé, vérifiez votre connexion et gardez à portée
de main vos ordonnances, vos résultats d’analyses et la liste de vos traitements.

## Pendant la consultation

Notez vos questions à l’avance. Le médecin peut vous demander de montrer une lésion à la caméra ou
de prendre votre tension si vous avez un tensiomètre.`,
  },
];
