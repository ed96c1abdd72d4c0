# What the Animacule Apocalypse engine says (rules/animacule/). A colour given as `$colour` is the
# allelomorph's key (red, green, yellow, blue); a list of them (`$colours`, `$slots`) comes worded.
# `$direction` comes worded by animacule-towards or animacule-side; an animacule named by its owner
# and number mid-sentence comes worded by animacule-name or animacule-yours.
# French: l’animacule (masculine, as l’animalcule), l’allélomorphe, la tribu, la nourriture, la
# calamité; parthénogenèse and allogamie as the rulebook's terms. An animacule is named with its owner
# in brackets ("l’animacule 3 (Anne)"), never after "de" or "que".

# Pieces of the sentences below: a direction moved or acted towards, and a side something lies on.
animacule-towards = {$direction ->
    [n] vers le nord
    [e] vers l’est
    [s] vers le sud
   *[w] vers l’ouest
  }
animacule-side = {$direction ->
    [n] au nord
    [e] à l’est
    [s] au sud
   *[w] à l’ouest
  }
# An animacule as a sentence names it after its start.
animacule-name = l’animacule {$number} ({$player})
animacule-yours = ton animacule {$number}
animacule-your-own = ton propre animacule {$number}
animacule-someones = un animacule ({$player})
# A calamity, as the log and a death's cause name it.
animacule-calamity = {$calamity ->
    [Sunburst] Éruption solaire
    [Pestilence] Pestilence
    [Death] Mort
   *[Famine] Famine
  }
animacule-killed-fighting = tué au combat
animacule-killed-attacking = tué en attaquant

# The prompt pinged to the player who must decide, and what everyone else reads they are awaited to do.
animacule-prompt-turn = à toi de jouer : déplace, attaque ou reproduis-toi avec un animacule.
animacule-task-turn = jouer un animacule (se déplacer, attaquer ou se reproduire)
animacule-prompt-fight = ton animacule {$number} ({$allelomorphs ->
    [one] {$allelomorphs} allélomorphe
   *[other] {$allelomorphs} allélomorphes
  }) combat {$defender} ({$against ->
    [one] {$against} allélomorphe
   *[other] {$against} allélomorphes
  }) : continuer ou battre en retraite ?
animacule-task-fight = décider si son animacule {$number} continue le combat contre {$defender} ou bat en retraite
animacule-prompt-mate = {$proposer} propose d’accoupler son animacule {$animacule} avec ton animacule {$partner} : accepter (tu perds ton prochain tour) ou refuser ?
animacule-task-mate = accepter ou refuser l’offre d’accouplement avec son animacule {$partner}, faite par {$proposer}

# The buttons and menus of a turn, a fight and a mating offer.
animacule-label-plain = {$verb ->
    [move] Déplacer {$number} {$direction}
    [attack] Attaquer avec {$number} {$direction}
    [split] Diviser {$number} {$direction}
   *[mate] Accoupler {$number} {$direction}
  }
animacule-label-move-blocked = Déplacer {$number} {$direction} (bloqué par un animacule)
animacule-label-move-eat = Déplacer {$number} {$direction}, en {$square} : manger le {$colour}
animacule-label-move-full = Déplacer {$number} {$direction}, en {$square} (plein : la nourriture reste)
animacule-label-move-bare = Déplacer {$number} {$direction}, en {$square} : case vide, calamité !
animacule-label-attack-own = Attaquer avec {$number} {$direction} : ton propre {$target} en {$square} ({$mine} contre {$theirs} allélomorphes)
animacule-label-attack = Attaquer avec {$number} {$direction} : le {$target} ({$owner}) en {$square} ({$mine} contre {$theirs} allélomorphes)
animacule-label-split = Diviser {$number} {$direction}, en {$square}
animacule-label-mate-own = Accoupler {$number} avec ton {$partner} {$direction} (tu perds un tour)
animacule-label-mate = Accoupler {$number} avec le {$partner} ({$owner}) {$direction}
animacule-label-mate-nobody = Accoupler {$number} {$direction}
animacule-label-continue-odds = Continuer le combat ({$mine} contre {$theirs} allélomorphes)
animacule-label-continue = Continuer le combat
animacule-label-retreat = Battre en retraite
animacule-label-accept = Accepter l’accouplement (tu perds ton prochain tour)
animacule-label-decline = Refuser l’accouplement

