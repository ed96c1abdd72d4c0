# Text drawn on the pictures: boards' side panels and keys, charts. Every game's board reads these.

board-waiting = ▶ waiting for {$name} to {$task}
board-turn = Turn {$turn}
board-sample-player = Player {$number}
board-left-game = left the game
board-out-of-game = out of the game
board-winner = winner · {$standing}
board-setup = Setup
board-player = {$name} ({$colour})

chart-won = won
chart-played = played (finished games)

# Animacule Apocalypse's side panel and its key
animacule-board-extinct = extinct
animacule-board-holdings = {$animacules ->
    [one] 1 animacule
   *[other] {$animacules} animacules
}, {$allelomorphs ->
    [one] 1 allelomorph
   *[other] {$allelomorphs} allelomorphs
}
animacule-board-food = Food on the board:
animacule-board-out-of-play = Out of play:
animacule-board-allelomorphs = Allelomorphs
# A colour of food and allelomorphs, and its initial in the counts under the headings above
animacule-board-colour = {$colour ->
    [red] red
    [green] green
    [yellow] yellow
   *[blue] blue
}
animacule-board-initial = {$colour ->
    [red] R
    [green] G
    [yellow] Y
   *[blue] B
}
animacule-board-count = {$initial} {$count}

# µ's side panel and its key
micro-board-out = out: no colony, no spore
micro-board-standing = biomass {$biomass} · {$colonies ->
    [one] 1 colony
   *[other] {$colonies} colonies
} · threshold {$threshold}
micro-board-round = Round {$round} of {$rounds}
micro-board-round-unlimited = Round {$round} no limit
micro-board-round-last = Round {$round} (the last)
micro-board-piles = Gaia {$gaia} habitats · Galapagos {$galapagos} cards
micro-board-pools = Column {$column} cards · Linnaeus {$linnaeus} species
micro-board-species = Species: metabolism, eats a generation; cards
micro-board-pigments = {" "}(pigments: {$pigments})
micro-board-no-cards = no cards
micro-board-key-token = Token: species letter; white circle: generation, the resources it eats a turn; below: stock/growth threshold.
micro-board-key-habitat = Small mark atop a tile: whose habitat it is. Ring with a token: a spore.
micro-board-key-card = White card with a number: evolution cards an extinct species left there (Competence may take them).
micro-board-key-marks = Blue ring: the last move. Purple dot: poisoned.

# Primordial Soup's board, side panel and key
soup-board-ladder = Scoring ladder
soup-board-finish-zone = dark row: Finish Zone {$first}–{$last}
soup-board-standing = ladder {$space} · {$bp} BP · {$amoebas ->
    [one] 1 amoeba
   *[other] {$amoebas} amoebas
}
soup-board-no-space = –
soup-board-round = Round {$round}: {$phase}
soup-board-card = {$card}: ozone {$ozone}, {$drift}
soup-board-drift = drift {$direction}
soup-board-no-drift = no drift
# The island in the soup's middle: the environment card's name, its still water on two lines (or a drift
# arrow), its ozone, and the compass points round it, one letter each.
soup-board-island-still-top = no
soup-board-island-still-bottom = drift
soup-board-island-ozone = ozone {$ozone}
soup-board-compass-point = {$point ->
    [n] N
    [e] E
    [s] S
   *[w] W
  }
soup-board-deck = {"  "}({$cards ->
    [one] 1 card
   *[other] {$cards} cards
} left in the deck)
soup-board-genes = Genes: mutation points (ozone {$ozone})
soup-board-supply = Cube supply
# The key under the cube supply, one line a row as drawn
soup-board-key =
    On the soup: cube letter + count; amoebas in
    their player's shape with their number, one
    dark pip per damage point. Orange ring: the
    amoeba whose turn it is in phase 1. Blue
    rings: what the last move changed.

