# µ (Micro) (rules/micro/): what its engine says, in this language. µ has no French edition: its terms are
# plain French biology (colonie, génération, stock, seuil de croissance, métabolisme, carte Évolution,
# nutriments); the piles keep their names (Gaia, Galapagos, Linnaeus, Colonne de Winogradsky). The moves a
# member types stay in backticks, as in English. A colony's, a species' or a player's name never follows
# "de" or "que": it stands as the subject, after a colon, "pour" or "par".

# Names the other sentences take: a player with their seat's colour, a colony, a habitat, the cards,
# metabolisms, nutrients (a habitat's features) and designs by their keys, counts of nutrients.
micro-player = {$name} ({$colour})
micro-colony-name = {$colony} ({$name}) sur {$hex} (génération {$generation})
micro-colony-place = {$colony} ({$name}) sur {$hex}
micro-habitat = {$habitat} {$hex}
micro-none = aucune
micro-units = {$count} {$nutrient}
micro-either = {$first} ou {$second}
micro-card-name = {$card ->
    [psychrophile] Psychrophile
    [thermophile] Thermophile
    [toxic] Toxique
    [gene-shuffle] Brassage génétique
    [metal-lover] Métallophile
    [sporigenous] Sporulant
    [filamentous] Filamenteux
    [exudating] Exsudant
    [gliding] Glissant
    [biofilm] Biofilm
    [pigments] Pigments
    [syntrophy] Syntrophie
    [competence] Compétence
    [anaerobe] Anaérobie
    [aerobe] Aérobie
    [halophile] Halophile
    [phage-warfare] Guerre phagique
    [phage-attack] Attaque de phages !
   *[other] {$card}
  }
micro-metabolism-name = {$metabolism ->
    [heterotrophy] Hétérotrophie
    [photolithoautotrophy] Photolithoautotrophie
    [fermentation] Fermentation
    [chemolithoautotrophy] Chimiolithoautotrophie
    [mixotrophy] Mixotrophie
    [chemoorganoautotrophy] Chimio-organoautotrophie
   *[other] {$metabolism}
  }
micro-nutrient = {$nutrient ->
    [chemicals] chimiques
    [organics] organiques
    [inorganics] minéraux
    [metals] métaux
    [oxygen] oxygène
    [light] lumière
    [temperature] température
    [salts] sels
   *[other] {$nutrient}
  }
micro-habitat-name = {$design ->
    [shallows] Hauts-fonds ensoleillés
    [vent] Source hydrothermale
    [seep] Suintement froid
    [kelp] Forêt de varech
    [estuary] Vase d’estuaire
    [brine] Mare de saumure
    [ice] Banquise
    [reef] Récif corallien
    [abyss] Plaine abyssale
    [whalefall] Carcasse de baleine
   *[other] {$design}
  }

# The prompts: what the player owing a decision reads (text), and what the others read they are awaited
# to do (task, after "waiting for alice to").
micro-arrange-text = dispose tes habitats sur tes cases de départ {$hexes}
micro-arrange-task = disposer ses habitats
micro-settle-text = choisis l’habitat de ta colonie de départ
micro-settle-task = poser sa colonie de départ
micro-turn-text = à toi de jouer (manche {$round}) : croître, attaquer, échanger, changer de métabolisme ou passer ; d’abord, librement : réglages d’absorption et pouvoirs des cartes
micro-turn-task = jouer son tour
micro-grow-text = fais croître {$colony} sur {$hex} (stock {$stock}) : doubler, déplacer, évoluer, 1 ressource chacun, ou `done` (croître est ton action principale : `done` termine le tour)
# A growth choice the colony does not have, and why: after the growing prompt.
micro-grow-missing = {$choice ->
    [double] pas de doublement
    [spore] pas de spore
    [move] pas de déplacement
   *[evolve] pas d’évolution
  } : {$reason}
