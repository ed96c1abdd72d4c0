# Extinction (rules/extinction/): what its engine says, in this language.
# Extinction has no French edition: its terms here are plain game French, as the commands already
# name them (hexagone, cube, fondateurs, nouveau-nés, individus, barrière, pioche de gènes, type de
# prédateur, saison clémente). A predator type is an adjective that agrees, so it is named after
# "type" (« prédateur de type fort ») or after a colon.

# What a seat's secret gene cards are called in its private look.
extinction-secret-name = génotype

# The game's nouns, chosen by their stable keys (rules/extinction/vocabulary.py), inside the sentences below.
# The actions on the spinner.
extinction-action = {$action ->
    [reproduce] Reproduction
    [environment] Changement environnemental
    [barrier] Placer une barrière
    [migrate] Migration
    [compete] Compétition/Prédation
    [genes] Changer de gènes
   *[other] {$action}
  }
# A habitat inside a sentence; and as the board's key names it.
extinction-habitat = {$habitat ->
    [woodland] forêt
    [meadow] prairie
    [brushland] broussailles
    [marsh] marais
    [lake] lac
    [swamp] marécage
   *[other] {$habitat}
  }
extinction-habitat-name = {$habitat ->
    [woodland] Forêt
    [meadow] Prairie
    [brushland] Broussailles
    [marsh] Marais
    [lake] Lac
    [swamp] Marécage
   *[other] {$habitat}
  }
# A barrier kind, as a label names it; in the plural; in the board's count of barriers left.
extinction-barrier-name = {$kind ->
    [city] Ville
    [jetport] Aéroport
    [mountain] Montagne
    [river] Rivière
    [desert] Désert
   *[other] {$kind}
  }
extinction-barrier-plural = {$kind ->
    [city] villes
    [jetport] aéroports
    [mountain] montagnes
    [river] rivières
    [desert] déserts
   *[other] {$kind}
  }
extinction-barrier-lower = {$kind ->
    [city] ville
    [jetport] aéroport
    [mountain] montagne
    [river] rivière
    [desert] désert
   *[other] {$kind}
  }
# The six gene decks.
extinction-deck = {$deck ->
    [habitat] Habitat et mobilité
    [reproduction] Reproduction
    [tolerance] Tolérance environnementale
    [defense] Défense de proie
    [predator] Prédateur
    [crossing] Franchissement de barrières
   *[other] {$deck}
  }
# The gene cards' names.
extinction-card-name = {$card ->
    [hm01] Rôdeur des bois
    [hm02] Coureur des herbes
    [hm03] Arpenteur des broussailles
    [hm04] Échassier des marais
    [hm05] Nageur des lacs
    [hm06] Planeur des marécages
    [hm07] Lisière
    [hm08] Errant de savane
    [hm09] Habitant des fourrés
    [hm10] Patauge-roseaux
    [hm11] Habitant des rives
    [hm12] Rampeur des tourbières
    [hm13] Casanier des hautes terres
    [hm14] Casanier des zones humides
    [hm15] Sédentaire bois et tourbe
    [hm16] Sédentaire champ et mare
    [rp01] Reproducteur lent
    [rp02] Tardif
    [rp03] Petites portées
    [rp04] Reproducteur saisonnier
    [rp05] Reproducteur régulier
    [rp06] Reproducteur en couple
    [rp07] Bâtisseur de nids
    [rp08] Grandes portées
    [rp09] Essaim printanier
    [rp10] Reproducteur prolifique
    [et01] Constitution robuste
    [et02] Marcheur des cendres
    [et03] Terriers profonds
    [et04] Poumon de poussière
    [et05] Cuir épais
    [et06] Pelage d’hiver
    [et07] Fourrure antismog
    [et08] Peau de boue
    [et09] Mangeur de suie
    [et10] Filtreur
    [df01] Sprinteur cuirassé
    [df02] Carapace et terrier
    [df03] Dos épineux
    [df04] Écailles dures
    [df05] Veille nocturne
    [df06] Vol en zigzag
    [df07] Retraite rapide
    [df08] Camouflage
    [df09] Chair amère
    [df10] Mimétisme
    [pr01] Broyeur d’os
    [pr02] Grand déchireur
    [pr03] Bondisseur
    [pr04] Coureur de fond
    [pr05] Traqueur nocturne
    [pr06] Œil de chouette
    [pr07] Rusé
    [pr08] Embusqué
    [pr09] Crocs venimeux
    [pr10] Dard
    [bc01] Charognard urbain
    [bc02] Grimpeur de toits
    [bc03] Nageur d’égouts
    [bc04] Sauteur de murs
    [bc05] Passager clandestin
    [bc06] Glaneur de pistes
    [bc07] Coureur de chaleur
    [bc08] Grimpeur de rapides
    [bc09] Escaladeur de rochers
    [bc10] Chercheur d’oasis
   *[other] {$card}
  }
