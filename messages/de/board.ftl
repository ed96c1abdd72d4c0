# Text drawn on the pictures: boards' side panels and keys, charts. Every game's board reads these.

board-waiting = ▶ wartet auf {$name}: {$task}
board-turn = Zug {$turn}
board-sample-player = Spieler {$number}
board-left-game = hat das Spiel verlassen
board-out-of-game = ausgeschieden
board-winner = Sieger · {$standing}
board-setup = Aufbau
board-player = {$name} ({$colour})

chart-won = gewonnen
chart-played = gespielt (beendete Spiele)

# Animacule Apocalypse's side panel and its key
animacule-board-extinct = ausgestorben
animacule-board-holdings = {$animacules ->
    [one] 1 Animacule
   *[other] {$animacules} Animacules
}, {$allelomorphs ->
    [one] 1 Allelomorph
   *[other] {$allelomorphs} Allelomorphe
}
animacule-board-food = Nahrung auf dem Brett:
animacule-board-out-of-play = Aus dem Spiel:
animacule-board-allelomorphs = Allelomorphe
# A colour of food and allelomorphs, and its initial in the counts under the headings above
animacule-board-colour = {$colour ->
    [red] rot
    [green] grün
    [yellow] gelb
   *[blue] blau
}
animacule-board-initial = {$colour ->
    [red] R
    [green] G
    [yellow] Y
   *[blue] B
}
animacule-board-count = {$initial} {$count}

# µ's side panel and its key
micro-board-out = raus: keine Kolonie, keine Spore
micro-board-standing = Biomasse {$biomass} · {$colonies ->
    [one] 1 Kolonie
   *[other] {$colonies} Kolonien
} · Schwelle {$threshold}
micro-board-round = Runde {$round} von {$rounds}
micro-board-round-unlimited = Runde {$round}, ohne Limit
micro-board-round-last = Runde {$round} (die letzte)
micro-board-piles = Gaia {$gaia} Habitate · Galapagos {$galapagos} Karten
micro-board-pools = Spalte {$column} Karten · Linnaeus {$linnaeus} Spezies
micro-board-species = Spezies: Stoffwechsel, Bedarf je Gen.; Karten
micro-board-pigments = {" "}(Pigmente: {$pigments})
micro-board-no-cards = keine Karten
micro-board-key-token = Marke: Buchstabe der Spezies; weißer Kreis: Generation = Verzehr pro Zug; darunter: Vorrat/Wachstumsschwelle.
micro-board-key-habitat = Kleine Marke oben am Plättchen: wessen Habitat. Ring mit Marke: eine Spore.
micro-board-key-card = Weiße Karte mit Zahl: Evolutionskarten einer ausgestorbenen Spezies (Kompetenz darf sie nehmen).
micro-board-key-marks = Blauer Ring: letzter Zug. Lila Punkt: vergiftet.

# Primordial Soup's board, side panel and key
soup-board-ladder = Wertungsleiste
soup-board-finish-zone = dunkle Reihe: Zielzone {$first}–{$last}
soup-board-standing = Leiste {$space} · {$bp} BP · {$amoebas ->
    [one] 1 Amöbe
   *[other] {$amoebas} Amöben
}
soup-board-no-space = –
soup-board-round = Runde {$round}: {$phase}
soup-board-card = {$card}: Ozon {$ozone}, {$drift}
soup-board-drift = Strömung {$direction}
soup-board-no-drift = keine Strömung
# The island in the soup's middle: the environment card's name, its still water on two lines (or a drift
# arrow), its ozone, and the compass points round it, one letter each.
soup-board-island-still-top = keine
soup-board-island-still-bottom = Strömung
soup-board-island-ozone = Ozon {$ozone}
soup-board-compass-point = {$point ->
    [n] N
    [e] O
    [s] S
   *[w] W
  }
soup-board-deck = {"  "}({$cards ->
    [one] noch 1 Karte
   *[other] noch {$cards} Karten
} im Stapel)
soup-board-genes = Gene: Mutationspunkte (Ozon {$ozone})
soup-board-supply = Vorrat an Nahrungssteinen
# The key under the cube supply, one line a row as drawn
soup-board-key =
    In der Suppe: Buchstabe + Anzahl der Steine;
    Amöben in der Form ihres Spielers mit ihrer
    Nummer, ein dunkler Punkt je Schadenspunkt.
    Oranger Ring: die Amöbe, die in Phase 1 dran
    ist. Blaue Ringe: was der letzte Zug änderte.