micro-grow-task = faire croître sa colonie sur {$hex}
micro-place-replaces-text = choisis l’habitat inutilisé que remplace la tuile {$habitat}
micro-place-free-text = choisis une case libre pour la tuile {$habitat}
micro-place-task = poser l’habitat tiré
micro-ride-text = {$player} : {$colony} s’est déplacée en {$hex} : envoyer un clone par Syntrophie avec elle ?
micro-ride-task = répondre à un voyage par Syntrophie
micro-pigment-text = choisis le nutriment énergétique des pigments pour {$species}
micro-pigment-task = choisir le nutriment de ses pigments
micro-bring-text = Compétence : {$colony} peut fonder une nouvelle espèce, avec un métabolisme tiré de la Colonne et les cartes qu’elle emporte (elles quittent l’ancienne espèce) ; `bring all` la garde dans son espèce. Toutes les combinaisons ne sont pas listées : tape celle que tu veux, par exemple `bring gliding,toxic`
micro-bring-task = répondre au choix de cartes de Compétence

# The buttons and menus of the decisions but the turn's.
micro-grow-done = Fin de la croissance
micro-grow-stop = Arrêter sans croître : le tour se termine, aucune ressource dépensée
micro-place-instead = {$habitat} à la place de {$hex}
micro-place-on = {$habitat} sur {$hex}
micro-ride-label = Envoyer un clone avec {$colony} en {$hex}
micro-ride-decline = Pas de clone
micro-pigment-label = Pigments : énergie tirée des {$nutrient}
micro-bring-all-label = Rester une seule espèce, avec toutes les cartes
micro-bring-none-label = Une nouvelle espèce sans carte (l’ancienne les garde toutes)
micro-bring-label = Une nouvelle espèce avec {$cards}

# Refusals of an answer to a decision but the turn's.
micro-not-an-answer = `{$word}` ne répond pas à ceci : {$prompt} (permis : {$allowed}).
micro-place-where = Pose l’habitat sur une de ces cases : {$hexes}.
micro-ride-form = Réponds `ride <case de ta colonie à Syntrophie>` ou `decline`.
micro-choose-one = Choisis parmi : {$choices}.
micro-bring-form = Écris `bring all`, `bring none` ou `bring` suivi de noms de cartes séparés par des virgules.
micro-bring-no-card = {$species} n’a pas de (nouvelle) carte `{$card}` à emporter.
micro-bring-every-card = Emporter toutes les cartes garde une seule espèce : écris `bring all`.

# The log (the board post's summary): what happened.
micro-pigment-event = Les pigments de l’espèce {$species} tirent aussi leur énergie des {$nutrient}.
micro-pass-event = {$name} passe.
micro-setting-event = {$colony} sur {$hex} absorbera désormais {$setting}.

# The turn's buttons and menus: its main actions, then the free ones.
micro-grow-label = Faire croître {$colony} sur {$hex} (stock {$stock})
micro-exchange-label = Échanger : tirer un habitat de Gaia ({$left} restants) {$swap ->
    [true] contre un des tiens inutilisé, qui est défaussé
   *[false] sur une case libre
  }
micro-exchange-last-label = Échanger : tirer le dernier habitat de Gaia {$swap ->
    [true] contre un des tiens inutilisé, qui est défaussé
   *[false] sur une case libre
  } ; la partie se termine alors avec cette manche
micro-metabolism-label = Nouveau métabolisme pour {$species}, en rendant {$card}
micro-pass-label = Passer
micro-prey-label = Chasser en {$target} depuis {$hex}
micro-power-label = {$power ->
    [toxic] Toxines depuis {$hex}
    [warfare] Guerre phagique depuis {$hex}
   *[shuffle] Particules génétiques depuis {$hex}
  }