# The environment cards' names.
extinction-environment-card = {$card ->
    [ev01] Famine
    [ev02] Famine
    [ev03] Épidémie
    [ev04] Épidémie
    [ev05] Sécheresse (10 %)
    [ev06] Sécheresse (30 %)
    [ev07] Sécheresse (50 %)
    [ev08] Vague de froid (10 %)
    [ev09] Vague de froid (30 %)
    [ev10] Vague de froid (50 %)
    [ev11] Incendie de forêt
    [ev12] Incendie de prairie
    [ev13] Feu de broussailles
    [ev14] Pollution des marais
    [ev15] Pollution des lacs
    [ev16] Pollution des marécages
    [ev17] Pollution de l’air
    [ev18] Pollution de l’air
    [ev19] Forêts abattues pour le bois
    [ev20] Broussailles défrichées pour le pâturage
    [ev21] Marécages asséchés pour l’agriculture
    [ev22] Marais changés en décharges
    [ev23] Lacs comblés
    [ev24] Prairies surpâturées par le bétail
    [ev25] Saison clémente
    [ev26] Saison clémente
    [ev27] Saison clémente
   *[other] {$card}
  }
# An environmental change inside a sentence (what a Tolerance card survives, what strikes).
extinction-change = {$change ->
    [famine] la famine
    [pestilence] l’épidémie
    [drought] la sécheresse
    [cold-wave] la vague de froid
    [fire] le feu
    [water-pollution] la pollution de l’eau
    [air-pollution] la pollution de l’air
   *[other] {$change}
  }
# A predator type.
extinction-predator-type = {$type ->
    [strong] fort
    [swift] rapide
    [nocturnal] nocturne
    [cunning] rusé
    [venomous] venimeux
   *[other] {$type}
  }
# What finished a species off, after "anéantie par" and in the status's "éteinte (…)".
extinction-cause = {$cause ->
    [famine] la famine
    [pestilence] l’épidémie
    [drought] la sécheresse
    [cold-wave] une vague de froid
    [fire] le feu
    [water-pollution] la pollution de l’eau
    [air-pollution] la pollution de l’air
    [clearing] un défrichement humain
    [compete] la compétition
    [prey] la prédation
   *[other] {$cause}
  }
# The same on the board's side panel, in a word.
extinction-cause-short = {$cause ->
    [cold-wave] vague de froid
    [water-pollution] pollution de l’eau
    [air-pollution] pollution de l’air
    [famine] famine
    [pestilence] épidémie
    [drought] sécheresse
    [fire] feu
    [clearing] défrichement
    [compete] compétition
    [prey] prédation
   *[other] {$cause}
  }
# The game's phases, as the board's heading names them.
extinction-phase = {$phase ->
    [colonise] colonisation
    [relocate] déplacement
    [play] jeu
   *[over] partie terminée
  }

# A gene card's values in words (the private look, the genotype events, the final board).
extinction-summary-habitat = {$habitats} ; mobilité {$mobility}
extinction-summary-survives = supporte {$changes}
extinction-summary-safe-from = à l’abri des prédateurs de type {$types}
extinction-summary-predator = prédateur de type {$type}
extinction-summary-crosses = franchit {$barriers}
extinction-card-text = {$card} ({$summary})
extinction-genotype-card = {$deck} : {$card}