# The log and the board post's summary: setting up, moving, calamities and their rolls.
animacule-first-roll = Premier joueur : un dé à {$sides} faces donne {$roll}, donc {$name} commence.
animacule-first-creator = {$name} a créé la partie et commence.
animacule-moves = L’animacule {$number} ({$player}) se déplace {$direction}, de {$start} à {$end}.
animacule-ingests = L’animacule {$number} ({$player}) absorbe l’allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } en {$square}, en position {$position}.
animacule-full-food-stays = L’animacule {$number} ({$player}) est plein : la nourriture {$colour ->
    [red] rouge
    [green] verte
    [yellow] jaune
   *[blue] bleue
  } en {$square} reste.
animacule-calamity-nothing = {$square} est vide : jet de calamité {$roll}, rien ne se passe.
animacule-calamity-strikes = {$square} est vide : jet de calamité {$roll}, {$calamity} !
animacule-colour-roll-again = Jet de couleur {$roll} : on relance.
animacule-colour-roll = Jet de couleur {$roll} : {$colour}.
animacule-who-roll-everyone = Jet de cible {$roll} (pair) : {$calamity} frappe tous les animacules du plateau.
animacule-who-roll-mover = Jet de cible {$roll} (impair) : {$calamity} ne frappe que {$animacule}.
animacule-loses = L’animacule {$number} ({$player}) en {$square} perd {$count ->
    [one] {$count} allélomorphe
   *[other] {$count} allélomorphes
  } : {$colours}.
animacule-nothing-to-lose = Aucun animacule frappé n’a rien à perdre.
animacule-dies = L’animacule {$number} ({$player}) meurt en {$square} ({$cause}).
animacule-remains-food = Son allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } de la position 1 reste en {$square} comme nourriture.
animacule-remains-out = {$square} porte déjà de la nourriture, donc son allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } sort du jeu.

# The log: fights.
animacule-attacks = L’animacule {$number} ({$player}) en {$square} attaque {$defender} en {$target}.
animacule-fights-on = {$name} continue le combat.
animacule-retreats = Retraite pour {$animacule} ; le tour se termine.
animacule-fight-roll-odd = Jet de combat {$roll} (impair) : l’animacule {$number} ({$player}) perd son allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } de la position {$position}.
animacule-fight-roll-even = Jet de combat {$roll} (pair) : l’animacule {$number} ({$player}) perd son allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } de la position {$position}.
animacule-may-continue = {$name} peut continuer le combat ou battre en retraite ({$attacker} contre {$defender}).
animacule-victory-spoils = L’animacule {$number} ({$player}) entre en {$square} et prend l’allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } comme butin (position {$position}).
animacule-victory-spoils-food = L’animacule {$number} ({$player}) entre en {$square} ; il est plein, donc le butin {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } reste sur la case comme nourriture.
animacule-victory-spoils-out = L’animacule {$number} ({$player}) entre en {$square} ; il est plein, donc le butin {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } sort du jeu (la case porte de la nourriture).

# The log: reproduction.
animacule-splits = L’animacule {$number} ({$player}) se divise : {$child} apparaît en {$square} avec les allélomorphes {$colours}.
animacule-offers = {$name} propose d’accoupler son animacule {$animacule} avec {$partner}. {$owner} peut accepter (et perdre son prochain tour) ou refuser.
animacule-accepts = {$name} accepte l’accouplement.
animacule-declines = {$name} refuse : {$proposer} choisit à nouveau.
animacule-declines-passed = {$name} refuse (passé) : {$proposer} choisit à nouveau.
animacule-no-other-action = {$name} n’a aucune autre action permise, donc le tour passe.
animacule-mate = L’animacule {$number} ({$player}) et {$partner} s’accouplent : {$child} apparaît en {$square} avec les allélomorphes {$colours}, et {$other_child} en {$other_square} avec les allélomorphes {$other_colours}.
animacule-will-lose-turn = {$name} perdra son prochain tour.