micro-acquire-label = Prendre les restes en {$hex}
micro-rejuvenate-label = Rajeunir la spore en {$hex}
micro-uptake-label = {$colony} sur {$hex} : absorber {$setting}
# An uptake setting in words (in the uptake buttons, their event and refusal).
micro-setting = {$setting ->
    [min] seulement son besoin
    [max] tout ce qu’elle peut, jusqu’à sa limite, même si son habitat se vide
   *[safe] tout ce qu’elle peut tant que son habitat, après le prochain renouvellement, peut encore fournir son prochain besoin (prudent)
  }
micro-setting-resources = {$count ->
    [one] {$count} ressource
   *[other] {$count} ressources
  }

# Refusals of a move on the turn: its words, then the rule that forbids it.
micro-not-a-turn-action = `{$word}` n’est pas une action possible pendant ton tour. Actions principales : `grow`, `attack`, `exchange`, `metabolism`, `pass` ; libres : `uptake`, `prey`, `toxic`, `shuffle`, `warfare`, `rejuvenate`, `acquire`.
micro-write-as = Écris-le sous la forme `{$form}`.
micro-not-a-hex = `{$word}` n’est pas une case : écris une lettre de rangée et un numéro de colonne, par exemple d5.
micro-no-colony-there = Tu n’as pas de colonie en {$hex}. Tes colonies : {$colonies}.
micro-resources-not-a-number = `{$word}` n’est pas un nombre de ressources : utilise un nombre entier entre {$low} et {$high}.
micro-resources-out-of-range = {$word} est hors limites pour un nombre de ressources : utilise un nombre entier entre {$low} et {$high}.
micro-uptake-changed = Le réglage d’absorption a déjà changé ce tour-ci pour {$colony}.
micro-setting-same = {$colony} absorbe déjà {$setting} : choisis un autre réglage.
micro-not-heterotroph = {$species} n’est pas hétérotrophe : elle ne peut pas chasser.
micro-lacks-card = {$species} n’a pas la carte {$card}.
micro-power-used = {$species} a déjà utilisé `{$power}` ce tour-ci.
micro-power-generation = {$colony} doit être au moins en génération {$generation} pour utiliser `{$power}`.
micro-no-toxins = {$colony} ne peut pas émettre de toxines : {$why} ; Toxique demande au moins 1 énergie acquise lors de la dernière absorption de la colonie (règle 14.3).
micro-no-energy-unfed = elle ne s’est pas nourrie lors de sa dernière absorption (ou n’en a pas encore eu)
micro-no-energy-stock = lors de sa dernière absorption elle a vécu sur son stock sans absorber d’énergie
micro-no-energy-card = elle se nourrit par {$cards}, {$count ->
    [one] qui n’a pas de part d’énergie
   *[other] qui n’ont pas de part d’énergie
  }
micro-no-energy-stock-or-card = lors de sa dernière absorption elle a vécu sur son stock, ou s’est nourrie par {$cards}, {$count ->
    [one] qui n’a pas de part d’énergie
   *[other] qui n’ont pas de part d’énergie
  }
micro-nothing-in-reach = {$colony} sur {$hex} n’a rien à sa portée pour `{$power}`.
micro-power-refused = {$reason} Permis maintenant : {$allowed}.
micro-power-refused-nowhere = {$reason} Aucune de tes colonies ne peut utiliser `{$power}` maintenant.
micro-power-target = {$colony} ne peut pas utiliser `{$power}` en {$target} ; possible en : {$allowed}.
micro-no-spore-there = Aucune de tes spores ne peut croître en {$hex} : spores sur des habitats libres : {$spores}.
micro-no-spore-free = Aucune de tes spores ne peut croître en {$hex} : aucune ne le peut maintenant.
micro-attack-target = {$colony} sur {$hex} ne peut pas attaquer {$target} : elle peut attaquer {$allowed}.
micro-attack-nothing = {$colony} sur {$hex} ne peut pas attaquer {$target} : elle ne peut rien attaquer (aucune colonie rivale voisine sans biofilm).
micro-not-your-species = `{$species}` n’est pas une de tes espèces : {$yours}.
micro-no-card-to-give = {$species} n’a pas de carte `{$card}` à rendre ; elle a {$held}.
micro-no-card-held = {$species} n’a pas de carte `{$card}` à rendre ; elle n’a aucune carte Évolution, elle ne peut donc pas changer de métabolisme.

