# Primordial Soup (rules/soup/): what its engine says, in this language: its prompts, buttons, log
# lines, refusals and status. Notation a member types stays in backticks, as in every language.

# The pieces its sentences are built of (rules/soup/words.py): an amoeba and a player as the log names
# them, cubes, directions, what blocks a way, genes, environment cards, phases, a move's price.
soup-amoeba = l’amibe {$number} ({$name})
# The same amoeba opening a sentence.
soup-amoeba-first = L’amibe {$number} ({$name})
soup-player-colour = {$name} ({$colour})
soup-cubes = {$count} {$colour ->
    [red] {$count ->
        [one] rouge
       *[other] rouges
      }
    [green] {$count ->
        [one] vert
       *[other] verts
      }
    [blue] {$count ->
        [one] bleu
       *[other] bleus
      }
   *[yellow] {$count ->
        [one] jaune
       *[other] jaunes
      }
  }
soup-no-cubes = rien
soup-direction = {$direction ->
    [n] vers le nord
    [e] vers l’est
    [s] vers le sud
   *[w] vers l’ouest
  }
soup-blocker = {$blocker ->
    [island] l’île de la boussole
   *[edge] le bord de la soupe
  }
soup-gene = {$gene ->
    [intelligence] Intelligence
    [movement-1] Mouvement I
    [spores] Spores
    [speed] Vitesse
    [defense] Défense
    [escape] Fuite
    [substitution] Substitution
    [ray-protection] Protection contre les rayons
    [streamlining] Hydrodynamisme
    [tentacle] Tentacule
    [holding] Agrippement
    [life-expectancy] Longévité
    [frugality] Frugalité
    [struggle] Lutte pour la survie
    [parasitism] Parasitisme
    [division-rate] Taux de division
    [persistence] Persévérance
    [movement-2] Mouvement II
    [aggression] Agression
    [armor] Armure
   *[other] {$gene}
  }
soup-card-name = {$card ->
    [cloud-cover] Couverture nuageuse
    [doldrums] Calme plat
    [evening-ebb] Reflux du soir
    [polar-current] Courant polaire
    [solar-storm] Tempête solaire
    [still-water] Eau dormante
    [sunrise-surge] Houle de l’aube
    [trade-current] Courant des alizés
    [volcanic-haze] Brume volcanique
    [warm-undertow] Ressac chaud
    [westerly-swell] Houle d’ouest
   *[other] {$english}
  }
soup-phase = {$phase ->
    [setup] mise en place
    [move] phase 1, mouvement et alimentation
    [environment] phase 2, environnement et défauts génétiques
    [genes] phase 3, nouveaux gènes
    [division] phase 4, division cellulaire
    [deaths] phase 5, morts
    [scoring] phase 6, score
   *[over] fin de partie
  }
soup-move-price = {$cost ->
    [0] gratuit
   *[other] {$cost} PB
  }

# The log: cubes the supply ran out of, and the first environment card.
soup-shortage = Pénurie de nourriture : il ne reste que {$placed} cubes {$colour ->
    [red] rouges
    [green] verts
    [blue] bleus
   *[yellow] jaunes
  } sur {$count} pour {$why ->
    [excretion] l’excrétion
   *[remains] les restes
  } sur {$square}.
soup-first-card = La première carte Environnement : {$card}.

# A space typed that is no soup space.
soup-island-not-a-space = {$square} n’est pas une case de la soupe ({$island} est l’île de la boussole).
soup-not-a-space = `{$square}` n’est pas une case de la soupe.

# Setup (rules/soup/setup.py): the rolls for the start order in the log, the start space and the first
# amoebas: prompts, buttons, refusals and the log's lines.
soup-start-roll = {$player} lance {$first} et {$second} pour l’ordre de départ : {$total}.
soup-tie = Égalité entre {$players} : ils relancent.
soup-start-order = Les cases de départ de la piste de score sont choisies dans cet ordre : {$players}.
soup-start-spaces = Les cases de départ sont {$spaces}.
soup-start-taken = La case {$space} est déjà prise par le marqueur de score de {$name}.
soup-start-alone = Donne la case de départ seule, par exemple `start {$space}`.
soup-start-label = Départ sur la case {$space} de la piste
soup-start-prompt = choisis ta case de départ sur la piste de score ({$spaces}).
soup-start-chosen = {$name} pose son marqueur de score sur la case {$space} de la piste.
soup-place-occupied = {$square} a déjà une amibe : au départ, chaque amibe a besoin de sa propre case.
soup-place-label = Poser une amibe sur {$square}
soup-place-prompt = pose ta {$which ->
    [first] première
   *[second] deuxième
  } amibe sur une case vide{$damage ->
    [0] .
   *[other] {" "}(elle commence avec 1 point de dégât).
  }
