import { RETRY_HELPER_SNIPPET } from '../demo-snippets.ts';
import type { DemoTranslations } from './types.ts';

/** The demo posts in French. */
export const fr: DemoTranslations = {
  'weekly-catch-up-robots-rollouts-and-rebuilds': {
    title: 'Le point de la semaine : robots, déploiements et reconstructions',
    excerpt:
      'Cette semaine : les robots programmés qui rédigent mes points hebdomadaires, le déploiement prudent de la nouvelle infrastructure du site, et pourquoi Tag my Thing est reconstruit depuis son cœur.',
    content: `La semaine a été chargée, et je me suis promis que ces points resteraient honnêtes, même quand la liste de ce qui reste à faire est plus longue que celle de ce qui est fini. Voici donc où en est chaque chose : les robots tournent, la nouvelle infrastructure se déploie, et Tag my Thing est à mi-chemin d’une reconstruction que j’aurais sans doute dû commencer il y a un an.

## Les robots sont réveillés

« Robots » est un grand mot pour ce qui n’est en réalité qu’une poignée de tâches programmées, mais j’aime ce nom et il est resté. La principale rédige et publie ces points hebdomadaires. Chaque lundi matin, elle rassemble mes messages de commit, les tâches terminées et les notes de la semaine dans un brouillon de l’espace d’administration, que je relis. Rien ne part sans que je l’aie lu d’abord. Le robot rassemble ; moi, je raconte.

### Ce que font les robots aujourd’hui

- Réunir les notes et les tâches terminées de la semaine dans un seul brouillon
- Étiqueter le brouillon automatiquement, pour qu’il apparaisse sous les bons sujets
- Vérifier chaque lien du brouillon et signaler ceux qui sont cassés
- M’envoyer un court rappel si un brouillon attend d’être relu depuis plus d’une journée

La leçon la plus dure de la semaine concernait les échecs. Les tâches programmées échouent en silence. Une requête réseau expire à six heures du matin, personne ne regarde, et la tâche n’a tout simplement pas lieu. J’ai donc enveloppé les parties fragiles dans une petite fonction de nouvelle tentative :

${RETRY_HELPER_SNIPPET}

Elle n’a rien d’astucieux, et c’est tout l’intérêt. Chaque tentative attend un peu plus longtemps que la précédente, et si tout échoue malgré tout, l’erreur d’origine est relancée pour que la tâche soit enregistrée comme échouée au lieu de faire comme si tout allait bien. Associer \`withRetry\` à un vrai journal des échecs a déjà révélé deux problèmes qui m’auraient complètement échappé.

Si le reste du travail d’automatisation vous intéresse, tout est réuni sous [l’étiquette automatisation](/blog?tag=automation).

## Déployer la nouvelle infrastructure

L’autre grand chantier de la semaine a été de faire passer le site sur ses nouvelles fondations. Pour une entreprise d’une seule personne, l’infrastructure doit être ennuyeuse au meilleur sens du terme : prévisible, peu coûteuse, et facile à réparer à onze heures du soir sans équipe à appeler. Je l’ai déployée par étapes prudentes plutôt que d’un seul saut courageux :

1. Faire tourner la nouvelle installation à côté de l’ancienne et comparer les pages côte à côte
2. Déplacer la base de données avec une migration testée, puis vérifier que les chiffres concordent
3. Basculer une petite part des visiteurs et surveiller les journaux d’erreurs pendant une journée
4. Basculer tout le monde une fois les journaux restés calmes
5. Garder l’ancienne installation disponible une semaine, au cas où

Rien de dramatique ne s’est produit. Les pages de réservation sont plus rapides, l’espace d’administration ne se fige plus quand j’envoie des images, et les sauvegardes tournent désormais chaque nuit au lieu de quand j’y pense.

## Reconstruire Tag my Thing

Tag my Thing est né d’une idée simple : aider chacun à garder la trace de ce qu’il possède et de ce que cela représente pour lui, afin que rien d’important ne se perde en passant à la génération suivante. La première version fonctionnait, mais elle a grandi par accident. Les fonctionnalités étaient ajoutées là où elles tenaient sur le moment, pas là où elles avaient leur place.

### Pourquoi reconstruire plutôt que rapiécer

Chaque correction commençait à casser autre chose. Quand un petit changement dans la façon d’étiqueter les objets peut discrètement modifier la manière dont un héritage numérique est partagé avec la famille, c’est le signe que la structure demande de l’attention. La reconstruction sépare les règles essentielles (ce qu’est un objet, à qui il appartient et qui peut le voir) des écrans et du stockage qui les entourent. C’est un travail plus lent, mais il me permet de modifier une partie en étant sûr que le reste tiendra.

## Ce qui a été livré cette semaine

| Domaine | Ce qui a changé | Statut |
| --- | --- | --- |
| Automatisation | Brouillons des points hebdomadaires avec vérification des liens | En ligne |
| Infrastructure | Nouvel hébergement, sauvegardes nocturnes, pages plus rapides | En ligne |
| Tag my Thing | Nouveau modèle central pour les objets et la propriété | En test |

## La semaine prochaine

Le plan : terminer les tests du nouveau cœur de Tag my Thing, inviter quelques premiers utilisateurs à l’essayer, et raconter plus en détail ce que m’a appris la migration. La vérité est un outil, et cela implique d’être honnête sur ce qui n’est pas encore fini.
`,
  },
  'the-truth-blog-finding-the-universal-thread': {
    title: 'Le blog de la vérité : trouver le fil universel',
    excerpt:
      'La vérité est un outil pratique pour résoudre les problèmes. Cet essai explore le fil commun qui relie les personnes à travers les cultures et les croyances, et la manière de le pratiquer au quotidien.',
    content: `J’ai commencé ce blog avec une conviction simple, que je garde toujours : la vérité est un outil. Pas une arme pour gagner des disputes, ni un trophée à accrocher au mur, mais un outil pratique, comme un niveau à bulle ou un multimètre, qui vous montre ce qui se trouve réellement devant vous pour que vous puissiez en faire quelque chose d’utile.

Voici ce que je veux dire, et pourquoi je pense que le même fil traverse des personnes qui semblent avoir peu en commun.

## La vérité comme outil de travail

Électricien, j’ai appris très tôt qu’un circuit se moque de ce que vous croyez à son sujet. Vous pouvez être certain qu’un fil est hors tension, mais si vous ne l’avez pas vérifié, votre certitude ne vaut rien. L’appareil de mesure vous dit la vérité, et la vérité vous garde en vie. Tous les bons ingénieurs que je connais partagent cette humilité : *mesurer d’abord, décider ensuite*.

Le même principe vaut bien au-delà du câblage. Quand une entreprise est en difficulté, la tentation est de se raconter une histoire plus douce que celle des chiffres. Quand une relation se tend, il est plus facile d’accuser les circonstances que de regarder sa propre part. Dans les deux cas, le problème ne peut pas être résolu tant qu’il n’est pas vu clairement. **Un problème que vous refusez de nommer est un problème que vous ne pouvez pas régler.**

## Le fil universel

J’ai eu la chance de passer du temps dans des communautés très différentes : à Londres et au Cameroun, dans des salles d’entraînement, des églises et des mosquées, sur des chantiers et dans des studios d’enregistrement. Les gens sont en désaccord sur bien des choses. Ils prient, mangent et votent différemment, et élèvent leurs enfants selon des règles différentes. Et pourtant, encore et encore, je retrouve le même fil sous les différences.

Presque tout le monde veut être traité équitablement. Presque tout le monde veut que ses enfants soient en sécurité et aient de meilleures chances que lui. Presque toutes les traditions que j’ai rencontrées portent une version du même enseignement :

> Traitez les autres comme vous voudriez être traité, et parlez honnêtement, car une communauté bâtie sur le mensonge ne peut pas tenir.

Les mots changent d’une écriture à l’autre et d’un proverbe à l’autre, mais la forme reste la même. C’est cette forme que j’appelle le *fil universel*. Ce n’est pas une nouvelle religion ni un substitut à la foi de qui que ce soit. C’est le terrain commun qui existe déjà et qui n’attend que d’être remarqué.

## Pourquoi nous le perdons de vue

Si ce fil est si universel, pourquoi y a-t-il tant de conflits ? Je crois que nous nous disputons sur la *surface* tout en supposant le pire des *profondeurs*. Nous voyons quelqu’un qui s’habille, parle ou croit autrement, et nous comblons les vides avec de la peur. Nous demandons rarement ce que cette personne veut vraiment, et nous découvrons donc rarement que c’est à peu près la même chose que ce que nous voulons.

La peur se nourrit de suppositions. La vérité les dissout, mais seulement si nous sommes prêts à la chercher, et seulement si nous sommes prêts à entendre des réponses inattendues.

## Des pas concrets

La philosophie n’est utile que si elle change votre façon d’agir un mardi ordinaire. Voici les pas que j’essaie moi-même de pratiquer. Je n’y parviens pas toujours, mais ils n’ont jamais aggravé une situation :

1. **Décrire avant de juger.** Avant de décider si une chose est bonne ou mauvaise, décrivez exactement ce qui s’est passé, aussi simplement que possible. La plupart des disputes rétrécissent une fois les faits établis.
2. **Poser une question de plus.** Quand quelque chose vous surprend ou vous blesse, demandez ce que la personne veut dire avant de répondre.
3. **Séparer la personne du problème.** Dans les arts martiaux, on apprend à accueillir la force sans haine. Il en va de même dans la conversation : vous pouvez vous opposer entièrement à une idée tout en respectant la personne qui la défend.
4. **Dire tôt ce qui dérange.** De petites vérités dites tôt évitent de grandes crises plus tard.
5. **Vérifier son propre câblage.** Avant de pointer la faute de quelqu’un d’autre, testez vos propres suppositions. *Suis-je sûr, ou simplement à l’aise ?*
6. **Chercher le désir partagé.** Dans tout désaccord, essayez de nommer une chose que les deux parties veulent sincèrement, et construisez à partir de là.

## Vérité et paix

Certains craignent qu’insister sur la vérité mène au conflit. J’ai constaté l’inverse. Le conflit grandit dans l’ombre, dans les rumeurs, les suppositions et les non-dits. La paix n’est pas l’absence de désaccord ; c’est la présence d’assez d’honnêteté et de respect pour que les désaccords se règlent au lieu de se combattre.

Au Wing Chun, il existe le principe de la ligne la plus directe. Il est efficace plutôt qu’agressif. Je crois que la vérité fonctionne de la même manière. La ligne directe, prononcée avec soin, est généralement le chemin le plus court vers une solution, et c’est celle qui gaspille le moins l’énergie et la bonne volonté de chacun.

## Une invitation

Ce blog reviendra sans cesse à ces questions, à travers des histoires tirées de mon travail, de ma musique et de ma poésie, de mon entraînement et des personnes que je rencontre. Je ne prétends pas détenir les réponses définitives. Ce que je peux offrir, c’est une tentative honnête de trouver le fil qui nous relie, et la volonté d’être corrigé quand je me trompe.

Si vous avez vu ce fil dans votre propre vie, dans votre foi, votre travail ou votre famille, j’aimerais beaucoup en entendre parler. Plus nous serons nombreux à le chercher, plus il sera facile à trouver.
`,
  },
  'hello-world': {
    title: 'Bonjour le monde',
    excerpt:
      'Bienvenue sur mon blog : qui je suis, ce dont je vais parler, de mes projets et de la technologie à la musique, la poésie et la philosophie martiale, et comment me contacter.',
    content: `Bienvenue. Si vous lisez ces lignes, vous avez trouvé le tout premier article de mon nouveau blog, et je suis heureux que vous soyez là.

## Qui je suis

Un nom sur une page ne dit pas grand-chose, alors permettez-moi de me présenter correctement. Je suis artiste, entrepreneur, ingénieur et coach, installé à Londres. Cela ressemble à quatre personnes différentes, et certains jours c’est bien l’impression que j’ai. Avec les années, pourtant, j’en suis venu à voir ces rôles comme différentes expressions d’une même chose : le désir de comprendre clairement les problèmes et de les résoudre honnêtement.

De métier, je suis électricien et ingénieur, et avec EPIE je travaille sur des installations électriques et solaires. En tant qu’entrepreneur, je crée des logiciels : Tag my Thing, une application pour étiqueter vos biens et préserver votre héritage numérique, et MedAI, un système qui gère les rendez-vous médicaux et la facturation pour que les soignants puissent consacrer plus de temps à leurs patients. Je travaille aussi à fonder un institut technique au Cameroun, parce que les compétences pratiques changent des vies. En dehors du travail, j’écris de la musique et de la poésie, et j’enseigne les Mix Marshall Arts, une pratique qui associe le Wing Chun et le Kung Fu à la philosophie qui les porte.

## À quoi sert ce blog

Voici ce que vous trouverez ici :

- **Projets :** des nouvelles honnêtes de ce que je construis, y compris de ce qui ne marche pas
- **Technologie :** des notes sur le logiciel, l’automatisation et l’ingénierie
- **Musique et poésie :** de nouveaux textes et morceaux, et les histoires qui les accompagnent
- **Philosophie martiale :** des leçons tirées de l’entraînement, qui valent bien au-delà de la salle

Ce qui relie tout cela, c’est l’idée qui guide tout ce que je fais : la vérité est un outil pour résoudre les problèmes.

Et, ingénieur oblige, je n’ai pas pu m’empêcher de commencer de la manière traditionnelle :

\`\`\`js
console.log("Hello, world!");
\`\`\`

## Restons en contact

Si quelque chose ici vous parle, abonnez-vous pour recevoir directement les nouveaux articles. Et si vous souhaitez travailler avec moi, que ce soit sur un projet, pour une séance de coaching ou pour parler de l’un de mes projets, vous pouvez [réserver une séance ici](/booking).

Merci de votre lecture. Ce n’est que le début, et j’ai hâte de voir où il mènera.
`,
  },
};
