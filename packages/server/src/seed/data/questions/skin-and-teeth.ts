import type { QuestionSeed } from './question-seed.js';

/** Skin (dermatology, aesthetic medicine, plastic surgery), teeth and mouth. */
export const skinAndTeethQuestions: QuestionSeed[] = [
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
    specialty: 'Dermatologie',
    title: 'Taches brunes sur le visage après l’été',
    content:
      'Depuis ma grossesse, j’ai des taches brunes sur les joues et le front qui foncent chaque été. J’habite à Monastir et je suis souvent au soleil.',
    answer:
      'Il s’agit probablement d’un mélasma (masque de grossesse), favorisé par les hormones et le soleil. La protection solaire stricte toute l’année (crème SPF 50 renouvelée, chapeau) est la base du traitement, complétée par des crèmes dépigmentantes prescrites par un dermatologue. Évitez les produits éclaircissants vendus sans contrôle, qui peuvent abîmer la peau.',
  },
  {
    specialty: 'Dermatologie',
    title: 'Plaques rouges qui pèlent sur les coudes',
    content:
      'J’ai des plaques rouges épaisses avec des squames blanches sur les coudes et les genoux depuis un an. Elles grattent un peu.',
    answer:
      'Cet aspect est typique du psoriasis, une maladie inflammatoire chronique non contagieuse. Des crèmes à base de cortisone et de vitamine D sont efficaces sur les plaques localisées ; d’autres traitements existent pour les formes étendues. Consultez un dermatologue, et signalez-lui toute douleur ou gonflement des articulations.',
  },
  {
    specialty: 'Dermatologie',
    title: 'Chute de cheveux après une forte fièvre',
    content:
      'Deux mois après une grosse grippe avec fièvre, je perds mes cheveux par poignées sous la douche. J’ai peur de devenir chauve.',
    answer:
      'Une chute diffuse deux à trois mois après une fièvre, un accouchement ou un choc est fréquente (effluvium télogène) et se résout en général seule en quelques mois, les cheveux repoussant normalement. Un bilan sanguin vérifiant la ferritine et la thyroïde est utile. Consultez si la chute dure plus de six mois ou si des plaques sans cheveux apparaissent.',
  },
  {
    specialty: 'Dermatologie',
    title: 'Démangeaisons de toute la famille la nuit',
    content:
      'Mon mari, mes deux enfants et moi avons des démangeaisons intenses surtout la nuit depuis trois semaines, avec de petits boutons entre les doigts.',
    answer:
      'Des démangeaisons nocturnes touchant plusieurs personnes du foyer, avec des lésions entre les doigts, évoquent fortement la gale. Tout le foyer doit être traité en même temps, et le linge et la literie lavés à 60 °C. Consultez un médecin pour confirmer le diagnostic et recevoir le traitement adapté à chacun, notamment pour les jeunes enfants.',
  },
  {
    specialty: 'Médecine esthétique',
    title: 'Injections d’acide hyaluronique : risques ?',
    content:
      'J’ai 38 ans et je voudrais atténuer mes rides autour de la bouche avec de l’acide hyaluronique. Quels sont les risques ?',
    answer:
      'L’acide hyaluronique est résorbable et ses effets secondaires sont en général légers (rougeur, petits bleus, gonflement quelques jours). Des complications rares mais sérieuses existent, d’où l’importance d’un médecin formé, de produits traçables et d’une consultation préalable. Consultez en urgence si la peau devient blanche ou violacée ou très douloureuse après l’injection.',
  },
  {
    specialty: 'Médecine esthétique',
    title: 'Épilation laser sur peau mate',
    content: 'J’ai la peau mate et des poils foncés. Le laser est-il adapté, et combien de séances faut-il ?',
    answer:
      'Les peaux mates peuvent être traitées, à condition d’utiliser un laser adapté (type Nd:YAG) et des réglages prudents pour éviter les taches ou brûlures. Il faut en général six à huit séances espacées de plusieurs semaines. Évitez le soleil avant et après les séances, et choisissez un centre encadré par un médecin.',
  },
  {
    specialty: 'Chirurgie plastique et esthétique',
    title: 'Abdominoplastie après deux grossesses',
    content:
      'Après deux grossesses, j’ai un excès de peau sur le ventre et les abdominaux écartés. Le sport ne change rien. Une abdominoplastie est-elle possible ?',
    answer:
      'L’abdominoplastie retire l’excès de peau et peut réparer l’écartement des muscles ; elle donne de bons résultats quand le poids est stable et qu’aucune grossesse n’est prévue. C’est une vraie intervention, avec plusieurs semaines de convalescence et une cicatrice basse. Une consultation avec un chirurgien plasticien permettra d’évaluer votre cas et d’en discuter les risques.',
  },
  {
    specialty: 'Chirurgie plastique et esthétique',
    title: 'Cicatrice épaisse après une césarienne',
    content:
      'Ma cicatrice de césarienne, vieille d’un an, est devenue épaisse, rouge et gratte. Peut-on la corriger ?',
    answer:
      'Il s’agit probablement d’une cicatrice hypertrophique ou chéloïde. Des traitements existent : plaques ou gels de silicone, injections de cortisone, parfois une reprise chirurgicale associée à d’autres traitements. Consultez un chirurgien plasticien ou un dermatologue pour choisir la méthode adaptée.',
  },
  {
    specialty: 'Chirurgie dentaire',
    title: 'Gencives qui saignent',
    content: 'Mes gencives saignent quand je me brosse les dents. Dois-je changer de dentifrice ?',
    answer:
      'Le saignement des gencives est le plus souvent le signe d’une gingivite due à la plaque dentaire. Un détartrage chez le dentiste et un brossage doux deux fois par jour, avec du fil dentaire, règlent le problème dans la plupart des cas.',
  },
  {
    specialty: 'Chirurgie dentaire',
    title: 'Rage de dents avec joue gonflée',
    content:
      'J’ai une dent du fond qui me fait très mal depuis trois jours, et ce matin ma joue a gonflé. Je prends de l’ibuprofène.',
    answer:
      'Une douleur dentaire avec joue gonflée évoque un abcès, qui doit être traité par le dentiste (drainage, soin de la dent) et souvent par antibiotique. Évitez l’ibuprofène en cas d’infection dentaire et préférez le paracétamol. Allez aux urgences si le gonflement s’étend vers l’œil ou le cou, si vous avez du mal à avaler ou à ouvrir la bouche, ou en cas de forte fièvre.',
  },
  {
    specialty: 'Chirurgie dentaire',
    title: 'Dents sensibles au froid',
    content:
      'Quand je bois de l’eau fraîche, j’ai une douleur vive dans les dents du bas. Cela passe en quelques secondes.',
    answer:
      'Une sensibilité brève au froid vient souvent de collets dentaires dénudés, par un brossage trop énergique ou un recul des gencives. Un dentifrice pour dents sensibles et une brosse souple améliorent les choses en quelques semaines. Si la douleur persiste longtemps après le froid ou réveille la nuit, il peut s’agir d’une carie : consultez votre dentiste.',
  },
  {
    specialty: 'Chirurgie dentaire',
    title: 'Implant ou bridge pour remplacer une dent',
    content:
      'On m’a arraché une molaire il y a un an. Le dentiste me propose un implant ou un bridge. Lequel choisir ?',
    answer:
      'L’implant remplace la racine sans toucher aux dents voisines, alors que le bridge s’appuie sur elles en les taillant. L’implant demande un os suffisant et un coût plus élevé ; le bridge est plus rapide. Le choix dépend de l’état des dents voisines, de l’os et de votre budget : demandez à votre dentiste un devis détaillé pour les deux solutions.',
  },
  {
    specialty: 'Chirurgie dentaire',
    title: 'Première visite chez le dentiste pour un enfant',
    content:
      'Ma fille a 3 ans, elle a toutes ses dents de lait. À quel âge l’emmener chez le dentiste pour la première fois ?',
    answer:
      'Une première visite est conseillée dès l’apparition des premières dents ou vers 2 à 3 ans, pour vérifier les dents et habituer l’enfant au cabinet. Brossez-lui les dents deux fois par jour avec un dentifrice adapté à son âge et évitez le biberon sucré au coucher. Consultez plus tôt si vous voyez des taches brunes sur les dents.',
  },
  {
    specialty: 'Orthodontie',
    title: 'Appareil dentaire à quel âge ?',
    content:
      'Mon fils de 8 ans a les dents du haut très en avant. Le dentiste dit d’attendre, ma sœur dit qu’il faut un appareil tout de suite.',
    answer:
      'Un premier bilan orthodontique vers 7–8 ans est utile : certains problèmes de mâchoire se traitent mieux tôt, pendant la croissance, alors que l’alignement des dents se fait plutôt après l’arrivée des dents définitives. L’orthodontiste décidera du bon moment selon la cause. Les dents très avancées sont aussi plus exposées aux chocs.',
  },
  {
    specialty: 'Orthodontie',
    title: 'Gouttières transparentes pour un adulte',
    content:
      'J’ai 30 ans et des dents du bas qui se chevauchent. Les gouttières transparentes sont-elles aussi efficaces que les bagues ?',
    answer:
      'Pour un chevauchement modéré, les gouttières donnent de bons résultats chez l’adulte, à condition de les porter environ 22 heures par jour. Les cas plus complexes se traitent parfois mieux avec des bagues. L’orthodontiste vous dira après examen et radiographies quelle technique convient à votre cas.',
  },
  {
    specialty: 'Stomatologie et chirurgie maxillo-faciale',
    title: 'Dent de sagesse qui pousse de travers',
    content:
      'Ma dent de sagesse du bas pousse de travers. La gencive est gonflée et j’ai du mal à ouvrir la bouche depuis deux jours.',
    answer:
      'C’est probablement une péricoronarite, une infection de la gencive autour de la dent de sagesse, qui se traite par des bains de bouche, des soins locaux et parfois un antibiotique. Une fois l’infection calmée, l’extraction est souvent conseillée pour éviter les récidives, après une radiographie panoramique. Consultez en urgence si le gonflement s’étend au cou ou si vous avez du mal à avaler.',
  },
  {
    specialty: 'Stomatologie et chirurgie maxillo-faciale',
    title: 'Aphte qui ne guérit pas depuis un mois',
    content:
      'J’ai une petite plaie sur le bord de la langue depuis un mois. Elle ne fait presque pas mal. J’ai 61 ans et je fume.',
    answer:
      'Un aphte banal guérit en une à deux semaines ; une plaie de la bouche qui dure plus de trois semaines, surtout chez un fumeur, doit être examinée rapidement par un stomatologue, qui pourra faire une biopsie. Ce n’est pas forcément grave, mais il ne faut pas attendre. L’arrêt du tabac est aussi bénéfique pour la bouche.',
  },
];