# Change Genes (rules/extinction/genes.py): the prompt, its buttons, the log and the refusals.
extinction-ask-genes = Changer de gènes (facultatif) : change jusqu’à {$more} cartes Gène de plus, chaque pioche une fois par tour ({$changed} sur {$most} changées ce tour-ci), ou `done`.
extinction-task-genes = changer de gènes ou passer
extinction-label-change = Changer {$deck} (actuellement {$card})
extinction-label-genes-done = Terminé : garder le reste
extinction-gene-changed = Tu remets {$old} sous la pioche {$deck} et tu tires {$new}.
extinction-gene-changed-public = {$name} change sa carte {$deck}.
extinction-genes-kept = {$name} garde ses gènes.
extinction-no-deck = Il n’y a pas de pioche de gènes `{$deck}` : les pioches sont {$decks}.
extinction-deck-changed = Tu as déjà changé ta carte {$deck} ce tour-ci : chaque pioche une fois par tour.
extinction-changes-used = Tu as changé {$most} cartes ce tour-ci, le maximum : dis `done`.

# A long menu narrowed step by step (rules/extinction/menus.py, steps.py): the prompt with what is
# chosen so far, the way back, and the groups' labels.
extinction-ask-narrowed = {$asked} Choisi jusqu’ici : {$chosen} (`back` pour choisir à nouveau).
extinction-label-back = Retour aux premiers choix
extinction-label-row = Rangée {$row}
extinction-label-on = Sur {$hex}
extinction-label-from = Depuis {$hex} ({$count})
extinction-label-to = Vers {$hex}

# Steps answered a few hexes at a time (rules/extinction/tallies.py): each answer's log line, the
# places it names, and how many are left after it.
extinction-count-on = {$count} sur {$hex}
extinction-count-from = {$count} sur {$hex}
extinction-moved-route = {$count ->
    [one] {$count} individu
   *[other] {$count} individus
  } de {$source} vers {$target}
extinction-founders-placed = {$name} pose des fondateurs : {$places}{$left ->
    [0] .
   *[other] {" "}(encore {$left}).
  }
extinction-newborns-added = {$name} ajoute des nouveau-nés : {$places}{$left ->
    [0] .
   *[other] {" "}(encore {$left}).
  }
extinction-individuals-removed = {$name} retire {$places}{$left ->
    [0] .
   *[other] {" "}({$left} doivent encore mourir).
  }
extinction-relocated = {$name} déplace {$places}.
extinction-migrated = {$name} fait migrer {$places}.

# Individuals moved between hexes (rules/extinction/moves.py): the refusals.
extinction-holds-only = {$hex} ne porte que {$count} de tes individus.
extinction-hex-full = {$hex} porte déjà {$count} : un hexagone en porte au plus {$most}.
extinction-whole-cube-moves = Tes 20 cubes sont tous sur l’île : un nouvel hexagone ne s’atteint qu’en déplaçant le cube entier. Déplace les {$count} depuis {$hex}.

# The order of play (rules/extinction/flow.py): the spin, the rounds, a turn with no gene change
# left, the end of the game (its summary) and the genotypes revealed then.
extinction-spun = 🎡 {$name} fait tourner la roue : segment {$segment}, {$first}, puis {$second}.
extinction-round-begins = La manche {$round} commence.
extinction-no-more-changes = {$name} a changé {$most} cartes Gène ce tour-ci, le maximum par tour : plus de changement.
extinction-sole-survivor = L’espèce de {$name} est la seule survivante sur Darwinia.
extinction-everyone-left = Tout le monde a quitté la partie.
extinction-held-out-longest = Aucune espèce ne survit ; {$names} {$count ->
    [one] a tenu le plus longtemps et partage
   *[other] ont tenu le plus longtemps et partagent
  } la victoire.
extinction-final-score = {$name} {$score} (sur {$population})
extinction-won-on-score = Après {$round} manches, {$names} {$count ->
    [one] gagne
   *[other] partagent la victoire
  } grâce aux individus sur les cubes montrant 1 à 4 : {$table}.
extinction-genotype-revealed = Génotype de {$name} : {$genotype}.