soup-placed = {$amoeba} est posée sur {$square}{$damage ->
    [0] .
   *[other] {" "}avec 1 point de dégât.
  }

# Phase 1, an amoeba's turn (rules/soup/amoeba_turn.py): drift, move or stay, eat, attack or starve.
soup-drift-still-label = Dériver : pas de courant cette manche, rester sur {$square}
soup-drift-blocked-label = Dériver {$direction} : bloqué, rester sur {$square}
soup-drift-label = Dériver {$direction} jusqu’à {$square}
soup-move-label = Aller {$direction} jusqu’à {$square} ({$price})
soup-move-roll-label = Se déplacer : lancer {$dice ->
    [two] deux dés
   *[compass] le dé boussole
  } ({$price})
soup-stay-label = Rester sur {$square} (Agrippement)
soup-move-prompt = ton amibe {$number} sur {$square} ({$damage ->
    [one] {$damage} dégât
   *[other] {$damage} dégâts
  }) — dériver, ou se déplacer pour {$price} ?
soup-feed-prompt = quels cubes l’amibe {$number} mange-t-elle sur {$square} ? (sur la case : {$cubes})
soup-attack-label = Attaquer {$amoeba} (1 PB)
soup-starve-label = Jeûner : l’amibe {$number} prend 1 point de dégât
soup-struggle-prompt = l’amibe {$number} ne trouve rien à manger sur {$square}. Attaquer (Lutte pour la survie, 1 PB) ou jeûner ?
soup-stay-needs-holding = Seule une tribu avec Agrippement peut rester sur place au lieu de dériver.
soup-move-no-bp = Tu n’as pas de PB : déplacer l’amibe {$number} coûte 1 PB. Laisse-la dériver.
soup-choose-direction = Avec Mouvement II, tu choisis la direction : `{$allowed}`.
soup-direction-rolled = Sans Mouvement II, la direction est tirée au dé : tape `move`.
soup-cannot-move = L’amibe {$number} ne peut pas aller {$direction} : {$blocker} barre le chemin.
soup-drift-still = {$amoeba} dérive : l’eau est calme, elle reste sur {$square}.
soup-drift-blocked = {$amoeba} ne peut pas dériver {$direction} : {$blocker} barre le chemin — elle reste sur {$square}.
soup-stay = {$amoeba} s’agrippe à {$square} (Agrippement).
soup-move = {$name} {$cost ->
    [0] se déplace gratuitement (Hydrodynamisme)
   *[other] paie {$cost} PB pour déplacer
  } l’amibe {$number}.
soup-struggle-attack = {$amoeba} paie 1 PB et attaque {$target} sur {$square} (Lutte pour la survie).

# Feeding (rules/soup/feeding.py): the meals' buttons and the log's meals, excretions and hunger.
soup-eat-label = Manger {$cubes}
soup-eat-parasite-label = Manger {$cubes} ; {$name} paie 1 PB
soup-eat = {$amoeba} mange {$cubes} sur {$square}.
soup-eat-parasite = {$amoeba} mange {$cubes} sur {$square}, en parasite : {$name} paie 1 PB (Parasitisme).
soup-excrete = {$amoeba} excrète {$count} {$colour ->
    [red] {$count ->
        [one] rouge
       *[other] rouges
      }
    [green] {$count ->
        [one] vert
       *[other] verts
      }
    [blue] {$count ->
        [one] bleu
       *[other] bleus
      }
   *[yellow] {$count ->
        [one] jaune
       *[other] jaunes
      }
  } sur {$square}.
soup-starve = {$amoeba} {$why ->
    [no-attack] ne trouve rien à manger et n’attaque pas
    [attack-failed] ne gagne rien à son attaque
    [lost-fight] perd le combat
   *[no-meal] ne trouve rien à manger
  } sur {$square} : elle jeûne, 1 point de dégât (maintenant {$damage}).