# Extinction's side panel, its key, and a player's own genotype (the picture only its owner sees)
extinction-board-extinct = extinct: {$cause}
extinction-board-standing = {$population ->
    [one] 1 individual
   *[other] {$population} individuals
} · {$cubes ->
    [one] 1 cube
   *[other] {$cubes} cubes
} · score {$score}
extinction-board-round = {$title}: round {$round} of {$last}
extinction-board-round-open = {$title}: round {$round} (to the last survivor)
extinction-board-phase = {$title}: {$phase}
extinction-board-spin = Spin: {$first}, then {$second}
extinction-board-last-card = Last environment card: {$card}
extinction-board-no-card = Last environment card: none yet
extinction-board-predator = {$type} predator
extinction-board-safe-from = safe from {$predator}
extinction-board-shown-player = {$name}: {$traits}
extinction-board-shown = Shown: {$players}
extinction-board-barriers-left = Barriers left: {$barriers}
extinction-board-no-barriers-left = Barriers left: none
extinction-board-barrier-count = {$barrier} {$count}
extinction-board-over = Game over: {$names} {$winners ->
    [one] wins
   *[other] win
}.
extinction-board-over-nobody = Game over: nobody wins.
extinction-board-waiting = Waiting for {$name} to {$task}.
extinction-board-genotypes = Genotypes, revealed
extinction-board-habitats = Habitats
extinction-board-water = {$habitat} (water)
extinction-board-barriers = Barriers
# The key's last two lines, as drawn
extinction-board-key =
    Dice: individuals on a hex, in the player's colour
    and shape. Blue rings: the last move.
extinction-genotype-title = {$owner}'s genotype (secret)
extinction-card-breeds = Breeds in: {$habitats}
extinction-card-mobility = Mobility: {$mobility}
extinction-card-newborns = Newborns: {$newborns} the individuals in optimal habitats
extinction-card-survives = Survives: {$changes}
extinction-card-safe-from = Safe from {$predators} predators
extinction-card-predator = Predator type: {$type}
extinction-card-crosses = Crosses {$barriers}

# Apocalyte's map: a territory's label on its box (its name where that fits a box at 11 px), and the
# words across a crater's or a sealed territory's box
apocalyte-board-territory = {$code ->
    [nwt] N.W. Territory
    [wus] Western US
    [eus] Eastern US
    [cam] C. America
    [neu] N. Europe
    [weu] W. Europe
    [seu] S. Europe
    [naf] N. Africa
    [eaf] E. Africa
    [saf] S. Africa
    [wau] W. Australia
    [eau] E. Australia
   *[other] {apocalyte-territory}
}
apocalyte-board-crater = CRATER
apocalyte-board-sealed = SEALED

# Apocalyte's side panel and key
apocalyte-board-out = no armies left: out
apocalyte-board-holding = {$armies ->
    [one] 1 army
   *[other] {$armies} armies
} · {$territories} terr.
apocalyte-board-placing = {$placing} to place · {$holding}
apocalyte-board-stocked = {$holding} · {$supplies ->
    [one] 1 supply
   *[other] {$supplies} supplies
}
apocalyte-board-title = Apocalyte: {$scenario}
apocalyte-board-setup = Apocalyte: setup
# How many Apocalytes are on the map ($one and $many: the scenario's own word for one and for several)
apocalyte-board-apocalytes = {$count ->
    [one] 1 {$one}
   *[other] {$count} {$many}
} in {$places ->
    [one] 1 territory
   *[other] {$places} territories
}
apocalyte-board-won = Won! {$summary}
apocalyte-board-lost = Lost. {$summary}
apocalyte-board-waiting-placing = ▶ waiting for {$names} to place their extra armies
apocalyte-board-waiting-many = ▶ waiting for {$names}
apocalyte-board-apocalyte-key = {$many} (black burst)
apocalyte-board-supply-key = supply counters
# The key's last three lines, as drawn
apocalyte-board-key =
    Numbers count armies; shapes and colours
    are the players. Blue rings and arrows:
    what the last move changed.

# A replay file's notes: what was given up to fit the upload limit
replay-scaled = boards scaled to {$percent} %
replay-thinned = {$frames} of {$moves} moves shown (every {ORDINAL($step) ->
    [one] {$step}st
    [two] {$step}nd
    [few] {$step}rd
   *[other] {$step}th
} and the last)