# Growing: the buttons of the growth choices, their refusals, their events.
micro-double-label = Doubler {$colony} : génération {$generation}, besoin de {$generation} ressources par tour
micro-spore-label = Laisser une spore en {$hex}
micro-move-whole-label = Se déplacer entière en {$hex}
micro-move-half-label = Envoyer la génération {$generation} en {$hex}, en gardant {$kept}
micro-move-then-no-evolve =  ; ensuite elle ne pourra pas évoluer (génération 1)
micro-move-unfed-warning = {" "}— attention : {$hex} ne peut pas la nourrir (elle mange {$eats} par génération)
micro-evolve-label = Évoluer : tirer une carte
micro-evolve-label-new = Évoluer : tirer une carte (une nouvelle espèce)
micro-evolve-phage =  ; {$phages} cartes sur {$cards} sont Attaque de phages !, qui la tue
micro-evolve-phage-last =  ; {$phages} cartes sur {$cards} sont Attaque de phages !, qui la tue et t’élimine : c’est ta dernière colonie
micro-not-ready = {$colony} sur {$hex} n’est pas prête à croître : son stock est {$stock}, le seuil de croissance {$threshold}.
micro-nothing-to-grow = {$colony} sur {$hex} ne peut rien faire : ni doubler, ni se déplacer, ni évoluer n’est possible maintenant.
micro-choice-used = {$colony} a déjà {$choice ->
    [double] doublé
    [move] fait son déplacement
   *[evolve] évolué
  } ce tour-ci.
micro-no-resource = {$colony} n’a plus de ressource à dépenser.
micro-most-generations = {$colony} est en génération {$generation}, le maximum pour une colonie.
micro-not-sporigenous = {$species} n’est pas Sporulant : elle ne peut pas former de spores.
micro-spore-there = Il y a déjà une spore en {$hex}.
micro-no-token-for-spore = {$species} n’a plus de jeton pour une spore (4 colonies et spores au plus).
micro-held-by-exudate = {$colony} sur {$hex} ne peut pas se déplacer : une colonie rivale Exsudant voisine la retient (mobilité 0, règle 14.8).
micro-immobile = {$colony} sur {$hex} a une mobilité de 0 ici.
micro-no-token-to-move = {$species} n’a plus de jeton pour la part qui se déplacerait (4 au plus).
micro-nowhere-to-move = {$colony} sur {$hex} n’a aucun habitat libre dans sa mobilité {$mobility} : les habitats à portée sont occupés, et les colonies barrent le chemin (règle 9.4).
micro-too-young-to-evolve = {$colony} est en génération 1 : seules les colonies au-delà de la génération 1 peuvent évoluer.
micro-galapagos-empty = Les Galapagos sont vides.
micro-linnaeus-empty = Le Linnaeus n’a plus d’espèce pour la nouvelle espèce que créerait l’évolution.
micro-column-empty = La Colonne de Winogradsky n’a plus de carte Métabolisme pour la nouvelle espèce que créerait l’évolution.
micro-not-a-growth-choice = `{$word}` n’est pas un choix de croissance : `double`, `spore`, `move <case>`, `evolve` ou `done`.
micro-move-form = Écris `move` et l’habitat où aller, par exemple `move e6`.
micro-move-beyond = {$colony} ne peut pas aller en {$hex} : avec sa mobilité {$mobility} elle peut atteindre {$allowed}.
micro-nothing-after = Rien ne suit `{$word}`.
micro-growing-elsewhere = {$colony} sur {$hex} est la colonie qui croît : écris `{$form}` seul, ou nomme {$hex}.
micro-double-event = {$colony} double (1 ressource ; stock {$stock}).
micro-spore-event = {$colony} laisse la spore {$spore} en {$hex} (1 ressource ; stock {$stock}).
micro-move-event = {$player} : {$colony} se déplace de {$origin} en {$hex} (1 ressource ; stock {$stock}).
micro-send-event = {$player} : {$colony} sur {$origin} envoie la génération {$part} en {$hex} sous le nom {$new} et garde la génération {$kept} (1 ressource ; stock {$stock}).
micro-evolve-event = {$colony} évolue (1 ressource ; stock {$stock}) et tire {$card} des Galapagos ({$left} restantes).
micro-biofilm-stops-phage = Le biofilm arrête le phage pour {$colony} ; Attaque de phages ! retourne dans la pile.
micro-ride-event = {$player} : {$colony} envoie le clone {$clone} avec {$moved} en {$hex} (Syntrophie) ; {$colony} est maintenant en génération {$generation}.

