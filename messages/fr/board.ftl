# Text drawn on the pictures: boards' side panels and keys, charts. Every game's board reads these.

board-waiting = ▶ on attend {$name} : {$task}
board-turn = Tour {$turn}
board-sample-player = Joueur {$number}
board-left-game = a quitté la partie
board-out-of-game = éliminé
board-winner = gagnant · {$standing}
board-setup = Mise en place
board-player = {$name} ({$colour})

chart-won = gagnées
chart-played = jouées (parties terminées)

# Animacule Apocalypse's side panel and its key
animacule-board-extinct = éteint
animacule-board-holdings = {$animacules ->
    [one] {$animacules} animacule
   *[other] {$animacules} animacules
}, {$allelomorphs ->
    [one] {$allelomorphs} allélomorphe
   *[other] {$allelomorphs} allélomorphes
}
animacule-board-food = Nourriture sur le plateau :
animacule-board-out-of-play = Hors jeu :
animacule-board-allelomorphs = Allélomorphes
# A colour of food and allelomorphs, and its initial in the counts under the headings above
animacule-board-colour = {$colour ->
    [red] rouge
    [green] vert
    [yellow] jaune
   *[blue] bleu
}
animacule-board-initial = {$colour ->
    [red] R
    [green] G
    [yellow] Y
   *[blue] B
}
animacule-board-count = {$initial} {$count}

# µ's side panel and its key
micro-board-out = éliminé : ni colonie, ni spore
micro-board-standing = biomasse {$biomass} · {$colonies ->
    [one] {$colonies} colonie
   *[other] {$colonies} colonies
} · seuil {$threshold}
micro-board-round = Manche {$round} sur {$rounds}
micro-board-round-unlimited = Manche {$round} sans limite
micro-board-round-last = Manche {$round} (la dernière)
micro-board-piles = Gaia {$gaia} habitats · Galapagos {$galapagos} cartes
micro-board-pools = Colonne {$column} cartes · Linnaeus {$linnaeus} espèces
micro-board-species = Espèces : métabolisme, repas/génér. ; cartes
micro-board-pigments = {" "}(pigments : {$pigments})
micro-board-no-cards = sans carte
micro-board-key-token = Jeton : lettre de l’espèce ; cercle blanc : génération, ressources mangées par tour ; dessous : stock/seuil.
micro-board-key-habitat = Petite marque sur une tuile : à qui est l’habitat. Anneau avec jeton : une spore.
micro-board-key-card = Carte blanche numérotée : cartes d’évolution laissées par une espèce éteinte (Compétence peut les prendre).
micro-board-key-marks = Anneau bleu : le dernier coup. Point violet : empoisonné.

# Primordial Soup's board, side panel and key
soup-board-ladder = Piste de score
soup-board-finish-zone = rangée sombre : zone d’arrivée {$first}–{$last}
soup-board-standing = case {$space} · {$bp} PB · {$amoebas ->
    [one] {$amoebas} amibe
   *[other] {$amoebas} amibes
}
soup-board-no-space = –
soup-board-round = Manche {$round} : {$phase}
soup-board-card = {$card} : ozone {$ozone}, {$drift}
soup-board-drift = courant {$direction}
soup-board-no-drift = pas de courant
# The island in the soup's middle: the environment card's name, its still water on two lines (or a drift
# arrow), its ozone, and the compass points round it, one letter each.
soup-board-island-still-top = pas de
soup-board-island-still-bottom = courant
soup-board-island-ozone = ozone {$ozone}
soup-board-compass-point = {$point ->
    [n] N
    [e] E
    [s] S
   *[w] O
  }
soup-board-deck = {"  "}({$cards ->
    [one] {$cards} carte restante
   *[other] {$cards} cartes restantes
} dans la pioche)
soup-board-genes = Gènes : points de mutation (ozone {$ozone})
soup-board-supply = Réserve de cubes
# The key under the cube supply, one line a row as drawn
soup-board-key =
    Dans la soupe : lettre du cube + nombre ;
    amibes à la forme de leur joueur avec leur
    numéro, un point sombre par dégât. Anneau
    orange : l’amibe qui joue en phase 1.
    Anneaux bleus : ce que le dernier coup a changé.

