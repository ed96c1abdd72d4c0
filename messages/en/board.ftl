# Text drawn on the pictures: boards' side panels and keys, charts. Every game's board reads these.

board-waiting = ▶ waiting for {$name} to {$task}
board-turn = Turn {$turn}
board-sample-player = Player {$number}
board-left-game = left the game
board-out-of-game = out of the game

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
micro-board-winner = winner · {$standing}
micro-board-setup = Setup
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
soup-board-winner = winner · {$standing}
soup-board-setup = Setup
soup-board-round = Round {$round}: {$phase}
soup-board-card = {$card}: ozone {$ozone}, {$drift}
soup-board-drift = drift {$direction}
soup-board-no-drift = no drift
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