# Starving, dying, extinction, a player out: the log.
micro-starve-event = {$colony} a faim : elle perd {$lost} de ses {$generation} générations.
# A colony's death, by its cause; the nutrients its death released, if any.
micro-death = {$colony} {$why ->
    [starved] meurt de faim
    [fight] meurt au combat
    [eaten] est dévorée
    [phage] est tuée par le phage
   *[phage-drawn] est tuée par le phage ; Attaque de phages ! retourne dans les Galapagos
  }.
micro-death-releasing = {$colony} {$why ->
    [starved] meurt de faim
    [fight] meurt au combat
    [eaten] est dévorée
    [phage] est tuée par le phage
   *[phage-drawn] est tuée par le phage ; Attaque de phages ! retourne dans les Galapagos
  }, et libère {$released}.
micro-takeover-event = Son passager {$colony} tient désormais {$hex} seul.
micro-extinct-remains = {$species} est éteinte ; ses cartes ({$cards}) restent en {$hex}.
micro-extinct-no-cards = {$species} est éteinte ; elle ne laisse aucune carte.
micro-extinct-to-galapagos = {$species} est éteinte ; ses cartes retournent dans les Galapagos.
micro-out-event = {$player} n’a plus ni colonie ni spore : éliminé de la partie.

# Fights: the attack's buttons and the log of attacks, prey and Phage Warfare.
micro-attack-label = Attaquer {$target} depuis {$hex} : force {$strength} contre {$against}, {$outcome ->
    [win] tu gagnes : elle perd son stock
    [lose] tu perds ton stock
   *[tie] l’égalité profite au défenseur : tu perds ton stock
  } ; {$loss}
micro-both-die = les deux perdent 1 génération, et les deux étaient en génération 1 : les deux meurent
micro-one-dies = les deux perdent 1 génération ; {$colony}, en génération 1, meurt
micro-both-lose = les deux perdent 1 génération
micro-attack-event = {$attacker}, force {$strength}, attaque {$defender}, force {$against} : {$winner} gagne ; {$loser} perd son stock de {$stock} ; {$loss}.
micro-prey-event = {$colony} chasse {$victim} : elle mange 1 génération et gagne 1 ressource (stock {$stock}).
micro-warfare-event = {$colony} libère son phage (Guerre phagique, retour dans les Galapagos) et abandonne la moitié de ses générations : {$victims} {$count ->
    [one] meurt
   *[other] meurent
  }.

# The card powers used in a turn: the log.
micro-toxic-event = {$colony} émet des toxines : {$victims} {$count ->
    [one] aura besoin
   *[other] auront besoin
  } de 2 biomasse de plus à la prochaine absorption.
micro-spore-on = {$spore} en {$hex}
micro-shuffle-event = {$colony} répand des particules génétiques : fait {$roll} au dé ; elles s’installent comme spores : {$spores}.
micro-shuffle-nowhere-event = {$colony} répand des particules génétiques : fait {$roll} au dé ; aucun habitat libre ni jeton ne les accueille.
micro-rejuvenate-event = La spore {$spore} en {$hex} devient une colonie de génération 1.
micro-acquire-event = {$colony} absorbe les restes en {$hex} (Compétence) : {$cards}.