# The log: passing turns, leaving, and the end.
animacule-lost-turn = {$name} perd ce tour (allogamie).
animacule-pass = {$name} n’a aucune action permise, donc le tour passe.
animacule-stalemate = Aucun joueur restant ne peut agir : la partie se termine par une égalité.
animacule-extinct = Tribu éteinte : {$name}.
animacule-resigns = {$name} abandonne.
animacule-declined-by-resigning = L’offre d’accouplement est refusée par l’abandon : {$proposer} choisit à nouveau.
animacule-offer-lapses = L’offre d’accouplement tombe.
animacule-fight-ends-resigned = Le combat se termine : le propriétaire de l’attaquant a abandonné.
animacule-fight-ends-left = Le combat se termine : le défenseur a quitté le plateau.
animacule-leaves-food = L’animacule {$number} ({$player}) quitte {$square} ; son allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } reste comme nourriture.
animacule-leaves-out = L’animacule {$number} ({$player}) quitte {$square} ; son allélomorphe {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
  } sort du jeu.
animacule-turn-passed = Le tour est passé pour {$name}.
animacule-skip-fight = Le combat se termine par une retraite.
animacule-skip-mate = L’offre d’accouplement est refusée.
# The end, in the log, the status and the board's panel.
animacule-wins = {$name} gagne : la dernière tribu en vie.
animacule-draw-stalemate = Égalité : aucune tribu restante ne pouvait agir.
animacule-draw-extinct = Égalité : toutes les tribus se sont éteintes en même temps, donc personne ne gagne.

# Refusals of typed notation.
animacule-forms = `move 3 n`, `attack 3 n`, `split 3 n`, `mate 3 e` (numéro d’animacule 1–7, direction n/e/s/w) ; `continue` ou `retreat` dans un combat ; `accept` ou `decline` pour une offre d’accouplement
animacule-nothing-to-read = Rien à lire. Écris {$forms}.
animacule-answer-takes-nothing = `{$verb}` ne prend rien après lui. Écris {$forms}.
animacule-unknown-action = Action inconnue `{$action}`. Écris {$forms}.
animacule-needs-number-and-direction = `{$verb}` demande un numéro d’animacule et une direction, comme `{$verb} 3 n`.
animacule-not-a-number = `{$given}` n’est pas un numéro d’animacule : utilise un nombre entier de 1 à {$most}.
animacule-number-out-of-range = {$given} est hors des numéros d’animacule : utilise un nombre entier de 1 à {$most}.
animacule-not-a-direction = `{$given}` n’est pas une direction : utilise n, e, s ou w (nord, est, sud, ouest).

# Refusals of a move out of turn, or of the wrong kind.
animacule-not-your-turn = Ce n’est pas ton tour : {$waiting}.
animacule-not-your-decision = Ce n’est pas à toi de décider maintenant : {$waiting}.
animacule-owes-nothing = {$name} n’a rien à décider maintenant : {$waiting}.
animacule-owes-no-decision = {$name} n’a rien à décider maintenant.
animacule-waiting-turn = on attend {$name}, qui doit jouer son tour
animacule-waiting-fight = on attend {$name}, qui doit continuer le combat ou battre en retraite
animacule-waiting-mate = on attend {$name}, qui doit accepter ou refuser
animacule-in-a-fight = Tu es dans un combat : réponds d’abord `continue` ou `retreat`.
animacule-answer-offer-first = Réponds d’abord à l’offre d’accouplement : `accept` ou `decline`.
animacule-no-fight = Il n’y a aucun combat à continuer ni à quitter.
animacule-no-offer = Il n’y a aucune offre d’accouplement à laquelle répondre.
animacule-already-out = {$name} est déjà hors de la partie.