# Setting a game up (rules/extinction/setup.py): the opening throw, colonisation, relocation and the
# first genotypes; prompts, buttons, log lines and refusals.
extinction-who = {$name} ({$colour})
extinction-order-throw = {$who} lance {$first} et {$second} pour l’ordre du jeu : {$total}.
extinction-throw-tie = {$names} sont à égalité pour le lancer le plus bas et relancent.
extinction-playing-order = Ordre du jeu, dans le sens horaire (ordre des places) à partir du lancer le plus bas ({$name}, {$low}{$again ->
    [yes] {" "}au second lancer
   *[no] {""}
  }) : {$order}.
extinction-decks-shuffled = Les six pioches de gènes et la pioche environnement sont mélangées.
extinction-colonised = Toutes les espèces ont colonisé Darwinia. Chacun à son tour peut maintenant déplacer ses individus.
extinction-genotype-dealt = Ton génotype : {$genotype}.
extinction-genotype-dealt-public = {$name} tire une carte dans chacune des six pioches de gènes.
extinction-ask-colonise = colonise Darwinia : pose tes fondateurs, un cube par hexagone vide, 1 à 6 sur chacun (encore {$left}{$placed} ; `auto` les répartit, quatre au plus par cube, sur les hexagones libres autour d’un endroit où plusieurs habitats se rejoignent, loin des rivaux, l’endroit tiré au dé parmi les meilleurs). Le plateau est posté à nouveau une fois qu’ils sont tous posés.
extinction-placed-so-far =  ; déjà posés : {$places}
extinction-task-colonise = poser {$left ->
    [one] {$left} fondateur
   *[other] {$left} fondateurs
  } sur Darwinia
extinction-hex-habitat = {$hex} ({$habitat})
extinction-label-place = Poser {$count} sur {$hex}
extinction-label-auto-founders = Poser les {$left} fondateurs pour moi
extinction-hex-taken = {$hex} est occupé : les fondateurs vont sur des hexagones vides, un cube par hexagone.
extinction-founders-fit = {$left ->
    [one] {$left} fondateur reste
   *[other] {$left} fondateurs restent
  } à poser sur au plus {$cubes} cubes de plus : ce cube peut en porter {$counts}.
extinction-ask-relocate = tu peux déplacer tes individus vers d’autres hexagones libres avant la distribution des gènes (`done` les laisse où ils sont).
extinction-task-relocate = déplacer ses individus ou les laisser
extinction-label-relocate = Déplacer {$count} de {$source} vers {$target}
extinction-label-relocation-done = Fin du déplacement
extinction-relocation-done = {$name} a fini de déplacer ses individus.
extinction-not-free = {$hex} n’est pas libre : déplace-les sur un hexagone vide ou sur l’un de tes cubes.
extinction-no-cube = Tu n’as pas de cube sur {$hex}.

# Reproduce (rules/extinction/reproduce.py).
extinction-reproduced = Tes {$parents ->
    [one] {$parents} individu
   *[other] {$parents} individus
  } en habitat optimal × {$multiplier} ({$card}) = {$born ->
    [one] {$born} nouveau-né
   *[other] {$born} nouveau-nés
  }{$short ->
    [yes]  ; {$fits} ont de la place
   *[no] {""}
  }.
extinction-reproduced-public = {$name} se reproduit : {$fits ->
    [one] {$fits} nouveau-né
   *[other] {$fits} nouveau-nés
  } à poser.
extinction-ask-reproduce = Reproduction : pose {$left ->
    [one] {$left} nouveau-né
   *[other] {$left} nouveau-nés
  } sur tes cubes en habitat optimal ou à côté (`auto` met chacun là où ton cube en porte le moins, jusqu’à quatre, habitats optimaux d’abord ; cinq et six seulement si rien d’autre ne convient).
extinction-task-reproduce = poser {$left ->
    [one] {$left} nouveau-né
   *[other] {$left} nouveau-nés
  }
extinction-label-add = Ajouter {$count ->
    [one] {$count} nouveau-né
   *[other] {$count} nouveau-nés
  } sur {$hex}