# An amoeba's own move or escape (rules/soup/movement.py): the rolls of the compass die in the log, the
# way to go and a second move (Speed): prompts, buttons, refusals and the log's lines.
soup-compass-face = {$face ->
    [n] nord
    [e] est
    [s] sud
    [w] ouest
    [stay] pas de mouvement
   *[choice] choix libre
  }
soup-roll-blocked = Le {$value} indique d’aller {$direction}, mais {$blocker} barre le chemin à {$amoeba} : {$dice ->
    [1] elle reste sur place
   *[other] ce dé ne permet que de rester sur place
  }.
soup-move-roll = {$name} lance {$value} pour l’amibe {$number} : {$value} ({$face}).
soup-move-roll-two = {$name} lance {$first} et {$second} pour l’amibe {$number} : {$first} ({$first_face}), {$second} ({$second_face}).
soup-stays = {$amoeba} reste sur {$square}.
# A refused answer to "which way": why, then the ways the dice offer (the moves as typed).
soup-way-offered = `{$move}` (vers {$square})
soup-stay-offered = `stay` (sur {$square})
soup-ways-offered = L’amibe {$number} peut aller : {$ways}.
soup-cannot-go = L’amibe {$number} ne peut pas aller {$direction} : {$blocker} barre le chemin.
soup-name-the-way = Les dés laissent le choix à l’amibe {$number} : indique la direction.
soup-cannot-stay = Les dés ne permettent pas à l’amibe {$number} de rester sur {$square}.
soup-way-left-to-you = `{$move}` n’est pas permis maintenant : le dé boussole te laisse choisir la direction.
soup-dice-do-not-offer = Les dés ne proposent pas cela.
soup-stay-on-label = Rester sur {$square}
soup-go-label = Aller {$direction} jusqu’à {$square}
soup-which-way-prompt = dans quelle direction l’amibe {$number} {$kind ->
    [escape] fuit-elle
   *[move] se déplace-t-elle
  } depuis {$square} ?
soup-move-again-label = Repartir {$direction} jusqu’à {$square} (gratuit)
soup-move-again-roll-label = Repartir : lancer le dé (gratuit, Vitesse)
soup-stop-label = S’arrêter sur {$square}
soup-again-prompt = l’amibe {$number} est sur {$square}. Se déplacer une deuxième fois (Vitesse) ?
soup-moves-again = {$amoeba} se déplace une deuxième fois (Vitesse).

# One step to the next space (rules/soup/steps.py), with amoebas holding on (Holding) and cubes carried
# along (Tentacle): prompts, buttons, the refusal and the log's lines.
soup-carry-at-most = Prends au plus {$limit} cubes parmi ceux qui sont sur {$square}.
soup-step = {$amoeba} {$verb ->
    [drifts] dérive
    [escapes] fuit
   *[moves] se déplace
  } {$direction}, de {$source} à {$target}.
soup-follows = {$amoeba} s’agrippe et suit jusqu’à {$square} (Agrippement).
soup-carries = {$amoeba} emporte {$cubes} de {$source} à {$target} (Tentacule).
soup-follow-label = L’amibe {$number} suit jusqu’à {$square}
soup-stay-behind-label = L’amibe {$number} reste sur {$square}
soup-follow-prompt = {$amoeba} quitte {$source} pour {$target}. Ton amibe {$number} s’agrippe-t-elle (Agrippement) ?
soup-carry-nothing-label = Ne rien emporter
soup-carry-label = Emporter {$cubes}
soup-carry-prompt = l’amibe {$number} va de {$source} à {$target}. Emporter des cubes (Tentacule, jusqu’à {$limit}) ? Sur la case : {$cubes}.

# Attacks (rules/soup/attacks.py): Struggle for Survival and Aggression, the defender's reactions, the
# fights in the log and Persistence: prompts, buttons, refusals and the log's lines.
soup-name-the-target = Désigne la cible par sa couleur et son numéro, par exemple `attack blue 3`.
soup-no-such-amoeba = Il n’y a pas d’amibe {$colour} numéro {$number} sur le plateau.
soup-no-attacker = Tu n’as pas d’amibe {$number} sur le plateau.
soup-attack-itself = Une amibe ne peut pas s’attaquer elle-même.
soup-armored = {$amoeba} a une Armure : elle ne peut pas être attaquée en phase 1.
soup-attack-own = Agression attaque l’amibe d’un autre joueur, pas la tienne.
soup-not-beside = {$amoeba} n’est pas sur la même case que ton attaquante.
soup-no-reaction-gene = Ta tribu n’a pas le gène {$gene}.
soup-reaction-used = Tu as déjà utilisé {$gene} {$during ->
    [attack] pendant cette attaque
   *[round] pendant cette manche
  }.