# Refusals of a turn action a rule forbids.
animacule-no-animacule = Tu n’as pas d’animacule {$number}.
animacule-cannot = L’animacule {$number} ne peut pas {$verb ->
    [move] se déplacer
    [attack] attaquer
    [split] se diviser
   *[mate] s’accoupler
  } {$direction}
animacule-refuse-not-full-split = L’animacule {$number} a {$count ->
    [one] {$count} allélomorphe
   *[other] {$count} allélomorphes
  } ; la parthénogenèse demande les 4.
animacule-refuse-not-full-mate = L’animacule {$number} a {$count ->
    [one] {$count} allélomorphe
   *[other] {$count} allélomorphes
  } ; l’allogamie demande les 4.
animacule-refuse-off-board = {$cannot} : le plateau s’arrête là.
animacule-refuse-tribe-full = Tu as déjà {$most} animacules, le maximum pour une tribu.
animacule-refuse-child-too-many = Tu as déjà {$most} animacules ; ton enfant serait le 8e.
animacule-refuse-own-pair-too-many = Tu as {$tribe} animacules ; t’accoupler avec les tiens en ferait {$after}, plus que les {$most} permis à une tribu.
animacule-refuse-line = {$cannot} : la ligne de quatre ne tient pas, {$child}.
animacule-child-off-board-mine = la case de l’enfant {$direction} de l’animacule {$number} est hors du plateau
animacule-child-off-board-theirs = la case de l’enfant {$direction} du partenaire est hors du plateau
animacule-child-square-holds = la case de l’enfant, {$square}, est occupée par {$held}
animacule-refuse-empty = {$cannot} : il n’y a aucun animacule en {$square}.
animacule-refuse-full-food = {$cannot} : il est plein et {$square} porte de la nourriture (dans cette partie, un animacule plein ne peut pas entrer sur une case de nourriture).
animacule-refuse-occupied-move = {$cannot} : {$square} est occupée par {$held}. Aller sur un animacule est une attaque (`attack {$number} {$letter}`).
animacule-refuse-occupied = {$cannot} : {$square} est occupée par {$held}.
animacule-refuse-own = {$cannot} : {$square} est occupée par ton propre animacule {$number}, et attaquer les tiens n’est pas permis dans cette partie.
animacule-refuse-partner-not-full-yours = Ton animacule {$number} a {$count ->
    [one] {$count} allélomorphe
   *[other] {$count} allélomorphes
  } ; l’allogamie demande deux parents pleins.
animacule-refuse-partner-not-full = L’animacule {$number} ({$player}) a {$count ->
    [one] {$count} allélomorphe
   *[other] {$count} allélomorphes
  } ; l’allogamie demande deux parents pleins.
animacule-refuse-partner-child-too-many = {$name} a déjà {$most} animacules ; son enfant serait le 8e.
animacule-refuse-declined = {$name} a déjà refusé ce tour-ci d’accoupler ton animacule {$number} avec son animacule {$partner}.

# `/game status`: the position in lines.
animacule-status-title = Animacule Apocalypse : tour {$turn}
animacule-status-player = {$name} ({$colour}) : {$notes}
animacule-status-out = hors de la partie
animacule-status-animacules = {$count ->
    [one] {$count} animacule
   *[other] {$count} animacules
  }
animacule-status-loses-turns = perd {$count ->
    [one] son prochain tour
   *[other] ses {$count} prochains tours
  }
animacule-status-you = toi
animacule-status-animacule = {$number} @ {$square} : {$slots}
animacule-status-game-over = Partie finie : {$summary}
animacule-status-fight-rolls = Jets de combat jusqu’ici : {$rolls}.