# Species: metabolism drawn or changed, a new species founded: the log.
micro-metabolism-event = {$species} tire {$cards} de la Colonne de Winogradsky.
micro-metabolism-mixotrophy-event = {$species} tire {$cards} de la Colonne de Winogradsky (Mixotrophie : Hétérotrophie et une deuxième carte ; Mixotrophie y retourne).
micro-species-event = {$player} : {$colony} sur {$hex} devient une nouvelle espèce : {$species} ({$token}), avec {$cards}.
micro-change-event = {$species} remet {$card} dans les Galapagos et {$cards} dans la Colonne de Winogradsky.

# Setting up: the arrangement's and the starting colony's buttons and refusals, and the log.
micro-habitat-on = {$habitat} en {$hex}
micro-settle-label = Commencer sur {$habitat} {$hex}
micro-arrange-form = Nomme tes trois habitats dans l’ordre de tes cases de départ {$hexes} : {$allowed}.
micro-settle-where = Installe-toi sur un de tes habitats de départ : {$hexes}.
micro-setup-event = {$player} fonde {$species}, fait {$roll} au dé (seuil de croissance {$threshold}) et tire de Gaia : {$habitats}.
micro-redraw-event = Aucun habitat ne peut nourrir l’espèce {$species} : la tuile {$habitat} retourne dans Gaia et une autre est tirée.
micro-arrange-event = {$player} dispose : {$habitats}.
micro-settle-event = {$player} installe {$species} {$colony} en {$hex}.

# Exchanging habitats: its refusals and the log.
micro-gaia-empty = Gaia n’a plus d’habitat à tirer.
micro-no-spot = Tu n’as ni habitat inutilisé à rendre ni case libre à côté de tes habitats ou colonies.
# A habitat drawn from Gaia, with its article ("an Estuary mud").
micro-exchange-event = {$player} tire {$design ->
    [shallows] des Hauts-fonds ensoleillés
    [vent] une Source hydrothermale
    [seep] un Suintement froid
    [kelp] une Forêt de varech
    [estuary] une Vase d’estuaire
    [brine] une Mare de saumure
    [ice] une Banquise
    [reef] un Récif corallien
    [abyss] une Plaine abyssale
   *[whalefall] une Carcasse de baleine
  } de Gaia ({$left} restants).
micro-place-event = {$player} pose la tuile {$habitat} en {$hex}.
micro-swap-event = {$player} rend la tuile {$old} et pose à sa place la tuile {$habitat}.
micro-swap-remains-event = {$player} rend la tuile {$old} (ses restes retournent dans les Galapagos) et pose à sa place la tuile {$habitat}.

# Uptake and the sea's renewal: the log.
micro-renew-event = La mer renouvelle chaque habitat : un tiers de ce qui manque à chacun revient.
# What a colony took up, in parts: the resources, any parts owed on top, the units they were paid with.
micro-took = {$colony} absorbe {$count ->
    [one] {$count} ressource
   *[other] {$count} ressources
  }
micro-took-owed = , plus {$parts} en sus
micro-parts = {$count} {$part ->
    [energy] {$count ->
        [one] part d’énergie
       *[other] parts d’énergie
      }
    [biomass] {$count ->
        [one] part de biomasse
       *[other] parts de biomasse
      }
   *[donors] {$count ->
        [one] part de donneurs
       *[other] parts de donneurs
      }
  }
micro-took-paid = , au prix de {$count ->
    [one] {$count} unité de nutriment
   *[other] {$count} unités de nutriment
  } ({$spent})
micro-uptake-event = {$took} : stock {$stock}.
micro-uptake-breath-event = {$took} : stock {$stock} ; elle respire profondément (1 part d’énergie de plus : seuil −1 ce tour-ci).
micro-uptake-short-event = {$took}, {$short} de moins que son besoin : elle vit sur son stock, désormais {$stock}.
micro-uptake-starving-event = {$took}, {$short} de moins que son besoin, et son stock ne peut pas le couvrir.
micro-added-to = {$count} {$nutrient} en {$hex}
micro-adds-event = {$species} {$colony} ajoute {$added}.

