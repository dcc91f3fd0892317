import type { QuestionSeed } from './question-seed.js';

/** Mind (psychiatry, psychology), nerves (neurology, neurosurgery), bones, joints and rehabilitation. */
export const mindNervesAndBonesQuestions: QuestionSeed[] = [
  {
    specialty: 'Psychiatrie',
    title: 'Anxiété avant les examens',
    content:
      'Je suis étudiant et j’ai des crises d’angoisse avant chaque examen : cœur qui bat, mains moites, impression d’étouffer.',
    answer:
      'Ces crises d’angoisse sont fréquentes et se soignent bien. Des techniques de respiration et une thérapie cognitive et comportementale donnent de bons résultats. Si les crises deviennent fréquentes ou vous empêchent d’étudier, consultez pour en parler.',
  },
  {
    specialty: 'Psychiatrie',
    title: 'Plus envie de rien depuis deux mois',
    content:
      'Depuis deux mois je n’ai plus goût à rien, je dors mal, je me réveille à 4 heures du matin et je n’arrive plus à travailler. J’ai 42 ans.',
    answer:
      'Une perte d’intérêt durable avec troubles du sommeil et difficultés à fonctionner peut correspondre à une dépression, une maladie fréquente qui se soigne bien (psychothérapie, parfois antidépresseur). Consultez un psychiatre ou votre médecin dans les prochains jours. Si vous avez des idées de mourir ou de vous faire du mal, allez aux urgences ou appelez le SAMU (190) sans attendre.',
  },
  {
    specialty: 'Psychiatrie',
    title: 'Arrêter le Lexomil après plusieurs années',
    content:
      'Je prends du Lexomil tous les soirs depuis cinq ans pour dormir. Je voudrais arrêter mais dès que je saute une prise je ne dors pas du tout.',
    answer:
      'Après une prise prolongée, le corps s’est habitué au médicament : l’arrêt doit être très progressif, sur plusieurs semaines ou mois, en diminuant la dose par paliers avec votre médecin. N’arrêtez jamais brutalement, cela peut provoquer anxiété intense, insomnie et parfois convulsions. Une prise en charge de l’insomnie par thérapie comportementale aide beaucoup au sevrage.',
  },
  {
    specialty: 'Psychiatrie',
    title: 'Mon frère entend des voix',
    content:
      'Mon frère de 23 ans s’isole dans sa chambre depuis des mois, dit qu’on l’espionne et qu’il entend des voix. Il refuse de voir un médecin.',
    answer:
      'Ces signes font craindre un trouble psychotique, qui nécessite une évaluation psychiatrique rapide : plus le traitement commence tôt, meilleure est l’évolution. Parlez-lui de ce qu’il ressent (sommeil, angoisse) plutôt que de ses idées, et cherchez le soutien d’un médecin de confiance. S’il se met en danger ou met en danger les autres, appelez le SAMU (190) ou la police.',
  },
  {
    specialty: 'Psychologie',
    title: 'Difficultés depuis mon divorce',
    content:
      'Je suis divorcée depuis six mois, avec deux enfants. Je pleure souvent et je me sens seule. Je ne sais pas si j’ai besoin d’un psychologue.',
    answer:
      'Un divorce est un bouleversement majeur, et il est normal d’avoir besoin d’aide pour le traverser. Quelques séances avec un psychologue permettent de mettre des mots sur ce que vous vivez, de retrouver des ressources et d’aider vos enfants à s’adapter. Si la tristesse vous empêche de fonctionner ou si des idées noires apparaissent, consultez aussi un médecin rapidement.',
  },
  {
    specialty: 'Psychologie',
    title: 'Stress au travail et insomnie',
    content:
      'Je suis cadre dans une banque. Je pense au travail jour et nuit, je dors cinq heures et je m’énerve pour un rien avec ma famille.',
    answer:
      'Ces signes évoquent un stress chronique qui peut évoluer vers un épuisement professionnel. Un travail avec un psychologue aide à identifier les sources de stress et à retrouver des limites ; la relaxation et une activité physique régulière améliorent le sommeil. Consultez aussi votre médecin si la fatigue devient écrasante ou si vous n’arrivez plus à aller travailler.',
  },
  {
    specialty: 'Psychologie',
    title: 'Peur de prendre l’avion',
    content:
      'Je dois aller voir ma fille à Montréal, mais j’ai une peur panique de l’avion depuis un vol avec beaucoup de turbulences. Que faire ?',
    answer:
      'La peur de l’avion se traite bien par une thérapie cognitive et comportementale, souvent en quelques séances, avec des techniques de respiration et d’exposition progressive. Comprendre le fonctionnement d’un vol et des turbulences rassure aussi. Commencez plusieurs semaines avant le voyage ; évitez les calmants pris sans avis médical.',
  },
  {
    specialty: 'Neurologie',
    title: 'Migraines qui reviennent chaque mois',
    content:
      'J’ai 30 ans. Chaque mois, autour des règles, j’ai une migraine d’un côté de la tête avec nausées, qui dure une journée. Le Doliprane ne marche pas.',
    answer:
      'Ce sont des migraines, souvent liées aux variations hormonales. Des traitements de crise plus efficaces que le paracétamol existent (anti-inflammatoires, triptans), à prendre dès le début de la douleur, et un traitement de fond peut être discuté si les crises sont fréquentes. Consultez en urgence pour un mal de tête brutal et inhabituel, ou avec faiblesse d’un côté ou trouble de la parole.',
  },
  {
    specialty: 'Neurologie',
    title: 'Bouche de travers au réveil',
    content:
      'Ce matin, mon mari de 55 ans a la bouche qui tombe d’un côté et n’arrive plus à fermer l’œil gauche. Il parle normalement.',
    answer:
      'Ce peut être une paralysie faciale dite « a frigore », souvent bénigne, mais il faut d’abord éliminer un accident vasculaire cérébral. Il doit être examiné aux urgences aujourd’hui, d’autant plus vite s’il a une faiblesse d’un bras ou d’une jambe ou des troubles de la parole : appelez alors le SAMU (190). Protégez son œil qui ne ferme pas avec des larmes artificielles.',
  },
  {
    specialty: 'Neurologie',
    title: 'Tremblement des mains au repos',
    content:
      'Mon père de 67 ans a la main droite qui tremble quand elle est posée sur ses genoux. Il marche plus lentement et écrit plus petit.',
    answer:
      'Un tremblement au repos d’une main, avec lenteur et écriture qui rétrécit, peut évoquer une maladie de Parkinson. Le diagnostic est posé par un neurologue lors de l’examen clinique ; des traitements efficaces améliorent nettement les symptômes. Prenez rendez-vous, et notez les signes observés pour les lui décrire.',
  },
  {
    specialty: 'Neurologie',
    title: 'Fourmillements dans les pieds chez un diabétique',
    content:
      'Je suis diabétique depuis douze ans. J’ai des fourmillements et des brûlures dans les deux pieds, surtout la nuit.',
    answer:
      'Ces symptômes évoquent une neuropathie diabétique, due à l’atteinte des nerfs par le sucre. Le meilleur traitement est l’équilibre du diabète ; des médicaments soulagent les douleurs. Examinez vos pieds chaque jour, car une plaie peut passer inaperçue : consultez vite pour toute blessure, rougeur ou ampoule du pied.',
  },
  {
    specialty: 'Neurochirurgie',
    title: 'Hernie discale : opérer ou pas ?',
    content:
      'J’ai une sciatique depuis deux mois avec une hernie discale L5-S1 à l’IRM. Les anti-inflammatoires et la kiné n’ont pas suffi. Faut-il opérer ?',
    answer:
      'La plupart des sciatiques guérissent sans chirurgie en quelques mois ; on propose l’opération quand la douleur résiste au traitement bien conduit pendant plusieurs semaines et reste invalidante. Discutez-en avec un neurochirurgien. Consultez en urgence en cas de perte de force dans le pied, de troubles pour uriner ou d’insensibilité du périnée.',
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
    specialty: 'Rhumatologie',
    title: 'Crise de goutte au gros orteil',
    content:
      'Cette nuit, mon gros orteil est devenu rouge, gonflé et si douloureux que je ne supporte pas le drap. J’ai mangé beaucoup de viande à une fête hier.',
    answer:
      'C’est l’image typique d’une crise de goutte, due à des cristaux d’acide urique. Elle se traite par colchicine ou anti-inflammatoires prescrits par un médecin, le plus tôt possible, avec du repos et de la glace. Après la crise, un dosage de l’acide urique et des conseils alimentaires (moins d’abats, de viande rouge, de sodas et d’alcool) limitent les récidives.',
  },
  {
    specialty: 'Rhumatologie',
    title: 'Arthrose du genou à 60 ans',
    content:
      'J’ai mal aux deux genoux en descendant les escaliers, et ils craquent. La radio parle d’arthrose. Je prends du Voltarène presque tous les jours.',
    answer:
      'L’arthrose du genou se soulage par la perte de poids, l’activité physique régulière adaptée (marche, vélo, natation) et la kinésithérapie, qui renforcent les muscles. Le Voltarène au long cours expose à des risques pour l’estomac, les reins et le cœur : préférez le paracétamol ou un gel anti-inflammatoire et parlez-en à votre médecin. Des infiltrations peuvent être proposées lors des poussées.',
  },
  {
    specialty: 'Rhumatologie',
    title: 'Ostéoporose après la ménopause',
    content:
      'Ma densitométrie montre une ostéoporose (T-score à -2,8). J’ai 62 ans et je n’ai jamais eu de fracture. Quel traitement ?',
    answer:
      'Un T-score à -2,8 justifie en général un traitement qui renforce l’os et diminue le risque de fracture, associé à des apports suffisants en calcium et en vitamine D. L’activité physique et la prévention des chutes sont tout aussi importantes. Votre rhumatologue choisira le médicament selon votre situation.',
  },
  {
    specialty: 'Orthopédie traumatologie',
    title: 'Entorse de la cheville au football',
    content:
      'Je me suis tordu la cheville en jouant au foot. Elle est gonflée et bleue, j’arrive à peine à poser le pied.',
    answer:
      'Appliquez de la glace, surélevez la jambe et utilisez des béquilles si l’appui est douloureux. Une radiographie est nécessaire si vous ne pouvez pas faire quatre pas ou si les os de la cheville sont douloureux au toucher, pour éliminer une fracture. Une entorse grave nécessite une attelle et une rééducation pour éviter les récidives.',
  },
  {
    specialty: 'Orthopédie traumatologie',
    title: 'Douleur à l’épaule en levant le bras',
    content:
      'J’ai 52 ans et j’ai mal à l’épaule droite quand je lève le bras pour étendre le linge. La nuit, je ne peux plus dormir sur ce côté.',
    answer:
      'Une douleur en levant le bras, qui réveille la nuit, évoque une tendinopathie de la coiffe des rotateurs, très fréquente à cet âge. Le traitement repose sur le repos relatif, les antalgiques et surtout la kinésithérapie ; une échographie ou une infiltration peut être proposée. Consultez rapidement si vous ne pouvez plus du tout lever le bras après un effort ou une chute.',
  },
  {
    specialty: 'Orthopédie traumatologie',
    title: 'Chute sur le poignet chez une femme âgée',
    content:
      'Ma mère de 70 ans est tombée sur la main hier. Le poignet est gonflé et déformé. Elle ne veut pas aller à l’hôpital.',
    answer:
      'Un poignet déformé et gonflé après une chute, chez une femme de cet âge, est très probablement fracturé. Elle doit faire une radiographie aujourd’hui pour être immobilisée correctement ; une fracture mal consolidée laisse des séquelles. Une fracture après une simple chute doit aussi faire rechercher une ostéoporose.',
  },
  {
    specialty: 'Orthopédie traumatologie',
    title: 'Prothèse de hanche : combien de temps de récupération ?',
    content:
      'Je vais avoir une prothèse totale de hanche à 66 ans. Combien de temps avant de remarcher et de conduire ?',
    answer:
      'On se lève en général dès le lendemain de l’intervention, avec des béquilles pendant quelques semaines. La conduite reprend souvent vers six semaines, selon votre récupération et l’avis du chirurgien. La rééducation est essentielle ; consultez en urgence en cas de fièvre, d’écoulement de la cicatrice ou de mollet douloureux.',
  },
  {
    specialty: 'Kinésithérapie',
    title: 'Mal de dos assis au bureau',
    content:
      'Je travaille assise toute la journée et j’ai mal au bas du dos en fin de journée. Quels exercices faire ?',
    answer:
      'Bouger régulièrement est le meilleur traitement : levez-vous toutes les heures, marchez chaque jour et renforcez les muscles du dos et du ventre par des exercices simples (gainage, étirements des ischio-jambiers). Un kinésithérapeute peut vous apprendre un programme adapté et vérifier votre poste de travail. Consultez un médecin si la douleur descend dans la jambe ou s’accompagne de fièvre.',
  },
  {
    specialty: 'Kinésithérapie',
    title: 'Rééducation après une fracture du poignet',
    content:
      'On m’a retiré le plâtre après six semaines. Mon poignet est raide et je n’arrive pas à tourner une clé. Combien de séances de kiné ?',
    answer:
      'La raideur après une immobilisation est normale. En général 15 à 20 séances de kinésithérapie permettent de récupérer la mobilité et la force, complétées par des exercices à faire chez vous chaque jour. Signalez au médecin une douleur qui augmente, un gonflement persistant ou une peau qui change de couleur.',
  },
  {
    specialty: 'Kinésithérapie',
    title: 'Kinésithérapie respiratoire pour un bébé',
    content:
      'Mon bébé de 5 mois a une bronchiolite. Le médecin a parlé de kiné respiratoire. Est-ce encore recommandé ?',
    answer:
      'La kinésithérapie respiratoire n’est plus recommandée de façon systématique dans la bronchiolite ; le plus utile est de désencombrer le nez au sérum physiologique et de fractionner les repas. Suivez l’avis de votre médecin pour votre enfant. Consultez en urgence si votre bébé respire très vite, creuse son ventre en respirant, boit moins de la moitié de ses biberons ou devient bleu.',
  },
  {
    specialty: 'Médecine physique et réadaptation',
    title: 'Rééducation après un AVC',
    content:
      'Mon père a fait un AVC il y a un mois. Son bras droit est faible et il marche mal. Peut-il récupérer ?',
    answer:
      'Les premiers mois après un AVC sont ceux où la récupération est la plus importante : une rééducation intensive (kinésithérapie, ergothérapie, orthophonie si besoin) doit commencer le plus tôt possible. Un médecin de médecine physique et réadaptation coordonne ce programme. Tout nouveau trouble brutal (parole, force, vision) impose d’appeler le SAMU (190).',
  },
  {
    specialty: 'Podologie',
    title: 'Ongle incarné au gros orteil',
    content:
      'Mon ongle de gros orteil s’enfonce dans la peau, c’est rouge et douloureux quand je mets des chaussures fermées.',
    answer:
      'Un ongle incarné se soigne en coupant l’ongle droit, pas trop court, et en portant des chaussures larges ; un podologue peut soulager rapidement et proposer une orthèse. En cas de pus, de forte rougeur ou si vous êtes diabétique, consultez un médecin rapidement, car l’infection peut s’étendre.',
  },
];