soup-reaction-no-bp = Tu n’as pas de PB pour payer {$gene}.
soup-fight-roll = Combat sur {$square} : {$attacker} (attaque) lance {$attack}, {$defender} (défense) lance {$defence}{$tie ->
    [yes] {" "}— égalité, on relance.
   *[no] .
  }
soup-wins-fight = {$amoeba} gagne le combat.
soup-escaped = {$amoeba} s’est enfuie sur {$square}.
soup-escape-failed = {$amoeba} est toujours sur {$square} : la fuite a échoué.
soup-eats-amoeba = {$amoeba} dévore {$victim} sur {$square} : une mort violente, et pas d’excrétion.
soup-armor-holds = {$amoeba} survit à l’attaque grâce à son Armure mais prend 1 point de dégât (maintenant {$damage}).
soup-kills = {$amoeba} tue {$victim} sur {$square}.
soup-defend-label = Se défendre : combattre (1 PB)
soup-escape-to-label = Fuir {$direction} jusqu’à {$square} ({$price})
soup-escape-label = Fuir : s’éloigner ({$price})
soup-do-nothing-label = Ne rien faire
soup-defend-prompt = {$amoeba} attaque ton amibe {$number} sur {$square} ({$phase ->
    [1] Lutte pour la survie
   *[other] Agression
  }). Te défendre ou fuir ?
soup-fight-again-label = Combattre encore une fois (Persévérance, gratuit)
soup-give-up-label = Abandonner
soup-persist-prompt = ton amibe {$number} a perdu le combat. Combattre encore (Persévérance) ?
soup-attack-free-label = Attaquer {$amoeba} (gratuit)
soup-attack-with-free-label = Attaquer {$amoeba} avec {$number} (gratuit)
soup-give-up-attack-label = Renoncer à l’attaque
soup-retry-prompt = l’attaque a échoué. Réessayer une fois, gratuitement (Persévérance) ?
soup-does-not-resist = {$name} ne résiste pas.
soup-fights-back = {$name} paie 1 PB : l’amibe {$number} se défend (Défense).
soup-tries-escape = {$name} {$cost ->
    [0] ne paie rien (Hydrodynamisme)
   *[other] paie {$cost} PB
  } : l’amibe {$number} tente de fuir (Fuite).
soup-fights-once-more = {$amoeba} combat encore une fois (Persévérance).
soup-attacks-again = {$amoeba} attaque encore {$target} (Persévérance, gratuit).

# Deaths (rules/soup/deaths.py): a death in the log with the remains left behind (`death` is the
# sentence saying how it died), and phase 5's natural deaths.
soup-death = {$death} Restes sur {$square} : {$cubes}.
soup-natural-death = {$amoeba} meurt de mort naturelle sur {$square} ({$damage ->
    [one] {$damage} dégât
   *[other] {$damage} dégâts
  }).

# Phase 5's Aggression attack (rules/soup/aggression.py): the prompt, its buttons and the log's line.
soup-aggression-label = L’amibe {$number} attaque {$amoeba} sur {$square} (1 PB)
soup-no-aggression-label = Pas d’attaque cette manche
soup-aggression-prompt = attaquer avec Agression (1 PB, une fois par manche) ?
soup-aggression-attack = {$amoeba} paie 1 PB et attaque {$target} (Agression).

# Phase 4, cell division (rules/soup/division.py): the income in the log, the prompt, its buttons, the
# refusals and the newborns in the log.
soup-tribe-full = Tes {$count} amibes sont déjà toutes sur le plateau.
soup-division-too-dear = Tu as {$bp} PB ; une nouvelle amibe coûte {$cost}.
soup-division-own-space = {$square} a déjà une de tes amibes.
soup-division-no-amoeba = Il ne te reste aucune amibe pour te diviser (l’option empty_tribe vaut `out`).
soup-division-not-bordering = {$square} ne touche aucune de tes amibes.
soup-income = {$name} reçoit {$income} PB (maintenant {$bp}).
soup-divide-label = Nouvelle amibe sur {$square} ({$cost} PB)
soup-divide-done-label = Ne plus se diviser
soup-divide-prompt = divise-toi pour {$cost} PB chaque fois ({$bp} PB, {$amoebas ->
    [one] {$amoebas} amibe
   *[other] {$amoebas} amibes
  }), ou termine.