extinction-label-auto-newborns = Poser les {$left} nouveau-nés pour moi
extinction-newborns-where = Les nouveau-nés vont sur tes cubes en habitat optimal ou sur des hexagones libres voisins ; {$hex} n’en fait pas partie.
extinction-no-newborn-fits = Aucun nouveau-né ne tient sur {$hex} pour l’instant.
extinction-newborns-fit = {$hex} peut recevoir {$counts} des {$left} nouveau-nés (un hexagone en porte six, et chaque nouveau-né qui a de la place doit être posé).

# Typed notation (rules/extinction/notation.py): the refusals of a hex, a count or a form not read.
extinction-not-a-hex = `{$word}` n’est pas un hexagone de Darwinia : nomme-le par sa lettre de rangée (a–l) et son numéro de colonne, comme c5.
extinction-not-a-count = `{$word}` n’est pas un nombre {$what ->
    [newborns] de nouveau-nés
   *[individuals] d’individus
  } : donne un nombre entier de 1 à {$high}.
extinction-count-out-of-range = {$word} est hors limites pour un nombre {$what ->
    [newborns] de nouveau-nés
   *[individuals] d’individus
  } : donne un nombre entier de 1 à {$high}.
extinction-write-it-as = Écris-le sous la forme `{$form}`.

# Environmental Change and Mild Season (rules/extinction/environment.py): the card drawn, who dies and
# who is spared, choosing who dies, and the pair a mild season grants.
extinction-environment-drawn = {$name} tire une carte environnement : {$card}.
extinction-crowded-die = {$change ->
    [famine] La famine
   *[pestilence] L’épidémie
  } anéantit les cubes de cinq ou six de {$name}, {$lost ->
    [one] {$lost} individu
   *[other] {$lost} individus
  } en tout : {$hexes}.
extinction-none-crowded = {$name} n’a aucun cube de cinq ou six : {$change ->
    [famine] la famine
   *[pestilence] l’épidémie
  } ne tue personne.
extinction-withstands = L’espèce de {$name} résiste à {$change ->
    [drought] la sécheresse
   *[cold-wave] la vague de froid
  } : personne ne meurt.
extinction-kills-nobody = {$change ->
    [drought] La sécheresse
   *[cold-wave] La vague de froid
  } tue {$percent} % des {$total} de {$name} : personne, arrondi.
extinction-kills-all = {$change ->
    [drought] La sécheresse
   *[cold-wave] La vague de froid
  } tue les {$total} individus de {$name}.
extinction-kills-some = {$change ->
    [drought] La sécheresse
   *[cold-wave] La vague de froid
  } tue {$percent} % des {$total} individus de {$name} : {$loss} doivent mourir, et {$name} choisit lesquels.
extinction-near-pollution = près des villes et des aéroports
extinction-in-habitat = en {$habitat}
extinction-spared = Les individus de {$name} {$where} survivent {$card ->
    [ev11] à l’incendie de forêt
    [ev12] à l’incendie de prairie
    [ev13] au feu de broussailles
    [ev14] à la pollution des marais
    [ev15] à la pollution des lacs
    [ev16] à la pollution des marécages
   *[other] à la pollution de l’air
  }.
extinction-struck = {$name} perd ses cubes {$where} à cause de la carte {$card}, {$lost ->
    [one] {$lost} individu
   *[other] {$lost} individus
  } en tout : {$hexes}.
extinction-ask-lose = {$left ->
    [one] {$left} de tes individus doit mourir
   *[other] {$left} de tes individus doivent mourir
  } : choisis lesquels (`auto` les prend sur tes cubes les plus peuplés).
extinction-task-lose = choisir {$left ->
    [one] quel individu meurt
   *[other] quels {$left} individus meurent
  }
extinction-label-remove = Retirer {$count} sur {$hex} (sur {$have})
extinction-label-auto-losses = Les prendre sur mes cubes les plus peuplés
extinction-remove-at-most = Retire au plus {$most} sur {$hex} : il en porte {$have}, et {$left} doivent mourir.
extinction-pair = {$first}, puis {$second}
extinction-ask-mild = Saison clémente : choisis n’importe quelle paire d’actions de la roue sauf Changement environnemental ; puis la suite de ton tour suit.
extinction-task-mild = choisir une paire d’actions pour la saison clémente
extinction-mild-pairs = La saison clémente accorde une paire de la roue sans Changement environnemental : {$pairs}.
extinction-mild-taken = Saison clémente : {$name} prend {$pair}.