# The course of the game: a turn begins, the last round is announced, the game ends. The endings are
# the log's last line and the summary the table shows.
micro-turn-event = Manche {$round} : à {$player} de jouer.
micro-gaia-ending = Gaia n’a plus d’habitat
micro-galapagos-ending = Les Galapagos ne contiennent plus que des Attaque de phages !
micro-round-limit-ending = La manche {$round}, la dernière de la partie, est terminée
micro-last-round-event = {$ending} : la partie se termine avec cette manche, pour que chacun ait joué autant de tours.
micro-nobody-left-ending = {$ending} : plus aucun joueur en lice, pas de vainqueur.
micro-won-ending = {$ending} : {$winners} {$count ->
    [one] gagne
   *[other] se partagent la victoire
  } {$decided} ({$biomass}).
micro-and = {$first} et {$second}
micro-most-biomass = avec le plus de biomasse
micro-level-on-everything = à égalité sur chaque critère de la règle 15.5
micro-decided-on = aux {$count ->
    [biomass] biomasse
    [colonies] colonies
    [species] espèces
   *[cards] cartes Évolution
  } ({$value} contre {$against}), à égalité avec le suivant pour {$level}
micro-ranked-count = {$count ->
    [biomass] biomasse
    [colonies] colonies
    [species] espèces
   *[cards] cartes Évolution
  } {$value}
micro-final-biomass = {$name} {$standing}
micro-final-resigned = abandon
micro-final-out = éliminé
micro-final-count = {$biomass}
micro-last-standing-ending = {$player} est le dernier en lice et gagne ({$generations ->
    [one] {$generations} génération
   *[other] {$generations} générations
  } en vie).
micro-mutual-destruction-ending = Destruction mutuelle : plus aucun joueur en lice, pas de vainqueur.

# The status lines (`/game status`, the board post's text): the round and piles, then each player, their
# species and colonies.
micro-status-piles = Manche {$round} ({$limit}) · Gaia {$gaia} habitats · Galapagos {$galapagos} cartes · Colonne de Winogradsky {$column} cartes
micro-status-last-round = la dernière : {$ending}
micro-status-round-limit = limite {$rounds}
micro-status-biomass = biomasse {$biomass}
micro-status-player = {$player} : seuil {$threshold}, {$standing}
micro-status-species = {$species} [{$letter}] : {$metabolism}, chaque génération mange {$eats} par tour ; cartes {$cards}
micro-status-species-pigments = {$species} [{$letter}] : {$metabolism}, chaque génération mange {$eats} par tour ; cartes {$cards} (pigments : {$pigments})
micro-status-colony = {$colony} sur {$hex} : génération {$generation}, stock {$stock}/{$threshold}, absorption `{$setting}`
micro-status-passenger = {$colony} sur {$hex} : génération {$generation}, stock {$stock}/{$threshold}, absorption `{$setting}`, voyage avec {$host}

# Leaving the game, and a typed move that is no move at all.
micro-resign-event = {$player} quitte la partie ; ses colonies et spores disparaissent.
micro-seat-not-in-game = Cette place n’est pas dans la partie.
micro-too-long = `{$move}` est trop long pour être un coup.
micro-empty-move = Tape un coup, par exemple `pass` ou `grow d5`.

# The board (rendering/micro.py): a habitat tile's short name, drawn on the tile and beside the habitats
# being arranged.
micro-board-tile = {$design ->
    [shallows] Hauts-fonds
    [vent] Source
    [seep] Suintement
    [kelp] Varech
    [estuary] Estuaire
    [brine] Saumure
    [ice] Banquise
    [reef] Récif
    [abyss] Abysses
    [whalefall] Baleine
   *[other] {$design}
  }