soup-born = {$name} paie {$cost} PB : l’amibe {$number} naît sur {$square}.

# Phase 3, new genes (rules/soup/genes.py): the refusals of a purchase, the prompt, its buttons and the
# log's purchases.
soup-no-such-gene-listed = Il n’y a pas de gène appelé « {$gene} ». Gènes : `{$genes}`.
soup-gene-owned = Tu as déjà {$gene}.
soup-gene-upgraded = Tu as {$held}, tu ne peux donc pas racheter {$gene}.
# Either of two lower genes an advanced gene is bought by handing in.
soup-either-gene = {$first} ou {$second}
# Each requirement of a purchase that is unmet, joined by "; " after soup-cannot-buy's colon.
soup-gene-unmet = {$unmet ->
    [sold-out] tous les exemplaires de la partie sont déjà pris
    [no-lower] il s’achète en rendant {$lower}, que tu n’as pas
    [lower-too-new] tu dois d’abord garder {$lower} une manche entière
   *[price] il coûte {$price} PB et tu en as {$bp}
  }
soup-cannot-buy = Tu ne peux pas acheter {$gene} : {$unmet}.
soup-hand-in = Rends un gène que tu as depuis une manche : `{$allowed}`.
soup-cannot-buy-now = Tu ne peux pas acheter {$gene} maintenant. Permis : `{$allowed}`.
soup-buy-label = Acheter {$gene} ({$price} PB)
soup-buy-hand-in-label = Acheter {$gene} ({$price} PB, rendre {$lower})
soup-buy-done-label = Ne plus rien acheter
soup-buy-prompt = achète des gènes ({$bp} PB), ou termine.
soup-done-buying = {$name} a fini d’acheter des gènes.
soup-buys = {$name} achète {$gene} pour {$price} PB.
soup-buys-handing-in = {$name} achète {$gene} pour {$price} PB et rend {$lower}.

# Phase 2, the environment and gene defects (rules/soup/environment.py): the cards in the log, the
# defects owed, the prompt, its buttons, the refusals and the log's payments.
soup-new-card = Une nouvelle carte Environnement : {$card}.
soup-last-card = C’était la dernière carte Environnement : la partie se termine après cette manche.
soup-defects = Les gènes de {$name} portent {$points} points de mutation, la couche d’ozone est à {$ozone} : {$debt} à compenser en PB ou en gènes.
soup-you-have-bp = Tu as {$bp} PB.
soup-pay-at-most = Tu dois {$debt} points : paie au plus {$debt} PB.
soup-pay-at-least = Paie au moins 1 PB.
soup-no-such-gene = Il n’y a pas de gène appelé « {$gene} ».
soup-gene-not-owned = Tu n’as pas {$gene}.
soup-gene-lowers-mutation = {$gene} abaisse ton total de mutation : y renoncer ne compense aucun défaut.
soup-pay-label = Payer {$bp} PB
soup-give-up-gene-label = Renoncer à {$gene} ({$points} points{$lost ->
    [0] {""}
   *[other] , {$lost} perdus
  })
soup-defect-prompt = défauts génétiques — compense encore {$debt} points en PB (tu en as {$bp}) ou en gènes.
soup-pays-defects = {$name} paie {$bp} PB pour ses défauts génétiques.
soup-gives-up = {$name} renonce à {$gene}{$lost ->
    [0] .
   *[other] {" "}({$lost} points perdus).
  }

# Phase 6, scoring, and the end (rules/soup/scoring.py): each marker's climb in the log, and the summary
# of a game that is over (its reason, then who won).
soup-score = {$name} avance de {$steps} ({$amoebas ->
    [one] {$amoebas} amibe
   *[other] {$amoebas} amibes
  } : {$amoeba_steps}, {$cards ->
    [one] {$cards} carte Gène
   *[other] {$cards} cartes Gène
  } : {$card_steps}), de la case {$before} à la case {$after}.
soup-end-reason = {$why ->
    [finish] Un marqueur a atteint la zone d’arrivée.
    [last-card] La dernière carte Environnement a été jouée.
    [one-left] Il ne reste qu’un joueur.
   *[all-left] Tout le monde est parti.
  }