# Place Barrier (rules/extinction/barrier.py).
extinction-ask-barrier = Placer une barrière : pose une barrière sur n’importe quel hexagone sans barrière ni dernier cube d’une espèce (un cube qui s’y trouve retourne à son propriétaire).
extinction-task-barrier = placer une barrière
extinction-label-barrier = {$kind} sur {$hex}
extinction-label-barrier-removing = {$kind} sur {$hex}, retire {$count} à {$name}
extinction-label-barrier-kind = {$kind} (encore {$left})
extinction-label-auto-barrier = La poser là où elle ne nuit à personne
extinction-barrier-placed = {$name} pose {$kind ->
    [city] une ville
    [jetport] un aéroport
    [mountain] une montagne
    [river] une rivière
   *[desert] un désert
  } sur {$hex} ({$habitat}).
extinction-barrier-placed-removing = {$name} pose {$kind ->
    [city] une ville
    [jetport] un aéroport
    [mountain] une montagne
    [river] une rivière
   *[desert] un désert
  } sur {$hex} ({$habitat}), et {$count ->
    [one] l’individu qui s’y trouvait disparaît
   *[other] les {$count} individus qui s’y trouvaient disparaissent
  } : {$victim} les perd.
extinction-no-barrier-left = Les dix barrières sont déjà sur l’île : aucune n’est posée.
extinction-hex-has-barrier = {$hex} porte déjà une barrière.
extinction-last-cube = {$hex} porte le dernier cube de l’espèce de {$name} : aucune barrière ne peut y aller.
extinction-no-barrier-kind = Il n’y a pas de barrière `{$kind}` : les types sont {$kinds}.
extinction-both-placed = Les deux {$kind ->
    [city] villes
    [jetport] aéroports
    [mountain] montagnes
    [river] rivières
   *[desert] déserts
  } sont sur l’île ; restantes : {$left}.

# Migrate (rules/extinction/migrate.py).
extinction-ask-migrate = Migration (facultatif) : déplace des individus dans la limite de ta mobilité (individus × hexagones), autant de déplacements qu’elle le permet, puis `done`.
extinction-task-migrate = migrer ou passer
extinction-label-migrate = Déplacer {$count} de {$source} vers {$target} : {$hexes ->
    [one] {$hexes} hexagone
   *[other] {$hexes} hexagones
  }, coûte {$cost} sur {$budget}
extinction-label-migration-done = Fin de la migration
extinction-no-migration = {$name} ne migre pas.
extinction-cannot-reach = Tes individus sur {$source} ne peuvent pas atteindre {$target} : les migrants finissent sur un hexagone vide ou sur ton propre cube, et ne passent jamais par des cubes rivaux ou des barrières que tu ne peux pas franchir.
extinction-too-far = Déplacer {$count} sur {$hexes ->
    [one] {$hexes} hexagone
   *[other] {$hexes} hexagones
  } coûte {$cost}, et il ne te reste que {$budget} de mobilité ce tour-ci.

# Compete/Prey (rules/extinction/attack.py): the prompt, its buttons, the predator type announced, the
# defences shown, the hexes taken and the refusals.
extinction-ask-compete = Compétition/Prédation (facultatif) : prends des hexagones rivaux voisins des tiens (chacun de tes cubes une fois) ; `prey` annonce d’abord ton type de prédateur. `done` quand tu as fini.
extinction-task-compete = entrer en compétition, chasser ou passer
extinction-label-capture = {$verb ->
    [compete] Compétition
   *[prey] Prédation
  } : {$count} de {$source} dans {$target} ({$theirs} à {$name})
extinction-label-capture-done = Fin de la compétition et de la prédation
extinction-label-announce = Annoncer ton type de prédateur ({$type}) et chasser
extinction-predator-announced = 🐾 {$name} annonce son type de prédateur : {$type}.
extinction-defence-shown = 🛡️ {$name} montre le mot « {$type} » sur sa carte Défense de proie : à l’abri de ce prédateur.
extinction-no-defence = {$name} n’a aucune défense contre un prédateur de type {$type}.
extinction-captured = {$name} {$verb ->
    [compete] supplante
   *[prey] chasse
  } {$rival} sur {$target} ({$lost ->
    [one] {$lost} individu
   *[other] {$lost} individus
  }) et y fait entrer {$count} depuis {$source}.
