import type { QuestionSeed } from './question-seed.js';

/** Digestion, hormones and nutrition, kidneys and urinary tract, lungs, ear-nose-throat, eyes, surgery. */
export const organQuestions: QuestionSeed[] = [
  {
    specialty: 'Gastro-entérologie',
    title: 'Brûlures d’estomac fréquentes',
    content:
      'J’ai des brûlures qui remontent dans la gorge après les repas, surtout le soir. Cela dure depuis plusieurs mois.',
    answer:
      'Ce sont des symptômes typiques de reflux gastro-œsophagien. Évitez les repas tardifs et copieux, surélevez la tête du lit et limitez café, épices et tabac. Au-delà de 50 ans, ou en cas d’amaigrissement ou de difficulté à avaler, une fibroscopie est recommandée.',
  },
  {
    specialty: 'Gastro-entérologie',
    title: 'Helicobacter pylori positif',
    content:
      'Ma fibroscopie montre une gastrite avec Helicobacter pylori. Le médecin m’a prescrit trois médicaments pendant 14 jours. Est-ce vraiment nécessaire ?',
    answer:
      'Oui : Helicobacter pylori favorise les ulcères et, à long terme, le cancer de l’estomac, et il est fréquent en Tunisie. Le traitement associe un anti-acide et des antibiotiques, à prendre en entier même si vous vous sentez mieux. Un test de contrôle, au moins quatre semaines après la fin, vérifie que la bactérie a disparu.',
  },
  {
    specialty: 'Gastro-entérologie',
    title: 'Ballonnements et transit irrégulier',
    content:
      'J’ai 32 ans, je suis ballonnée presque tous les jours, avec une alternance de constipation et de diarrhée. Le Spasfon me soulage un peu. Mes analyses sont normales.',
    answer:
      'Ces symptômes, avec des analyses normales chez une personne jeune, évoquent le plus souvent un syndrome de l’intestin irritable, gênant mais bénin. Manger lentement, limiter certains aliments fermentescibles (oignons, légumes secs, boissons gazeuses) et gérer le stress aident beaucoup. Consultez si vous perdez du poids, voyez du sang dans les selles ou êtes réveillée la nuit par la douleur.',
  },
  {
    specialty: 'Gastro-entérologie',
    title: 'Sang rouge dans les selles',
    content:
      'Depuis une semaine, je vois du sang rouge sur le papier toilette après être allé à la selle. J’ai 55 ans et je suis souvent constipé.',
    answer:
      'Ce saignement vient souvent d’hémorroïdes ou d’une fissure favorisées par la constipation, mais à 55 ans une coloscopie est nécessaire pour éliminer un polype ou une tumeur du côlon. Prenez rendez-vous avec un gastro-entérologue. Consultez en urgence si le saignement est abondant ou s’accompagne de malaise.',
  },
  {
    specialty: 'Gastro-entérologie',
    title: 'Hépatite B découverte lors d’un don de sang',
    content:
      'On m’a appelé après un don de sang : je suis porteur du virus de l’hépatite B. Je me sens bien. Que dois-je faire ?',
    answer:
      'Il faut un bilan chez un gastro-entérologue (charge virale, bilan hépatique, échographie, parfois un Fibroscan) pour savoir si le virus est actif et si le foie est atteint ; un traitement n’est pas toujours nécessaire, mais une surveillance régulière l’est. Faites vacciner votre entourage proche, évitez l’alcool et ne partagez ni rasoir ni brosse à dents.',
  },
  {
    specialty: 'Endocrinologie',
    title: 'TSH un peu élevée',
    content:
      'Ma prise de sang montre une TSH à 5,8 avec une T4 normale. Mon médecin parle d’hypothyroïdie « fruste ». Faut-il un traitement ?',
    answer:
      'Une TSH modérément élevée avec une T4 normale se contrôle d’abord à distance, avec la recherche d’anticorps antithyroïdiens. Le traitement se discute selon les symptômes, le taux de TSH, l’âge et un éventuel projet de grossesse.',
  },
  {
    specialty: 'Endocrinologie',
    title: 'Glycémie à jeun à 1,18 g/l',
    content: 'Ma glycémie à jeun est à 1,18 g/l. Mon père est diabétique. Suis-je diabétique aussi ?',
    answer:
      'Une glycémie à jeun entre 1,10 et 1,26 g/l correspond à un prédiabète, pas encore à un diabète. C’est le bon moment pour agir : perdre quelques kilos, marcher 30 minutes par jour et réduire le sucre et le pain blanc diminuent nettement le risque. Un contrôle avec hémoglobine glyquée (HbA1c) est conseillé, puis une surveillance chaque année.',
  },
  {
    specialty: 'Endocrinologie',
    title: 'Hypoglycémies sous insuline pendant le Ramadan',
    content:
      'Je suis diabétique de type 2 sous insuline et Glucophage. L’an dernier j’ai fait des malaises l’après-midi pendant le Ramadan. Puis-je jeûner cette année ?',
    answer:
      'Un diabétique sous insuline qui a fait des hypoglycémies lors du jeûne précédent est à risque élevé, et le jeûne est en général déconseillé. Si vous souhaitez jeûner, une consultation un à deux mois avant est indispensable pour adapter les doses et apprendre à surveiller la glycémie. Rompez immédiatement le jeûne si votre glycémie descend sous 0,70 g/l ou en cas de malaise.',
  },
  {
    specialty: 'Endocrinologie',
    title: 'Nodule thyroïdien à l’échographie',
    content:
      'Une échographie du cou montre un nodule de 15 mm sur la thyroïde. Ma TSH est normale. Faut-il l’enlever ?',
    answer:
      'Les nodules thyroïdiens sont très fréquents et bénins dans la grande majorité des cas. Selon son aspect à l’échographie (classification EU-TIRADS), une cytoponction à l’aiguille fine peut être proposée pour l’analyser ; la chirurgie n’est nécessaire que dans certains cas. Consultez si le nodule grossit vite, gêne pour avaler ou si la voix change.',
  },
  {
    specialty: 'Endocrinologie',
    title: 'Levothyrox et prise du matin',
    content:
      'Je prends Levothyrox 75 µg. Parfois je le prends avec le café au lait du petit déjeuner. Est-ce grave ?',
    answer:
      'Ce n’est pas dangereux, mais le café, le lait et certains médicaments (fer, calcium) diminuent son absorption, ce qui peut déséquilibrer votre TSH. Prenez-le à jeun avec de l’eau, 30 minutes avant le petit déjeuner, toujours de la même façon. Si vous avez changé d’habitude, un contrôle de la TSH six semaines après est utile.',
  },
  {
    specialty: 'Nutrition',
    title: 'Perdre du poids après une grossesse',
    content: 'J’ai accouché il y a six mois et j’allaite encore. Comment perdre les kilos pris sans risque ?',
    answer:
      'Pendant l’allaitement, pas de régime restrictif : privilégiez une alimentation variée, des légumes à chaque repas, des féculents complets et de l’eau, et reprenez une activité physique progressive. Une perte de 0,5 kg par semaine est un bon rythme.',
  },
  {
    specialty: 'Nutrition',
    title: 'Régime pour un cholestérol élevé',
    content:
      'Mon cholestérol est élevé et je voudrais éviter les médicaments. Quels aliments faut-il éviter ? Je mange beaucoup de pain et de fritures.',
    answer:
      'Réduisez surtout les graisses saturées : fritures, charcuterie, viandes grasses, beurre, fromages et pâtisseries. Privilégiez l’huile d’olive en quantité raisonnable, le poisson deux fois par semaine, les légumes, les légumineuses et les céréales complètes. Un suivi diététique aide à tenir dans la durée ; refaites le bilan après trois mois.',
  },
  {
    specialty: 'Nutrition',
    title: 'Mon fils de 10 ans est en surpoids',
    content:
      'Mon fils de 10 ans pèse 52 kg pour 1,40 m. Il mange beaucoup de chips et boit des sodas. Faut-il le mettre au régime ?',
    answer:
      'Chez l’enfant, on évite les régimes restrictifs : l’objectif est de changer les habitudes de toute la famille (plus de sodas ni de grignotage à la maison, repas à heures fixes, moins d’écrans, plus d’activité physique). Une consultation permettra de situer son poids sur sa courbe et de vérifier sa tension. Le soutien de la famille, sans culpabiliser l’enfant, est la clé.',
  },
  {
    specialty: 'Nutrition',
    title: 'Protéines pour la musculation',
    content:
      'J’ai 22 ans, je fais de la musculation cinq fois par semaine. Un coach me conseille de prendre de la whey trois fois par jour.',
    answer:
      'Les besoins en protéines d’un sportif sont en général couverts par une alimentation variée (œufs, poisson, poulet, légumineuses, produits laitiers), sans compléments. Un excès de protéines n’apporte pas plus de muscle. Méfiez-vous des produits vendus en ligne, qui contiennent parfois des substances interdites ; parlez-en à un nutritionniste si vous voulez un plan adapté.',
  },
  {
    specialty: 'Néphrologie',
    title: 'Créatinine un peu élevée',
    content:
      'J’ai 63 ans, je suis hypertendu et diabétique. Ma créatinine est à 14 mg/l. Le médecin parle d’insuffisance rénale débutante.',
    answer:
      'Chez un diabétique hypertendu, une créatinine un peu élevée peut témoigner d’une atteinte rénale débutante, qui se ralentit bien si la tension et le diabète sont bien contrôlés. Évitez les anti-inflammatoires (Voltarène, ibuprofène) et signalez votre fonction rénale à chaque prescription. Un bilan en néphrologie, avec recherche d’albumine dans les urines, est recommandé.',
  },
  {
    specialty: 'Néphrologie',
    title: 'Sang dans les urines sur une bandelette',
    content:
      'Une analyse d’urines faite pour un certificat montre des traces de sang. Je n’ai aucune douleur. Que faut-il faire ?',
    answer:
      'Une trace de sang isolée peut être due à un effort, aux règles ou à une infection ; il faut d’abord refaire l’analyse à distance. Si elle persiste, un bilan est nécessaire (examen cytobactériologique, échographie, fonction rénale) pour rechercher une cause rénale ou urinaire. Consultez plus vite si les urines deviennent rouges ou si la tension est élevée.',
  },
  {
    specialty: 'Néphrologie',
    title: 'Dialyse et voyage en été',
    content:
      'Mon père est dialysé trois fois par semaine à Sousse. Nous voulons passer trois semaines à Djerba cet été. Est-ce possible ?',
    answer:
      'Oui, c’est possible en organisant à l’avance des séances dans un centre de dialyse à Djerba ; votre centre actuel vous aidera à transmettre son dossier et ses dernières analyses. Attention à la chaleur : qu’il respecte ses apports en eau et en sel pour éviter de trop grossir entre deux séances. Prévoyez la réservation plusieurs semaines avant.',
  },
  {
    specialty: 'Urologie',
    title: 'Se lever la nuit pour uriner',
    content: 'J’ai 58 ans et je me lève trois fois par nuit pour uriner. Le jet est faible.',
    answer:
      'Ces symptômes évoquent une augmentation de volume de la prostate, très fréquente à cet âge. Une consultation avec examen clinique, dosage du PSA et échographie permet de faire le point et de proposer un traitement.',
  },
  {
    specialty: 'Urologie',
    title: 'Colique néphrétique et calcul de 6 mm',
    content:
      'J’ai eu une crise de douleur terrible dans le dos côté droit. Le scanner montre un calcul de 6 mm. Va-t-il passer tout seul ?',
    answer:
      'Un calcul de 6 mm a de bonnes chances d’être éliminé seul en quelques semaines, aidé par un traitement antalgique et parfois un médicament qui relâche l’uretère. Buvez normalement et filtrez vos urines pour récupérer le calcul et l’analyser. Consultez en urgence en cas de fièvre, de frissons, de vomissements répétés ou si vous n’urinez plus.',
  },
  {
    specialty: 'Urologie',
    title: 'Infections urinaires à répétition',
    content:
      'J’ai 30 ans et je fais des cystites quatre à cinq fois par an, souvent après les rapports. Je prends à chaque fois un antibiotique.',
    answer:
      'Les cystites récidivantes sont fréquentes chez la femme ; boire au moins 1,5 litre par jour, uriner après les rapports et ne pas se retenir réduisent les récidives. Un examen d’urines avant chaque traitement permet de choisir le bon antibiotique, et un bilan urologique est parfois utile. Consultez en urgence en cas de fièvre ou de douleur dans le dos, signes d’une infection du rein.',
  },
  {
    specialty: 'Pneumologie',
    title: 'Asthme et Ventoline utilisée tous les jours',
    content:
      'Je suis asthmatique depuis l’enfance. En ce moment j’utilise ma Ventoline tous les jours, parfois la nuit. Est-ce normal ?',
    answer:
      'Non, utiliser la Ventoline plus de deux fois par semaine ou la nuit signifie que votre asthme n’est pas contrôlé : un traitement de fond (corticoïde inhalé) doit être mis en place ou ajusté. Consultez rapidement un pneumologue, qui vérifiera aussi votre technique d’inhalation. Allez aux urgences si la Ventoline ne vous soulage plus ou si vous avez du mal à parler.',
  },
  {
    specialty: 'Pneumologie',
    title: 'Ronflements et fatigue au réveil',
    content:
      'Ma femme dit que je ronfle fort et que j’arrête de respirer la nuit. Je suis fatigué toute la journée et je m’endors au volant. J’ai 49 ans.',
    answer:
      'Ces signes évoquent fortement un syndrome d’apnées du sommeil, fréquent en cas de surpoids, qui augmente le risque d’hypertension et d’accidents. Un enregistrement du sommeil (polygraphie) confirme le diagnostic, et le traitement par appareil de pression positive est très efficace. Évitez de conduire quand vous êtes somnolent en attendant la consultation.',
  },
  {
    specialty: 'Pneumologie',
    title: 'Toux de fumeur le matin',
    content:
      'J’ai 52 ans, je fume depuis l’âge de 18 ans. Je tousse et crache tous les matins et je m’essouffle dans les montées.',
    answer:
      'Une toux avec crachats chaque matin et un essoufflement chez un fumeur doivent faire rechercher une bronchopneumopathie chronique obstructive (BPCO) par une spirométrie. L’arrêt du tabac est le seul moyen d’empêcher l’aggravation ; une aide au sevrage existe. Consultez rapidement en cas de crachat de sang, d’amaigrissement ou de douleur thoracique.',
  },
  {
    specialty: 'Pneumologie',
    title: 'Tuberculose dans l’entourage',
    content:
      'Mon collègue de bureau vient d’être hospitalisé pour une tuberculose pulmonaire. Je n’ai aucun symptôme. Dois-je faire des examens ?',
    answer:
      'Oui, les personnes en contact régulier avec un malade contagieux doivent être dépistées : examen, radiographie du thorax et test tuberculinique ou sanguin, organisés en général par le service de santé publique. Si une infection latente est découverte, un traitement préventif peut être proposé. Consultez si vous toussez plus de deux semaines, maigrissez ou avez de la fièvre le soir.',
  },
  {
    specialty: 'Oto-rhino-laryngologie (ORL)',
    title: 'Sinusite qui revient',
    content: 'Je fais trois ou quatre sinusites par an, avec le nez bouché et des douleurs au front.',
    answer:
      'Des sinusites à répétition justifient un examen ORL avec nasofibroscopie, et parfois un scanner des sinus, pour rechercher une cause (déviation de la cloison, polypes, allergie). Les lavages de nez quotidiens réduisent les récidives.',
  },
  {
    specialty: 'Oto-rhino-laryngologie (ORL)',
    title: 'Oreille bouchée après la plage',
    content:
      'Depuis que je me suis baigné à Hammamet, j’ai l’oreille droite bouchée et douloureuse quand je touche le lobe.',
    answer:
      'Une douleur de l’oreille qui augmente quand on tire sur le lobe, après des baignades, évoque une otite externe. Elle se traite par des gouttes prescrites après examen, car il faut vérifier que le tympan est intact. Gardez l’oreille au sec, n’utilisez pas de coton-tige, et consultez rapidement si la douleur devient intense ou s’accompagne de fièvre.',
  },
  {
    specialty: 'Oto-rhino-laryngologie (ORL)',
    title: 'Sifflement dans les oreilles',
    content:
      'Depuis un mariage où la musique était très forte, j’entends un sifflement permanent dans les deux oreilles. Cela fait cinq jours.',
    answer:
      'Un acouphène après une exposition à un bruit intense traduit un traumatisme sonore de l’oreille interne. Au-delà de 24 à 48 heures, il faut consulter un ORL rapidement, car un traitement précoce peut améliorer la récupération ; une audiométrie mesurera votre audition. Protégez vos oreilles du bruit à l’avenir.',
  },
  {
    specialty: 'Oto-rhino-laryngologie (ORL)',
    title: 'Voix enrouée depuis un mois',
    content:
      'Je suis enseignant. Ma voix est rauque depuis un mois, surtout en fin de journée. Je fume quelques cigarettes par jour.',
    answer:
      'Chez un professionnel de la voix, un enrouement peut venir d’un surmenage vocal (nodules), mais une dysphonie qui dure plus de trois semaines chez un fumeur impose un examen des cordes vocales par un ORL. Reposez votre voix, buvez de l’eau et arrêtez le tabac. Consultez sans attendre en cas de gêne pour avaler ou respirer.',
  },
  {
    specialty: 'Oto-rhino-laryngologie (ORL)',
    title: 'Vertiges en se retournant dans le lit',
    content:
      'Quand je me retourne dans le lit ou lève la tête, tout tourne pendant quelques secondes. J’ai 60 ans. Sinon je vais bien.',
    answer:
      'Des vertiges brefs déclenchés par les mouvements de la tête évoquent un vertige positionnel paroxystique bénin, dû à de petits cristaux déplacés dans l’oreille interne. Il se guérit souvent en une séance par une manœuvre faite par l’ORL ou le kinésithérapeute. Consultez en urgence si le vertige s’accompagne d’un mal de tête brutal, d’une difficulté à parler, d’une faiblesse d’un côté ou d’un trouble de la vision.',
  },
  {
    specialty: 'Ophtalmologie',
    title: 'Yeux rouges et qui grattent',
    content: 'Mes yeux sont rouges et me grattent chaque printemps. Les gouttes ne suffisent plus.',
    answer:
      'Il s’agit probablement d’une conjonctivite allergique saisonnière. Des collyres antihistaminiques et le rinçage au sérum physiologique soulagent. Consultez si la vision baisse, si l’œil est douloureux ou si la rougeur ne touche qu’un œil.',
  },
  {
    specialty: 'Ophtalmologie',
    title: 'Vision floue de près à 45 ans',
    content:
      'Depuis quelques mois, je dois éloigner mon téléphone pour lire les messages. J’ai toujours eu une très bonne vue.',
    answer:
      'C’est la presbytie, une baisse naturelle de la vision de près qui commence vers 40–45 ans. Des lunettes de lecture adaptées la corrigent. Un examen ophtalmologique complet est l’occasion de mesurer la pression de l’œil, pour dépister un glaucome qui devient plus fréquent à cet âge.',
  },
  {
    specialty: 'Ophtalmologie',
    title: 'Fond d’œil pour un diabétique',
    content:
      'Je suis diabétique depuis six ans, ma vue est bonne. Mon médecin insiste pour un fond d’œil. Est-ce utile si je vois bien ?',
    answer:
      'Oui : la rétinopathie diabétique ne donne aucun symptôme au début, et on peut la traiter efficacement si elle est découverte tôt. Un examen du fond d’œil est recommandé chaque année chez le diabétique, même avec une vue parfaite. Consultez en urgence si votre vision baisse brutalement ou si vous voyez un voile.',
  },
  {
    specialty: 'Ophtalmologie',
    title: 'Éclairs lumineux et mouches dans un œil',
    content:
      'Depuis ce matin, je vois des éclairs sur le côté de l’œil gauche et beaucoup de petites taches noires qui bougent. Je suis myope.',
    answer:
      'L’apparition brutale d’éclairs et de nombreuses « mouches », surtout chez un myope, peut signaler une déchirure de la rétine. Vous devez être examiné par un ophtalmologiste aujourd’hui, avec un fond d’œil. Si un voile ou un rideau noir apparaît dans le champ de vision, c’est une urgence immédiate.',
  },
  {
    specialty: 'Ophtalmologie',
    title: 'Cataracte : quand opérer ?',
    content:
      'Ma mère de 74 ans a une cataracte aux deux yeux. Elle voit flou et est éblouie la nuit. L’ophtalmologue propose d’opérer. Faut-il attendre ?',
    answer:
      'On opère la cataracte quand elle gêne la vie quotidienne, ce qui semble le cas ; il n’y a aucun avantage à attendre qu’elle « mûrisse ». L’intervention est courte, sous anesthésie locale, et se fait un œil après l’autre. Après l’opération, consultez en urgence en cas de douleur, de rougeur importante ou de baisse de vision.',
  },
  {
    specialty: 'Chirurgie générale',
    title: 'Calculs dans la vésicule découverts à l’échographie',
    content:
      'Une échographie montre des calculs dans ma vésicule. J’ai parfois des douleurs sous les côtes à droite après des repas gras.',
    answer:
      'Des calculs qui donnent des douleurs (coliques hépatiques) justifient en général l’ablation de la vésicule par cœlioscopie, une intervention courante qui évite les complications. Consultez un chirurgien pour la programmer. Allez aux urgences en cas de fièvre, de jaunisse (yeux jaunes) ou de douleur qui dure plus de six heures.',
  },
  {
    specialty: 'Chirurgie générale',
    title: 'Boule à l’aine qui apparaît à l’effort',
    content:
      'J’ai 40 ans, je porte des charges au travail. Une boule apparaît dans l’aine quand je tousse et disparaît quand je m’allonge.',
    answer:
      'C’est très probablement une hernie inguinale. Elle ne guérit pas seule, et une opération programmée est en général conseillée chez un travailleur actif, souvent par cœlioscopie. Consultez en urgence si la boule devient dure, douloureuse et ne rentre plus, surtout avec des vomissements : c’est un étranglement.',
  },
  {
    specialty: 'Chirurgie générale',
    title: 'Douleur en bas à droite du ventre',
    content:
      'Mon fils de 16 ans a mal au ventre depuis hier, la douleur a commencé autour du nombril et se trouve maintenant en bas à droite. Il a 38 °C et pas faim.',
    answer:
      'Cette évolution de la douleur, avec fièvre et perte d’appétit, est typique d’une appendicite. Il doit être examiné aujourd’hui aux urgences ou par un chirurgien, avec une prise de sang et une échographie. Ne lui donnez ni à manger ni antalgique puissant en attendant, pour ne pas masquer les signes.',
  },
];