# Extinction's side panel, its key, and a player's own genotype (the picture only its owner sees)
extinction-board-extinct = ausgestorben: {$cause}
extinction-board-standing = {$population ->
    [one] 1 Individuum
   *[other] {$population} Individuen
} · {$cubes ->
    [one] 1 Stein
   *[other] {$cubes} Steine
} · Punkte {$score}
extinction-board-round = {$title}: Runde {$round} von {$last}
extinction-board-round-open = {$title}: Runde {$round} (bis zum letzten Überlebenden)
extinction-board-phase = {$title}: {$phase}
extinction-board-spin = Gedreht: {$first}, dann {$second}
extinction-board-last-card = Letzte Umweltkarte: {$card}
extinction-board-no-card = Letzte Umweltkarte: noch keine
extinction-board-predator = Räuber ({$type})
extinction-board-safe-from = sicher vor {$predator}
extinction-board-shown-player = {$name}: {$traits}
extinction-board-shown = Gezeigt: {$players}
extinction-board-barriers-left = Übrige Barrieren: {$barriers}
extinction-board-no-barriers-left = Übrige Barrieren: keine
extinction-board-barrier-count = {$barrier} {$count}
extinction-board-over = Spiel vorbei: {$names} {$winners ->
    [one] gewinnt
   *[other] gewinnen
}.
extinction-board-over-nobody = Spiel vorbei: niemand gewinnt.
extinction-board-waiting = Wir warten auf {$name}: {$task}.
extinction-board-genotypes = Genotypen, aufgedeckt
extinction-board-habitats = Habitate
extinction-board-water = {$habitat} (Wasser)
extinction-board-barriers = Barrieren
# The key's last two lines, as drawn
extinction-board-key =
    Würfel: Individuen auf einem Feld, in Farbe und
    Form des Spielers. Blaue Ringe: der letzte Zug.
extinction-genotype-title = Genotyp von {$owner} (geheim)
extinction-card-breeds = Vermehrt sich in: {$habitats}
extinction-card-mobility = Mobilität: {$mobility}
extinction-card-newborns = Nachwuchs: Individuen in optimalen Habitaten {$newborns}
extinction-card-survives = Übersteht: {$changes}
extinction-card-safe-from = Sicher vor Räubern: {$predators}
extinction-card-predator = Räubertyp: {$type}
extinction-card-crosses = Überquert: {$barriers}

# Apocalyte's map: a territory's label on its box (its name where that fits a box at 11 px), and the
# words across a crater's or a sealed territory's box
apocalyte-board-territory = {$code ->
    [nwt] NW-Territorium
   *[other] {apocalyte-territory}
}
apocalyte-board-crater = KRATER
apocalyte-board-sealed = VERSIEGELT

# Apocalyte's side panel and key
apocalyte-board-out = keine Armeen mehr: raus
apocalyte-board-holding = {$armies ->
    [one] 1 Armee
   *[other] {$armies} Armeen
} · {$territories} Geb.
apocalyte-board-placing = {$placing} zu setzen · {$holding}
apocalyte-board-stocked = {$holding} · {$supplies ->
    [one] 1 Nachschub
   *[other] {$supplies} Nachschub
}
apocalyte-board-title = Apocalyte: {$scenario}
apocalyte-board-setup = Apocalyte: Aufbau
# How many Apocalytes are on the map ($one and $many: the scenario's own word for one and for several)
apocalyte-board-apocalytes = {$count ->
    [one] 1 {$one}
   *[other] {$count} {$many}
} in {$places ->
    [one] 1 Gebiet
   *[other] {$places} Gebieten
}
apocalyte-board-won = Gewonnen! {$summary}
apocalyte-board-lost = Verloren. {$summary}
apocalyte-board-waiting-placing = ▶ wartet auf {$names}: zusätzliche Armeen setzen
apocalyte-board-waiting-many = ▶ wartet auf {$names}
apocalyte-board-apocalyte-key = {$many} (schwarzer Stern)
apocalyte-board-supply-key = Nachschubmarker
# The key's last three lines, as drawn
apocalyte-board-key =
    Zahlen zählen Armeen; Formen und Farben
    sind die Spieler. Blaue Ringe und Pfeile:
    was der letzte Zug geändert hat.

# A replay file's notes: what was given up to fit the upload limit
replay-scaled = Bretter auf {$percent} % verkleinert
replay-thinned = {$frames} von {$moves} Zügen gezeigt (jeder {$step}. und der letzte)