extinction-no-capture = {$name} ne fait ni compétition ni prédation.
extinction-cube-used = Ton cube sur {$hex} a déjà fait une compétition ou une prédation ce tour-ci : chaque cube une fois par tour.
extinction-no-rival = {$hex} ne porte aucun cube rival.
extinction-out-of-reach = {$target} n’est ni voisin de {$source}, ni de l’autre côté d’une barrière que ton espèce peut franchir.
extinction-too-few-to-compete = La compétition demande plus d’individus que le rival : {$source} en a {$have}, {$target} en a {$theirs}.
extinction-announce-first = Annonce d’abord ton type de prédateur : `prey`.
extinction-defended = {$name} est protégé contre ton type de prédateur.
extinction-announced-already = Tu as déjà annoncé ton type de prédateur ce tour-ci.
extinction-no-rival-in-reach = Aucun rival n’est à portée d’un de tes cubes qui n’a pas encore attaqué.
extinction-capture-whole-cube = Tes 20 cubes sont tous sur l’île : déplace le cube entier ({$have}) depuis {$source}.
extinction-move-in = Fais entrer de {$least} à {$have} individus depuis {$source}.

# A species dies out (rules/extinction/fate.py); a player leaves (rules/extinction/engine.py).
extinction-extinct = 💀 L’espèce de {$name} est éteinte, anéantie par {$cause}. {$name} reste à la table comme spectateur.
extinction-resigned = {$name} quitte la partie ; son espèce quitte Darwinia.

# Refusals of a typed move (rules/extinction/engine.py): not a move of this step, not on the menu, a
# player whose species is extinct, a resignation refused.
extinction-not-on-menu = `{$typed}` n’est pas au menu maintenant. {$allowed}
extinction-not-a-move = `{$typed}` n’est pas un coup possible ici : {$asked}{$allowed}
extinction-allowed = Autorisé : {$moves}.
extinction-watching = Ton espèce est éteinte : tu regardes la suite de la partie.
extinction-over = La partie est terminée.
extinction-seat-not-in-game = Cette place n’est pas dans la partie.

# The status lines (`/game status`, rules/extinction/status.py): the round and whose turn, each
# species' standing and what it showed, a genotype its reader may see, the result.
extinction-status-turn = Manche {$round} {$last ->
    [0] jusqu’à ce qu’il ne reste qu’une espèce
   *[other] sur {$last}
  } : au tour de {$name}{$spun}. Dernière carte environnement : {$card}.
extinction-status-spun =  ; roue : {$first}, puis {$second}
extinction-status-ended = La partie s’est terminée à la manche {$round}. Dernière carte environnement : {$card}.
extinction-status-setup = {$phase ->
    [colonise] Colonisation
   *[relocate] Déplacement
  }. Dernière carte environnement : {$card}.
extinction-no-card-yet = aucune encore
extinction-status-left = {$who} : a quitté la partie.
extinction-status-extinct = {$who} : éteinte ({$cause}) ; regarde.
extinction-status-species = {$who} : {$population ->
    [one] {$population} individu
   *[other] {$population} individus
  } sur {$cubes ->
    [one] {$cubes} cube
   *[other] {$cubes} cubes
  } (score {$score}){$shown}.
extinction-status-announced =  ; type de prédateur annoncé : {$type}
extinction-status-defence =  ; défense montrée : {$words}
extinction-status-mobility = Ta mobilité restante ce tour-ci : {$left}.
extinction-status-result = Résultat : {$summary}

# A player's private look (`/extinction genes`): their own cards, a line each, and their mobility left.
extinction-no-genes-yet = Les gènes sont distribués après la colonisation et le déplacement : tu n’en as pas encore.
extinction-own-card = **{$deck}** : {$card} ({$summary})
extinction-own-mobility = Mobilité restante ce tour-ci : {$left}.
