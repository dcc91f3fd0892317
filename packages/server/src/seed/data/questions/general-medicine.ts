import type { QuestionSeed } from './question-seed.js';

/** General practice, internal medicine, infections, allergies, blood, the elderly, and the rarer specialties. */
export const generalMedicineQuestions: QuestionSeed[] = [
  {
    specialty: 'Médecine générale',
    title: 'Fièvre qui dure depuis trois jours',
    content:
      'Bonjour docteur, j’ai 38,5 °C de fièvre depuis trois jours avec des courbatures. Le paracétamol fait baisser la fièvre quelques heures seulement. Dois-je consulter ?',
    answer:
      'Bonjour. Une fièvre qui persiste au-delà de trois jours mérite un examen clinique pour en trouver la cause (infection urinaire, ORL, pulmonaire…). Buvez beaucoup et consultez aujourd’hui ; allez aux urgences en cas de difficulté à respirer, de raideur de la nuque ou de taches sur la peau.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Fatigue permanente',
    content:
      'Je suis fatiguée tout le temps depuis deux mois, même après une nuit complète. J’ai 29 ans. Quelles analyses faut-il faire ?',
    answer:
      'Une fatigue durable a souvent une cause simple à vérifier : anémie par manque de fer, trouble de la thyroïde, carence en vitamine D, ou manque de sommeil réparateur. Un bilan sanguin (NFS, ferritine, TSH, glycémie) est un bon point de départ, après un examen par votre médecin.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Angine : faut-il un antibiotique ?',
    content:
      'J’ai mal à la gorge depuis hier avec 38 °C. Ma voisine m’a conseillé de prendre l’Augmentin qui me reste de l’an dernier. Est-ce une bonne idée ?',
    answer:
      'Non : la plupart des angines sont virales et guérissent seules en quelques jours, et un antibiotique pris sans indication favorise les résistances. Votre médecin peut faire un test rapide dans la gorge pour savoir si c’est un streptocoque, seul cas où l’antibiotique est utile. Consultez en urgence si vous n’arrivez plus à avaler votre salive ou à ouvrir la bouche.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Certificat médical pour la salle de sport',
    content:
      'La salle de sport me demande un certificat de non contre-indication. J’ai 24 ans et aucun problème de santé. Que va vérifier le médecin ?',
    answer:
      'Le médecin vous interroge sur vos antécédents personnels et familiaux (malaises, morts subites dans la famille), prend votre tension et examine le cœur et les poumons. Un électrocardiogramme n’est demandé que dans certains cas. La consultation est courte ; signalez tout essoufflement ou douleur à l’effort.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Diarrhée et vomissements chez un adulte',
    content:
      'Depuis cette nuit j’ai la diarrhée et j’ai vomi trois fois, après un repas de fruits de mer à La Goulette. Pas de fièvre.',
    answer:
      'Il s’agit probablement d’une intoxication alimentaire ou d’une gastro-entérite, qui guérit le plus souvent en 24 à 48 heures. L’essentiel est de boire souvent par petites gorgées (solution de réhydratation, eau, bouillon) et de manger léger. Consultez si vous ne gardez rien, si vous urinez peu, si du sang apparaît dans les selles ou si la fièvre monte.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Maux de tête qui reviennent chaque après-midi',
    content:
      'Je travaille sur ordinateur 9 heures par jour. Tous les après-midi j’ai mal à la tête, comme un casque. Je prends du Doliprane presque tous les jours.',
    answer:
      'Ces maux de tête en casque évoquent des céphalées de tension, favorisées par la posture, les écrans et le stress. Attention : prendre des antalgiques plus de dix jours par mois peut lui-même entretenir les maux de tête. Faites des pauses, vérifiez votre vue et consultez ; un mal de tête brutal et très intense, ou avec fièvre et raideur de la nuque, impose d’aller aux urgences.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Vaccin antitétanique après une blessure',
    content:
      'Je me suis coupé la main avec un outil rouillé en jardinant. Mon dernier vaccin contre le tétanos date de l’école, il y a plus de 20 ans.',
    answer:
      'Votre rappel n’étant plus à jour, il faut vous faire vacciner rapidement, et selon la plaie une injection d’immunoglobulines peut être ajoutée. Nettoyez bien la plaie à l’eau et au savon puis désinfectez-la. Consultez aujourd’hui, d’autant plus si la plaie est profonde, souillée ou devient rouge et chaude.',
  },
  {
    specialty: 'Médecine générale',
    title: 'Toux qui traîne après un rhume',
    content:
      'Mon rhume est passé mais je tousse encore depuis trois semaines, une toux sèche surtout le soir. Je ne fume pas.',
    answer:
      'Une toux sèche qui persiste quelques semaines après une infection virale est fréquente : les bronches restent irritables. Elle disparaît en général seule. Au-delà de huit semaines, ou en cas de fièvre, d’essoufflement, de crachats sanglants ou d’amaigrissement, une consultation avec radiographie du thorax est nécessaire.',
  },
  {
    specialty: 'Médecine interne',
    title: 'Vitesse de sédimentation élevée sans explication',
    content:
      'Ma VS est à 60 depuis trois contrôles, sans symptôme particulier à part des douleurs aux épaules le matin. J’ai 70 ans.',
    answer:
      'Chez une personne de plus de 50 ans, une VS élevée avec des douleurs et une raideur matinale des épaules fait penser à une pseudo-polyarthrite rhizomélique, qui répond très bien à la cortisone. Il faut un examen en médecine interne pour le confirmer et éliminer d’autres causes. Signalez en urgence tout mal de tête inhabituel ou trouble de la vue, qui peuvent signaler une atteinte des artères.',
  },
  {
    specialty: 'Médecine interne',
    title: 'Ganglions dans le cou depuis un mois',
    content:
      'J’ai deux petites boules sous la mâchoire depuis un mois, pas douloureuses. Je n’ai pas de fièvre mais je transpire la nuit.',
    answer:
      'Des ganglions qui persistent plus de quatre semaines, surtout avec des sueurs nocturnes, doivent être explorés : examen complet, prise de sang et échographie, parfois une biopsie. Le plus souvent la cause est une infection, mais il faut le vérifier. Prenez rendez-vous rapidement, sans attendre davantage.',
  },
  {
    specialty: 'Maladies infectieuses',
    title: 'Brucellose après avoir bu du lait cru',
    content:
      'J’ai bu du lait de chèvre non bouilli chez des cousins à Kasserine. Depuis dix jours j’ai de la fièvre le soir, des sueurs et des douleurs articulaires.',
    answer:
      'Fièvre, sueurs et douleurs après du lait cru font penser à une brucellose, encore présente en Tunisie. Une sérologie et des hémocultures permettent le diagnostic, et le traitement repose sur des antibiotiques pendant plusieurs semaines. Consultez rapidement, et faites toujours bouillir le lait non pasteurisé.',
  },
  {
    specialty: 'Maladies infectieuses',
    title: 'Morsure de chien dans la rue',
    content:
      'Un chien errant m’a mordu au mollet ce matin à Ben Arous. La plaie est petite. Faut-il un vaccin contre la rage ?',
    answer:
      'Oui, la rage est toujours présente en Tunisie : toute morsure par un chien errant impose un traitement antirabique. Lavez la plaie 15 minutes à l’eau et au savon, puis rendez-vous aujourd’hui même au centre antirabique ou aux urgences. N’attendez pas l’apparition de symptômes : une fois déclarée, la rage est mortelle.',
  },
  {
    specialty: 'Maladies infectieuses',
    title: 'Vaccins avant un voyage en Afrique de l’Ouest',
    content:
      'Je pars travailler trois mois en Côte d’Ivoire. Quels vaccins et quelles précautions contre le paludisme ?',
    answer:
      'La fièvre jaune est obligatoire pour la Côte d’Ivoire ; l’hépatite A, la typhoïde et la mise à jour des vaccins habituels sont recommandées. Un traitement préventif contre le paludisme est nécessaire, avec moustiquaire et répulsifs. Consultez un centre de vaccination internationale au moins quatre semaines avant le départ, et toute fièvre au retour doit faire consulter en urgence.',
  },
  {
    specialty: 'Gériatrie',
    title: 'Ma grand-mère oublie de plus en plus',
    content:
      'Ma grand-mère de 81 ans répète les mêmes questions, oublie si elle a pris ses médicaments et s’est perdue une fois dans son quartier.',
    answer:
      'Ces troubles de mémoire récents, avec un épisode de désorientation, justifient une évaluation gériatrique : tests de mémoire, bilan sanguin et souvent une imagerie cérébrale, car certaines causes se traitent. En attendant, un pilulier préparé par la famille sécurise les médicaments. Une confusion d’apparition brutale, en quelques jours, doit faire consulter en urgence.',
  },
  {
    specialty: 'Gériatrie',
    title: 'Chutes répétées chez mon père de 85 ans',
    content:
      'Mon père est tombé deux fois ce mois-ci dans son appartement. Il prend beaucoup de médicaments, dont un somnifère.',
    answer:
      'Des chutes répétées chez une personne âgée ne sont jamais anodines : il faut revoir ses médicaments (les somnifères et certains antihypertenseurs augmentent le risque), sa vue, son équilibre et sa force musculaire. Aménagez le logement (tapis, éclairage la nuit, barres dans la salle de bain). Une consultation de gériatrie fera le bilan ; après une chute, une douleur de hanche ou l’impossibilité de se relever imposent une radio en urgence.',
  },
  {
    specialty: 'Allergologie',
    title: 'Allergie aux pollens d’olivier',
    content:
      'Chaque année en avril et mai, j’éternue sans arrêt et j’ai les yeux qui coulent. J’habite à Sfax, entouré d’oliviers. Zyrtec m’aide un peu.',
    answer:
      'L’olivier est un pollen très allergisant au printemps dans le Sahel et la région de Sfax. Des tests cutanés confirmeront l’allergie ; en plus des antihistaminiques, un spray nasal à la cortisone commencé avant la saison est efficace, et une désensibilisation peut être proposée. Consultez si vous avez une toux, un sifflement ou une gêne respiratoire, signes possibles d’asthme associé.',
  },
  {
    specialty: 'Allergologie',
    title: 'Gonflement des lèvres après des crevettes',
    content:
      'Après avoir mangé des crevettes, mes lèvres ont gonflé et j’ai eu des plaques qui grattent sur le cou. Tout est passé en deux heures.',
    answer:
      'C’est probablement une allergie aux crustacés, qui peut être plus sévère la fois suivante. Évitez tous les crustacés jusqu’à un bilan allergologique, qui précisera l’allergie et s’il faut vous prescrire un stylo d’adrénaline. En cas de gêne pour respirer ou avaler, de voix modifiée ou de malaise après un aliment, appelez le SAMU (190) immédiatement.',
  },
  {
    specialty: 'Hématologie',
    title: 'Anémie qui ne remonte pas malgré le fer',
    content:
      'Je prends du Tardyferon depuis trois mois mais mon hémoglobine reste à 10 g/dl. J’ai 34 ans, mes règles sont abondantes.',
    answer:
      'Si l’hémoglobine ne remonte pas après trois mois de fer, il faut vérifier que le fer est bien pris et absorbé (à jeun, sans thé), et surtout traiter la cause : des règles abondantes entretiennent la carence. Un bilan gynécologique est nécessaire, et une perfusion de fer peut être proposée. D’autres causes (thalassémie, saignement digestif) sont à rechercher si besoin.',
  },
  {
    specialty: 'Hématologie',
    title: 'Bleus sans raison sur les jambes',
    content:
      'J’ai souvent des bleus sur les jambes sans me souvenir de m’être cognée, et mes gencives saignent parfois. J’ai 40 ans.',
    answer:
      'Des bleus spontanés avec des saignements des gencives justifient une numération sanguine avec plaquettes et un bilan de coagulation rapidement. Signalez les médicaments que vous prenez, notamment l’aspirine ou les anti-inflammatoires. Consultez en urgence si des petits points rouges apparaissent sur la peau, si vous saignez du nez longtemps ou si vous avez de la fièvre.',
  },
  {
    specialty: 'Oncologie médicale',
    title: 'Fatigue pendant la chimiothérapie',
    content:
      'Ma sœur est en chimiothérapie pour un cancer du sein. Elle est épuisée et ne mange presque plus. Comment l’aider ?',
    answer:
      'La fatigue et la perte d’appétit sont fréquentes pendant la chimiothérapie ; de petits repas fréquents, riches en protéines, et une activité physique douce aident. Parlez-en à l’équipe d’oncologie, qui peut traiter les nausées et proposer un suivi diététique. Une fièvre au-dessus de 38 °C pendant la chimiothérapie est une urgence : appelez le service ou allez aux urgences sans attendre.',
  },
  {
    specialty: 'Oncologie médicale',
    title: 'Mammographie de dépistage à partir de quel âge ?',
    content: 'J’ai 44 ans, ma mère a eu un cancer du sein à 50 ans. Dois-je déjà faire des mammographies ?',
    answer:
      'Avec une mère atteinte, le dépistage commence en général plus tôt que pour la population générale, souvent dès 40 ans ou dix ans avant l’âge du diagnostic chez votre mère. Une mammographie avec échographie tous les ans ou tous les deux ans est habituelle. Parlez-en à votre gynécologue ou en oncologie, et consultez sans attendre pour toute boule dans le sein.',
  },
  {
    specialty: 'Radiothérapie',
    title: 'Rougeur de la peau pendant la radiothérapie',
    content:
      'Je suis à ma troisième semaine de radiothérapie pour le sein. La peau est rouge et tire. Puis-je mettre une crème ?',
    answer:
      'Cette rougeur est une réaction habituelle de la peau aux rayons. Utilisez uniquement les crèmes conseillées par le service, appliquées après la séance et jamais juste avant, et évitez le soleil, les parfums et les frottements. Signalez-la à l’équipe, surtout si la peau suinte ou se fissure.',
  },
  {
    specialty: 'Radiologie',
    title: 'IRM avec une prothèse de hanche',
    content:
      'On m’a prescrit une IRM du genou. J’ai une prothèse de hanche depuis cinq ans. Est-ce dangereux ?',
    answer:
      'Les prothèses de hanche actuelles sont compatibles avec l’IRM ; elles peuvent seulement gêner l’image près de la prothèse, ce qui n’est pas le cas pour un genou. Signalez-la au centre de radiologie au moment du rendez-vous, ainsi que tout autre matériel (pacemaker, clips, éclats métalliques), qui eux peuvent contre-indiquer l’examen.',
  },
  {
    specialty: 'Radiologie',
    title: 'Scanner avec produit de contraste et diabète',
    content:
      'Je dois faire un scanner abdominal avec injection. Je prends de la Glucophage 850 deux fois par jour. Faut-il l’arrêter ?',
    answer:
      'Avec une fonction rénale normale, la metformine (Glucophage) peut en général être poursuivie ; si la fonction rénale est diminuée, on l’arrête le jour de l’examen et pendant 48 heures. Faites un dosage de la créatinine avant l’examen et apportez-le au centre de radiologie. Buvez bien avant et après l’injection.',
  },
  {
    specialty: 'Médecine nucléaire',
    title: 'Scintigraphie osseuse et enfants à la maison',
    content:
      'Je dois passer une scintigraphie osseuse. J’ai un bébé de 10 mois à la maison. Y a-t-il un risque pour lui ?',
    answer:
      'La dose reçue est faible et le produit s’élimine en quelques heures, surtout dans les urines. Par prudence, limitez les contacts rapprochés prolongés avec votre bébé pendant le reste de la journée et buvez beaucoup pour éliminer le produit. Si vous allaitez, signalez-le au service avant l’examen.',
  },
  {
    specialty: 'Anesthésie-réanimation',
    title: 'Anesthésie générale ou rachianesthésie ?',
    content:
      'Je vais être opéré d’une hernie inguinale. L’anesthésiste propose une rachianesthésie. J’ai peur d’être réveillé pendant l’opération.',
    answer:
      'La rachianesthésie endort seulement le bas du corps : vous ne sentirez pas la douleur, et un léger sédatif peut vous permettre de somnoler. Elle évite certains effets de l’anesthésie générale et permet un réveil plus confortable. Posez toutes vos questions lors de la consultation pré-anesthésique ; le choix final se fait avec vous.',
  },
  {
    specialty: 'Médecine du travail',
    title: 'Douleurs aux poignets au travail à l’usine',
    content:
      'Je travaille sur une chaîne de câblage automobile. Depuis quelques mois j’ai des fourmillements dans les doigts la nuit.',
    answer:
      'Des fourmillements nocturnes des doigts chez une personne qui répète les mêmes gestes évoquent un syndrome du canal carpien, qui peut être une maladie professionnelle. Parlez-en au médecin du travail de l’entreprise, qui peut adapter votre poste. Un électromyogramme confirmera le diagnostic ; consultez plus vite si vous perdez de la force ou lâchez les objets.',
  },
  {
    specialty: 'Médecine du sport',
    title: 'Crampes pendant les matchs de football',
    content:
      'Je joue au football en amateur. À chaque match, j’ai des crampes aux mollets en deuxième mi-temps, surtout quand il fait chaud.',
    answer:
      'Les crampes d’effort sont surtout liées à la fatigue musculaire et à la déshydratation, encore plus par forte chaleur. Buvez régulièrement avant et pendant le match, avec des sels minéraux si le match est long, échauffez-vous et étirez-vous après. Consultez si les crampes surviennent au repos, si les urines deviennent foncées ou en cas de malaise.',
  },
  {
    specialty: 'Génétique médicale',
    title: 'Mariage entre cousins et risque pour les enfants',
    content:
      'Je vais épouser mon cousin germain. Dans sa famille, un enfant a une maladie génétique (une amyotrophie spinale). Quels risques pour nos enfants ?',
    answer:
      'Les mariages entre cousins augmentent le risque de maladies récessives, d’autant plus quand une maladie est déjà connue dans la famille. Une consultation de génétique avant la grossesse permet de tester si vous êtes porteurs tous les deux et, si c’est le cas, d’expliquer le risque et les possibilités de diagnostic prénatal. Faites-la avant le mariage ou avant le projet de grossesse.',
  },
];