soup-winner = {$reason} Victoire pour {$name}, sur la case {$space} de la piste.
soup-no-winner = {$reason} Il ne reste personne pour gagner.

# The round (rules/soup/rounds.py): each phase's start and the environment in the log.
soup-round-phase = Manche {$round}, {$phase}.
soup-environment = Environnement : {$card}.
soup-no-defects = Pas de défauts génétiques à la première manche.

# A decision with one choice only, taken for the player (rules/soup/stages.py): the log's line, with
# the choice's button label.
soup-only-choice = {$name} : {$choice} (le seul choix).
# What a prompt awaits, for everyone but the player who owes it, in the third person's infinitive (the
# table writes "waiting for Ann (red) to …").
soup-awaited-defend = répondre à l’attaque de l’amibe {$attacker} ({$name}) contre sa propre amibe {$number}
soup-awaited-persist = décider si sa propre amibe {$number} combat encore {$attacker} (Persévérance)
soup-awaited-follow = décider si sa propre amibe {$number} s’agrippe à {$mover} (Agrippement)
soup-awaited-carry = choisir les cubes que l’amibe {$number} emporte vers {$square} (Tentacule)
soup-awaited = {$kind ->
    [start] choisir une case de départ sur la piste de score
    [place] poser une amibe pendant la mise en place
    [move] laisser dériver ou déplacer l’amibe {$number}
    [feed] choisir ce que mange l’amibe {$number}
    [attack] attaquer ou jeûner avec l’amibe {$number}
    [retry] décider s’il retente l’attaque ratée (Persévérance)
    [aggress] décider d’une attaque par Agression
    [direction] choisir la direction de l’amibe {$number}
    [again] décider si l’amibe {$number} se déplace une deuxième fois (Vitesse)
    [divide] se diviser (poser de nouvelles amibes) ou terminer
    [defect] payer ses défauts génétiques
    [buy] acheter des gènes ou terminer
   *[other] répondre à une demande ({$kind})
  }

# Refusals of the engine itself (rules/soup/engine.py, refusals.py, notation.py): a resignation that
# cannot be, a move not on offer (with the moves allowed, as typed), a meal not on offer, too many cubes
# typed; and the log's line of a player who leaves.
soup-resign-over = La partie est terminée.
soup-resign-no-seat = Cette place n’est pas dans la partie.
soup-resigns = {$player} quitte la partie ; ses amibes et ses marqueurs quittent le plateau.
soup-allowed = Permis : `{$allowed}`.
soup-not-allowed = `{$move}` n’est pas permis maintenant.
soup-not-a-meal = Ce n’est pas un repas que l’amibe {$number} peut manger ici.
soup-cubes-per-colour = Il n’y a que {$count} cubes de chaque couleur dans le jeu.
soup-count-out-of-range = {$number} est hors limites pour un nombre {$colour ->
    [bp] de PB
    [red] de cubes rouges
    [green] de cubes verts
    [blue] de cubes bleus
   *[other] de cubes jaunes
  } : utilise un nombre entier de 1 à {$most}.

# The status lines (rules/soup/status.py): the round and the environment, then each player's standing.
soup-status-setup = Mise en place. Environnement : {$card} ({$left ->
    [one] {$left} carte restante
   *[other] {$left} cartes restantes
  }).
soup-status-round = Manche {$round}, {$phase}. Environnement : {$card} ({$left ->
    [one] {$left} carte restante
   *[other] {$left} cartes restantes
  }).
soup-status-left = {$player} : a quitté la partie.
soup-status-no-genes = aucun gène
# One amoeba in a player's line: its number and space, and its damage points if it has any.
soup-status-amoeba = {$number} {$square}{$damage ->
    [0] {""}
   *[other] {" "}({$damage} dégâts)
  }
soup-status-no-amoebas = aucune
soup-status-player = {$player} : piste {$space}, {$bp} PB ; gènes : {$genes} (PM {$points}) ; amibes : {$amoebas}.
soup-status-over = Partie terminée. {$summary}

# The board's gene panel (rendering/soup.py): a player without genes, their mutation points, and how
# many of them are over the ozone.
soup-board-no-genes = aucun
soup-board-mutation-points = PM {$points}
soup-board-over-ozone = {$points} de trop
