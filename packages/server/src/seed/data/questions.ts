/** Health questions as patients write them, routed to a specialty, with the answer a doctor might give. */
export interface QuestionSeed {
  /** The specialty's French name (specialties.ts). */
  specialty: string;
  title: string;
  content: string;
  answer: string;
}

export const questions: QuestionSeed[] = [
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
    specialty: 'Dermatologie',
    title: 'Grain de beauté qui change',
    content:
      'Un grain de beauté sur mon dos a grossi et ses bords sont devenus irréguliers. Il ne fait pas mal. Est-ce urgent ?',
    answer:
      'Un grain de beauté qui change de taille, de forme ou de couleur doit être examiné rapidement par un dermatologue, idéalement dans les semaines qui viennent. L’examen au dermatoscope est indolore et permet de décider s’il faut l’enlever.',
  },
  {
    specialty: 'Dermatologie',
    title: 'Acné à 25 ans',
    content:
      'J’ai encore des boutons sur le menton à 25 ans, surtout avant les règles. Les crèmes de la pharmacie ne marchent pas.',
    answer:
      'L’acné de l’adulte, fréquente chez la femme, est souvent hormonale. Il existe des traitements locaux et généraux efficaces ; un bilan hormonal est parfois utile. Évitez de percer les boutons et les produits trop gras. Une consultation permettra de choisir le traitement adapté.',
  },
  {
    specialty: 'Gynécologie obstétrique',
    title: 'Règles irrégulières',
    content:
      'Mes règles sont irrégulières depuis un an (entre 35 et 60 jours) et j’ai pris du poids. J’ai 27 ans.',
    answer:
      'Des cycles longs et irréguliers avec une prise de poids peuvent évoquer un syndrome des ovaires polykystiques. Une échographie pelvienne et un bilan hormonal en début de cycle aideront à poser le diagnostic. Prenez rendez-vous avec votre gynécologue.',
  },
  {
    specialty: 'Ophtalmologie',
    title: 'Yeux rouges et qui grattent',
    content: 'Mes yeux sont rouges et me grattent chaque printemps. Les gouttes ne suffisent plus.',
    answer:
      'Il s’agit probablement d’une conjonctivite allergique saisonnière. Des collyres antihistaminiques et le rinçage au sérum physiologique soulagent. Consultez si la vision baisse, si l’œil est douloureux ou si la rougeur ne touche qu’un œil.',
  },
  {
    specialty: 'Gastro-entérologie',
    title: 'Brûlures d’estomac fréquentes',
    content:
      'J’ai des brûlures qui remontent dans la gorge après les repas, surtout le soir. Cela dure depuis plusieurs mois.',
    answer:
      'Ce sont des symptômes typiques de reflux gastro-œsophagien. Évitez les repas tardifs et copieux, surélevez la tête du lit et limitez café, épices et tabac. Au-delà de 50 ans, ou en cas d’amaigrissement ou de difficulté à avaler, une fibroscopie est recommandée.',
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
    specialty: 'Psychiatrie',
    title: 'Anxiété avant les examens',
    content:
      'Je suis étudiant et j’ai des crises d’angoisse avant chaque examen : cœur qui bat, mains moites, impression d’étouffer.',
    answer:
      'Ces crises d’angoisse sont fréquentes et se soignent bien. Des techniques de respiration et une thérapie cognitive et comportementale donnent de bons résultats. Si les crises deviennent fréquentes ou vous empêchent d’étudier, consultez pour en parler.',
  },
  {
    specialty: 'Oto-rhino-laryngologie (ORL)',
    title: 'Sinusite qui revient',
    content: 'Je fais trois ou quatre sinusites par an, avec le nez bouché et des douleurs au front.',
    answer:
      'Des sinusites à répétition justifient un examen ORL avec nasofibroscopie, et parfois un scanner des sinus, pour rechercher une cause (déviation de la cloison, polypes, allergie). Les lavages de nez quotidiens réduisent les récidives.',
  },
  {
    specialty: 'Chirurgie dentaire',
    title: 'Gencives qui saignent',
    content: 'Mes gencives saignent quand je me brosse les dents. Dois-je changer de dentifrice ?',
    answer:
      'Le saignement des gencives est le plus souvent le signe d’une gingivite due à la plaque dentaire. Un détartrage chez le dentiste et un brossage doux deux fois par jour, avec du fil dentaire, règlent le problème dans la plupart des cas.',
  },
  {
    specialty: 'Rhumatologie',
    title: 'Douleurs des mains le matin',
    content:
      'J’ai 45 ans et mes doigts sont raides et gonflés le matin pendant plus d’une heure depuis deux mois.',
    answer:
      'Une raideur matinale prolongée avec gonflement des articulations des doigts doit faire rechercher un rhumatisme inflammatoire comme la polyarthrite rhumatoïde. Un bilan sanguin et une consultation en rhumatologie rapides sont nécessaires : un traitement précoce protège les articulations.',
  },
  {
    specialty: 'Urologie',
    title: 'Se lever la nuit pour uriner',
    content: 'J’ai 58 ans et je me lève trois fois par nuit pour uriner. Le jet est faible.',
    answer:
      'Ces symptômes évoquent une augmentation de volume de la prostate, très fréquente à cet âge. Une consultation avec examen clinique, dosage du PSA et échographie permet de faire le point et de proposer un traitement.',
  },
  {
    specialty: 'Nutrition',
    title: 'Perdre du poids après une grossesse',
    content: 'J’ai accouché il y a six mois et j’allaite encore. Comment perdre les kilos pris sans risque ?',
    answer:
      'Pendant l’allaitement, pas de régime restrictif : privilégiez une alimentation variée, des légumes à chaque repas, des féculents complets et de l’eau, et reprenez une activité physique progressive. Une perte de 0,5 kg par semaine est un bon rythme.',
  },
];

/** Feedback comments that go with a rating, best first (index = 5 - rating). */
export const feedbackComments = [
  'Réponse très claire et rassurante, merci docteur !',
  'Merci pour vos conseils, j’ai pris rendez-vous.',
  'Réponse utile, mais j’aurais aimé plus de détails.',
  'Réponse trop générale.',
  'La réponse ne correspond pas à ma question.',
];