# Extinction's side panel, its key, and a player's own genotype (the picture only its owner sees)
extinction-board-extinct = éteinte : {$cause}
extinction-board-standing = {$population ->
    [one] {$population} individu
   *[other] {$population} individus
} · {$cubes ->
    [one] {$cubes} cube
   *[other] {$cubes} cubes
} · score {$score}
extinction-board-round = {$title} : manche {$round}/{$last}
extinction-board-round-open = {$title} : manche {$round} (jusqu’au dernier survivant)
extinction-board-phase = {$title} : {$phase}
extinction-board-spin = Roue : {$first}, puis {$second}
extinction-board-last-card = Dernière carte environnement : {$card}
extinction-board-no-card = Dernière carte environnement : aucune encore
extinction-board-predator = prédateur {$type}
extinction-board-safe-from = protégé contre {$predator}
extinction-board-shown-player = {$name} : {$traits}
extinction-board-shown = Révélés : {$players}
extinction-board-barriers-left = Barrières restantes : {$barriers}
extinction-board-no-barriers-left = Barrières restantes : aucune
extinction-board-barrier-count = {$barrier} {$count}
extinction-board-over = Partie terminée : {$names} {$winners ->
    [one] gagne
   *[other] gagnent
}.
extinction-board-over-nobody = Partie terminée : personne ne gagne.
extinction-board-waiting = On attend {$name} : {$task}.
extinction-board-genotypes = Génotypes, révélés
extinction-board-habitats = Habitats
extinction-board-water = {$habitat} (eau)
extinction-board-barriers = Barrières
# The key's last two lines, as drawn
extinction-board-key =
    Dés : individus sur un hexagone, à la couleur
    et la forme du joueur. Anneaux bleus : dernier coup.
extinction-genotype-title = {$owner} : génotype (secret)
extinction-card-breeds = Se reproduit en : {$habitats}
extinction-card-mobility = Mobilité : {$mobility}
extinction-card-newborns = Naissances : {$newborns} les individus en habitat optimal
extinction-card-survives = Survit : {$changes}
extinction-card-safe-from = À l’abri des prédateurs {$predators}
extinction-card-predator = Type de prédateur : {$type}
extinction-card-crosses = Franchit {$barriers}

# Apocalyte's map: a territory's label on its box (its name where that fits a box at 11 px), and the
# words across a crater's or a sealed territory's box
apocalyte-board-territory = {$code ->
    [nwt] Terr. du N.-O.
    [wus] États de l’O.
    [eus] États de l’E.
    [cam] Amér. centrale
    [gbr] G.-Bretagne
    [neu] Europe du N.
    [weu] Europe de l’O.
    [seu] Europe du S.
    [naf] Afrique du N.
    [eaf] Afrique de l’E.
    [saf] Afrique du S.
    [ngu] Nouv.-Guinée
    [wau] Australie occ.
    [eau] Australie or.
   *[other] {apocalyte-territory}
}
apocalyte-board-crater = CRATÈRE
apocalyte-board-sealed = SCELLÉ

# Apocalyte's side panel and key
apocalyte-board-out = plus d’armées : éliminé
apocalyte-board-holding = {$armies ->
    [one] {$armies} armée
   *[other] {$armies} armées
} · {$territories} terr.
apocalyte-board-placing = {$placing} à placer · {$holding}
# "ravit." as "terr.": the whole word overflows the side panel's line
apocalyte-board-stocked = {$holding} · {$supplies} ravit.
apocalyte-board-title = Apocalyte : {$scenario}
apocalyte-board-setup = Apocalyte : mise en place
# How many Apocalytes are on the map ($one and $many: the scenario's own word for one and for several)
apocalyte-board-apocalytes = {$count ->
    [one] {$count} {$one}
   *[other] {$count} {$many}
} sur {$places ->
    [one] {$places} territoire
   *[other] {$places} territoires
}
apocalyte-board-won = Gagné ! {$summary}
apocalyte-board-lost = Perdu. {$summary}
apocalyte-board-waiting-placing = ▶ on attend {$names} : placer les armées en plus
apocalyte-board-waiting-many = ▶ on attend {$names}
apocalyte-board-apocalyte-key = {$many} (explosion noire)
apocalyte-board-supply-key = pions de ravitaillement
# The key's last three lines, as drawn
apocalyte-board-key =
    Les nombres comptent les armées ; formes et
    couleurs sont les joueurs. Anneaux bleus et
    flèches : ce que le dernier coup a changé.

# A replay file's notes: what was given up to fit the upload limit
replay-scaled = plateaux réduits à {$percent} %
replay-thinned = {$frames} coups montrés sur {$moves} (chaque {ORDINAL($step) ->
    [one] {$step}er
   *[other] {$step}e
} coup, et le dernier)
