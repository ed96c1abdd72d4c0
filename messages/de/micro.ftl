# µ (Micro) (rules/micro/): what its engine says, in this language. µ has no German edition: its terms are
# plain German biology (Kolonie, Generation, Vorrat, Wachstumsschwelle, Stoffwechsel, Evolutionskarte,
# Nährstoffe); the piles keep their names (Gaia, Galapagos, Linnaeus, Winogradsky-Säule). The moves a
# member types stay in backticks, as in English.

# Names the other sentences take: a player with their seat's colour, a colony, a habitat, the cards,
# metabolisms, nutrients (a habitat's features) and designs by their keys, counts of nutrients.
micro-player = {$name} ({$colour})
micro-colony-name = {$colony} von {$name} auf {$hex} (Generation {$generation})
micro-colony-place = {$colony} von {$name} auf {$hex}
micro-habitat = {$habitat} {$hex}
micro-none = keine
micro-units = {$count} {$nutrient}
micro-either = {$first} oder {$second}
micro-card-name = {$card ->
    [psychrophile] Psychrophil
    [thermophile] Thermophil
    [toxic] Toxisch
    [gene-shuffle] Genmischung
    [metal-lover] Metallliebend
    [sporigenous] Sporenbildend
    [filamentous] Fadenförmig
    [exudating] Ausscheidend
    [gliding] Gleitend
    [biofilm] Biofilm
    [pigments] Pigmente
    [syntrophy] Syntrophie
    [competence] Kompetenz
    [anaerobe] Anaerob
    [aerobe] Aerob
    [halophile] Halophil
    [phage-warfare] Phagenkrieg
    [phage-attack] Phagenangriff!
   *[other] {$card}
  }
micro-metabolism-name = {$metabolism ->
    [heterotrophy] Heterotrophie
    [photolithoautotrophy] Photolithoautotrophie
    [fermentation] Gärung
    [chemolithoautotrophy] Chemolithoautotrophie
    [mixotrophy] Mixotrophie
    [chemoorganoautotrophy] Chemoorganoautotrophie
   *[other] {$metabolism}
  }
micro-nutrient = {$nutrient ->
    [chemicals] Chemikalien
    [organics] Organik
    [inorganics] Anorganik
    [metals] Metalle
    [oxygen] Sauerstoff
    [light] Licht
    [temperature] Temperatur
    [salts] Salze
   *[other] {$nutrient}
  }
micro-habitat-name = {$design ->
    [shallows] Sonniges Flachwasser
    [vent] Hydrothermalquelle
    [seep] Kalte Quelle
    [kelp] Kelpwald
    [estuary] Ästuarschlamm
    [brine] Solebecken
    [ice] Meereis
    [reef] Korallenriff
    [abyss] Tiefseeebene
    [whalefall] Walkadaver
   *[other] {$design}
  }

# The prompts: what the player owing a decision reads (text), and what the others read they are awaited
# to do (task, after "waiting for alice to").
micro-arrange-text = lege deine Habitate auf deine Heimatfelder {$hexes}
micro-arrange-task = die eigenen Habitate auslegen
micro-settle-text = wähle das Habitat deiner Startkolonie
micro-settle-task = die eigene Startkolonie setzen
micro-turn-text = du bist am Zug (Runde {$round}): wachsen, angreifen, tauschen, Stoffwechsel wechseln oder passen; vorher frei: Aufnahme-Einstellungen und Kartenkräfte
micro-turn-task = den eigenen Zug spielen
micro-grow-text = lass {$colony} auf {$hex} wachsen (Vorrat {$stock}): verdoppeln, bewegen, entwickeln, je 1 Ressource, oder `done` (Wachsen ist deine Hauptaktion: `done` beendet den Zug)
# A growth choice the colony does not have, and why: after the growing prompt.
micro-grow-missing = {$choice ->
    [double] kein Verdoppeln
    [spore] keine Spore
    [move] kein Bewegen
   *[evolve] kein Entwickeln
  }: {$reason}
micro-grow-task = die eigene Kolonie auf {$hex} wachsen lassen
micro-place-replaces-text = wähle das ungenutzte Habitat, das {$habitat} ersetzt
micro-place-free-text = wähle ein freies Feld für {$habitat}
micro-place-task = das gezogene Habitat legen
micro-ride-text = {$colony} von {$player} ist nach {$hex} gezogen: einen Syntrophie-Klon mitschicken?
micro-ride-task = auf eine Syntrophie-Mitfahrt antworten
micro-pigment-text = wähle den Energienährstoff, den die Pigmente von {$species} nutzen
micro-pigment-task = den Nährstoff der eigenen Pigmente wählen
micro-bring-text = Kompetenz: {$colony} darf eine neue Spezies gründen, mit einem Stoffwechsel aus der Säule und den Karten, die sie mitnimmt (sie verlassen die alte Spezies); `bring all` lässt sie in ihrer Spezies. Nicht jede Auswahl steht in der Liste: tippe eine beliebige, etwa `bring gliding,toxic`
micro-bring-task = auf die Kartenwahl der Kompetenz antworten

# The buttons and menus of the decisions but the turn's.
micro-grow-done = Fertig mit Wachsen
micro-grow-stop = Aufhören ohne zu wachsen: der Zug endet, keine Ressource verbraucht
micro-place-instead = {$habitat} statt {$hex}
micro-place-on = {$habitat} auf {$hex}
micro-ride-label = Einen Klon von {$colony} nach {$hex} mitschicken
micro-ride-decline = Kein Klon
micro-pigment-label = Pigmente: Energie aus {$nutrient}
micro-bring-all-label = Eine Spezies bleiben, mit allen Karten
micro-bring-none-label = Neue Spezies ohne Karte (die alte behält alle)
micro-bring-label = Neue Spezies mit {$cards}

# Refusals of an answer to a decision but the turn's.
micro-not-an-answer = `{$word}` beantwortet das nicht: {$prompt} (erlaubt: {$allowed}).
micro-place-where = Lege das Habitat auf eines von {$hexes}.
micro-ride-form = Antworte `ride <Feld deiner Syntrophie-Kolonie>` oder `decline`.
micro-choose-one = Wähle eines von: {$choices}.
micro-bring-form = Schreib `bring all`, `bring none` oder `bring` und Kartennamen, durch Kommas verbunden.
micro-bring-no-card = {$species} hat keine (weitere) Karte `{$card}` zum Mitnehmen.
micro-bring-every-card = Mit allen Karten bleibt es eine Spezies: schreib `bring all`.

# The log (the board post's summary): what happened.
micro-pigment-event = Die Pigmente von {$species} gewinnen nun auch Energie aus {$nutrient}.
micro-pass-event = {$name} passt.
micro-setting-event = {$colony} auf {$hex} nimmt ab jetzt auf: {$setting}.

# The turn's buttons and menus: its main actions, then the free ones.
micro-grow-label = {$colony} auf {$hex} wachsen lassen (Vorrat {$stock})
micro-exchange-label = Tauschen: ein Habitat aus Gaia ziehen ({$left} übrig) {$swap ->
    [true] gegen ein ungenutztes eigenes, das verbraucht wird
   *[false] auf ein freies Feld
  }
micro-exchange-last-label = Tauschen: Gaias letztes Habitat ziehen {$swap ->
    [true] gegen ein ungenutztes eigenes, das verbraucht wird
   *[false] auf ein freies Feld
  }; das Spiel endet dann mit dieser Runde
micro-metabolism-label = Neuer Stoffwechsel für {$species}, gibt {$card} zurück
micro-pass-label = Passen
micro-prey-label = Von {$hex} aus {$target} erbeuten
micro-power-label = {$power ->
    [toxic] Giftstoffe von {$hex}
    [warfare] Phagenkrieg von {$hex}
   *[shuffle] Genpartikel von {$hex}
  }
micro-acquire-label = Die Überreste auf {$hex} aufnehmen
micro-rejuvenate-label = Die Spore auf {$hex} verjüngen
micro-uptake-label = {$colony} auf {$hex} nimmt auf: {$setting}
# An uptake setting in words (in the uptake buttons, their event and refusal).
micro-setting = {$setting ->
    [min] nur ihren Bedarf
    [max] alles, was sie kann, bis zu ihrem Limit, auch wenn das ihr Habitat leert
   *[safe] alles, was sie kann, solange ihr Habitat nach der nächsten Erneuerung noch ihren nächsten Bedarf geben kann (sicher)
  }
micro-setting-resources = {$count ->
    [one] {$count} Ressource
   *[other] {$count} Ressourcen
  }

# Refusals of a move on the turn: its words, then the rule that forbids it.
micro-not-a-turn-action = `{$word}` kannst du in deinem Zug nicht tun. Hauptaktionen: `grow`, `attack`, `exchange`, `metabolism`, `pass`; frei: `uptake`, `prey`, `toxic`, `shuffle`, `warfare`, `rejuvenate`, `acquire`.
micro-write-as = Schreib es als `{$form}`.
micro-not-a-hex = `{$word}` ist kein Feld: schreib einen Zeilenbuchstaben und eine Spaltenzahl, etwa d5.
micro-no-colony-there = Auf {$hex} steht keine Kolonie von dir. Deine Kolonien: {$colonies}.
micro-resources-not-a-number = `{$word}` ist keine Zahl von Ressourcen: nimm eine ganze Zahl von {$low} bis {$high}.
micro-resources-out-of-range = {$word} liegt außerhalb der erlaubten Ressourcen: nimm eine ganze Zahl von {$low} bis {$high}.
micro-uptake-changed = Die Aufnahme-Einstellung von {$colony} wurde in diesem Zug schon geändert.
micro-setting-same = {$colony} nimmt schon auf: {$setting}. Wähle eine andere Einstellung.
micro-not-heterotroph = {$species} ist nicht heterotroph: sie kann keine Beute machen.
micro-lacks-card = {$species} hat {$card} nicht.
micro-power-used = {$species} hat `{$power}` in diesem Zug schon genutzt.
micro-power-generation = {$colony} muss mindestens Generation {$generation} haben, um `{$power}` zu nutzen.
micro-no-toxins = {$colony} kann keine Giftstoffe abgeben: {$why}; Toxisch braucht mindestens 1 Energie, die bei der letzten Aufnahme der Kolonie gewonnen wurde (Regel 14.3).
micro-no-energy-unfed = sie hat sich bei ihrer letzten Aufnahme nicht ernährt (oder hatte noch keine)
micro-no-energy-stock = bei ihrer letzten Aufnahme lebte sie von ihrem Vorrat und nahm keine Energie auf
micro-no-energy-card = sie ernährt sich über {$cards}, {$count ->
    [one] das keinen Energieteil hat
   *[other] die keinen Energieteil haben
  }
micro-no-energy-stock-or-card = bei ihrer letzten Aufnahme lebte sie von ihrem Vorrat oder ernährte sich über {$cards}, {$count ->
    [one] das keinen Energieteil hat
   *[other] die keinen Energieteil haben
  }
micro-nothing-in-reach = {$colony} auf {$hex} hat nichts in Reichweite für `{$power}`.
micro-power-refused = {$reason} Jetzt erlaubt: {$allowed}.
micro-power-refused-nowhere = {$reason} Keine Kolonie von dir kann jetzt `{$power}` nutzen.
micro-power-target = {$colony} kann `{$power}` nicht auf {$target} anwenden; möglich ist: {$allowed}.
micro-no-spore-there = Keine Spore von dir kann auf {$hex} wachsen: Sporen auf freien Habitaten: {$spores}.
micro-no-spore-free = Keine Spore von dir kann auf {$hex} wachsen: jetzt kann es keine.
micro-attack-target = {$colony} auf {$hex} kann {$target} nicht angreifen: angreifbar ist {$allowed}.
micro-attack-nothing = {$colony} auf {$hex} kann {$target} nicht angreifen: sie kann nichts angreifen (keine benachbarte gegnerische Kolonie ohne Biofilm).
micro-not-your-species = `{$species}` ist keine Spezies von dir: {$yours}.
micro-no-card-to-give = {$species} hat keine Karte `{$card}` zum Zurückgeben; sie hat {$held}.
micro-no-card-held = {$species} hat keine Karte `{$card}` zum Zurückgeben; sie hat keine Evolutionskarte und kann den Stoffwechsel nicht wechseln.

# Growing: the buttons of the growth choices, their refusals, their events.
micro-double-label = {$colony} verdoppeln: Generation {$generation}, braucht {$generation} Ressourcen pro Zug
micro-spore-label = Eine Spore auf {$hex} hinterlassen
micro-move-whole-label = Ganz nach {$hex} ziehen
micro-move-half-label = Generation {$generation} nach {$hex} schicken, {$kept} bleiben
micro-move-then-no-evolve = ; danach kann sie sich nicht entwickeln (Generation 1)
micro-move-unfed-warning = {" "}– Achtung: {$hex} kann sie nicht ernähren (sie frisst {$eats} pro Generation)
micro-evolve-label = Entwickeln: eine Karte ziehen
micro-evolve-label-new = Entwickeln: eine Karte ziehen (eine neue Spezies)
micro-evolve-phage = ; {$phages} von {$cards} Karten sind Phagenangriff!, der sie tötet
micro-evolve-phage-last = ; {$phages} von {$cards} Karten sind Phagenangriff!, der sie tötet und dich ausscheiden lässt: es ist deine letzte Kolonie
micro-not-ready = {$colony} auf {$hex} ist nicht bereit zu wachsen: ihr Vorrat ist {$stock}, die Wachstumsschwelle {$threshold}.
micro-nothing-to-grow = {$colony} auf {$hex} kann nichts tun: weder Verdoppeln noch Bewegen noch Entwickeln ist jetzt möglich.
micro-choice-used = {$colony} hat {$choice ->
    [double] ihr Verdoppeln
    [move] ihr Bewegen
   *[evolve] ihr Entwickeln
  } in diesem Zug schon genutzt.
micro-no-resource = {$colony} hat keine Ressource mehr zum Ausgeben.
micro-most-generations = {$colony} hat Generation {$generation}, die höchste, die eine Kolonie erreichen kann.
micro-not-sporigenous = {$species} ist nicht Sporenbildend: sie kann keine Sporen bilden.
micro-spore-there = Auf {$hex} liegt schon eine Spore.
micro-no-token-for-spore = {$species} hat kein Plättchen mehr für eine Spore (höchstens 4 Kolonien und Sporen).
micro-held-by-exudate = {$colony} auf {$hex} kann nicht ziehen: eine ausscheidende gegnerische Nachbarkolonie hält sie fest (Mobilität 0, Regel 14.8).
micro-immobile = {$colony} auf {$hex} hat hier Mobilität 0.
micro-no-token-to-move = {$species} hat kein Plättchen mehr für den Teil, der ziehen würde (höchstens 4).
micro-nowhere-to-move = {$colony} auf {$hex} hat kein freies Habitat in ihrer Mobilität {$mobility}: die erreichbaren Habitate sind besetzt, und Kolonien versperren den Weg (Regel 9.4).
micro-too-young-to-evolve = {$colony} hat Generation 1: nur Kolonien über Generation 1 können sich entwickeln.
micro-galapagos-empty = Die Galapagos sind leer.
micro-linnaeus-empty = Im Linnaeus ist keine Spezies mehr für die neue Spezies, die das Entwickeln gründen würde.
micro-column-empty = Die Winogradsky-Säule hat keine Stoffwechselkarte für die neue Spezies, die das Entwickeln gründen würde.
micro-not-a-growth-choice = `{$word}` ist keine Wachstumswahl: `double`, `spore`, `move <Feld>`, `evolve` oder `done`.
micro-move-form = Schreib `move` und das Zielhabitat, etwa `move e6`.
micro-move-beyond = {$colony} kann nicht nach {$hex} ziehen: mit ihrer Mobilität {$mobility} erreicht sie {$allowed}.
micro-nothing-after = Nach `{$word}` kommt nichts.
micro-growing-elsewhere = {$colony} auf {$hex} wächst gerade: schreib `{$form}` allein, oder nenne {$hex}.
micro-double-event = {$colony} verdoppelt sich (1 Ressource; Vorrat {$stock}).
micro-spore-event = {$colony} hinterlässt die Spore {$spore} auf {$hex} (1 Ressource; Vorrat {$stock}).
micro-move-event = {$colony} von {$player} zieht von {$origin} nach {$hex} (1 Ressource; Vorrat {$stock}).
micro-send-event = {$colony} von {$player} auf {$origin} schickt Generation {$part} als {$new} nach {$hex} und behält Generation {$kept} (1 Ressource; Vorrat {$stock}).
micro-evolve-event = {$colony} entwickelt sich (1 Ressource; Vorrat {$stock}) und zieht {$card} aus den Galapagos ({$left} übrig).
micro-biofilm-stops-phage = Der Biofilm von {$colony} hält den Phagen auf; Phagenangriff! geht zurück.
micro-ride-event = {$colony} von {$player} schickt den Klon {$clone} mit {$moved} nach {$hex} (Syntrophie); {$colony} hat jetzt Generation {$generation}.

# Starving, dying, extinction, a player out: the log.
micro-starve-event = {$colony} hungert: sie verliert {$lost} ihrer {$generation} Generationen.
# A colony's death, by its cause; the nutrients its death released, if any.
micro-death = {$colony} {$why ->
    [starved] verhungert
    [fight] stirbt im Kampf
    [eaten] wird gefressen
    [phage] wird vom Phagen getötet
   *[phage-drawn] wird vom Phagen getötet; Phagenangriff! geht zurück in die Galapagos
  }.
micro-death-releasing = {$colony} {$why ->
    [starved] verhungert
    [fight] stirbt im Kampf
    [eaten] wird gefressen
    [phage] wird vom Phagen getötet
   *[phage-drawn] wird vom Phagen getötet; Phagenangriff! geht zurück in die Galapagos
  } und setzt {$released} frei.
micro-takeover-event = Ihr Passagier {$colony} hält {$hex} nun allein.
micro-extinct-remains = {$species} ist ausgestorben; ihre Karten ({$cards}) bleiben auf {$hex}.
micro-extinct-no-cards = {$species} ist ausgestorben; sie hinterlässt keine Karten.
micro-extinct-to-galapagos = {$species} ist ausgestorben; ihre Karten gehen zurück in die Galapagos.
micro-out-event = {$player} hat keine Kolonie und keine Spore mehr: aus dem Spiel.

# Fights: the attack's buttons and the log of attacks, prey and Phage Warfare.
micro-attack-label = {$target} von {$hex} aus angreifen: Stärke {$strength} gegen {$against}, {$outcome ->
    [win] du gewinnst: sie verliert ihren Vorrat
    [lose] du verlierst deinen Vorrat
   *[tie] Gleichstand geht an die Verteidigung: du verlierst deinen Vorrat
  }; {$loss}
micro-both-die = beide verlieren 1 Generation, und beide hatten Generation 1: beide sterben
micro-one-dies = beide verlieren 1 Generation; {$colony} mit Generation 1 stirbt
micro-both-lose = beide verlieren 1 Generation
micro-attack-event = {$attacker} mit Stärke {$strength} greift {$defender} mit Stärke {$against} an: {$winner} gewinnt; {$loser} verliert ihren Vorrat von {$stock}; {$loss}.
micro-prey-event = {$colony} erbeutet {$victim}: sie frisst 1 Generation und gewinnt 1 Ressource (Vorrat {$stock}).
micro-warfare-event = {$colony} entfesselt ihren Phagen (Phagenkrieg, zurück in die Galapagos) und gibt die Hälfte ihrer Generationen auf: {$victims} {$count ->
    [one] stirbt
   *[other] sterben
  }.

# The card powers used in a turn: the log.
micro-toxic-event = {$colony} gibt Giftstoffe ab: {$victims} {$count ->
    [one] braucht bei ihrer
   *[other] brauchen bei ihrer
  } nächsten Aufnahme 2 Biomasse mehr.
micro-spore-on = {$spore} auf {$hex}
micro-shuffle-event = {$colony} verstreut Genpartikel: würfelt {$roll}; sie lassen sich als Sporen nieder: {$spores}.
micro-shuffle-nowhere-event = {$colony} verstreut Genpartikel: würfelt {$roll}; kein freies Habitat oder Plättchen nimmt sie auf.
micro-rejuvenate-event = Die Spore {$spore} auf {$hex} wächst zu einer Kolonie der Generation 1.
micro-acquire-event = {$colony} nimmt die Überreste auf {$hex} auf (Kompetenz): {$cards}.

# Species: metabolism drawn or changed, a new species founded: the log.
micro-metabolism-event = {$species} zieht {$cards} aus der Winogradsky-Säule.
micro-metabolism-mixotrophy-event = {$species} zieht {$cards} aus der Winogradsky-Säule (Mixotrophie: Heterotrophie und eine zweite Karte; Mixotrophie geht zurück).
micro-species-event = {$colony} von {$player} auf {$hex} wird eine neue Spezies: {$species} ({$token}), mit {$cards}.
micro-change-event = {$species} legt {$card} zurück in die Galapagos und {$cards} zurück in die Winogradsky-Säule.

# Setting up: the arrangement's and the starting colony's buttons and refusals, and the log.
micro-habitat-on = {$habitat} auf {$hex}
micro-settle-label = Start auf {$habitat} {$hex}
micro-arrange-form = Nenne deine drei Habitate in der Reihenfolge deiner Heimatfelder {$hexes}: {$allowed}.
micro-settle-where = Siedle auf einem deiner Heimathabitate: {$hexes}.
micro-setup-event = {$player} gründet {$species}, würfelt {$roll} (Wachstumsschwelle {$threshold}) und zieht {$habitats} aus Gaia.
micro-redraw-event = Keines der Habitate von {$species} kann sie ernähren: {$habitat} geht zurück nach Gaia, ein anderes wird gezogen.
micro-arrange-event = {$player} legt aus: {$habitats}.
micro-settle-event = {$player} siedelt {$species} {$colony} auf {$hex} an.

# Exchanging habitats: its refusals and the log.
micro-gaia-empty = Gaia hat kein Habitat mehr zum Ziehen.
micro-no-spot = Du hast kein ungenutztes Habitat zum Zurücklegen und kein freies Feld neben deinen Habitaten oder Kolonien.
# A habitat drawn from Gaia, with its article ("an Estuary mud").
micro-exchange-event = {$player} zieht {$design ->
    [shallows] ein Sonniges Flachwasser
    [vent] eine Hydrothermalquelle
    [seep] eine Kalte Quelle
    [kelp] einen Kelpwald
    [estuary] einen Ästuarschlamm
    [brine] ein Solebecken
    [ice] ein Meereis
    [reef] ein Korallenriff
    [abyss] eine Tiefseeebene
   *[whalefall] einen Walkadaver
  } aus Gaia ({$left} übrig).
micro-place-event = {$player} legt {$habitat} auf {$hex}.
micro-swap-event = {$player} legt {$old} zurück und an seine Stelle {$habitat}.
micro-swap-remains-event = {$player} legt {$old} zurück (seine Überreste gehen zurück in die Galapagos) und an seine Stelle {$habitat}.

# Uptake and the sea's renewal: the log.
micro-renew-event = Das Meer erneuert jedes Habitat: ein Drittel dessen, was jedem fehlt, kommt zurück.
# What a colony took up, in parts: the resources, any parts owed on top, the units they were paid with.
micro-took = {$colony} nimmt {$count ->
    [one] {$count} Ressource
   *[other] {$count} Ressourcen
  } auf
micro-took-owed = {" "}und {$parts} zusätzlich geschuldet
micro-parts = {$count} {$part ->
    [energy] {$count ->
        [one] Energieteil
       *[other] Energieteile
      }
    [biomass] {$count ->
        [one] Biomasseteil
       *[other] Biomasseteile
      }
   *[donors] {$count ->
        [one] Donorteil
       *[other] Donorteile
      }
  }
micro-took-paid = , bezahlt mit {$count ->
    [one] {$count} Nährstoffeinheit
   *[other] {$count} Nährstoffeinheiten
  } ({$spent})
micro-uptake-event = {$took}: Vorrat {$stock}.
micro-uptake-breath-event = {$took}: Vorrat {$stock}; sie atmet tief durch (1 Energieteil mehr: Schwelle −1 in diesem Zug).
micro-uptake-short-event = {$took}, {$short} unter ihrem Bedarf: sie lebt von ihrem Vorrat, jetzt {$stock}.
micro-uptake-starving-event = {$took}, {$short} unter ihrem Bedarf, und ihr Vorrat kann das nicht decken.
micro-added-to = {$count} {$nutrient} auf {$hex}
micro-adds-event = {$species} {$colony} gibt {$added} ab.

# The course of the game: a turn begins, the last round is announced, the game ends. The endings are
# the log's last line and the summary the table shows.
micro-turn-event = Runde {$round}: {$player} ist am Zug.
micro-gaia-ending = Gaia hat kein Habitat mehr
micro-galapagos-ending = Die Galapagos enthalten nur noch Phagenangriff!
micro-round-limit-ending = Runde {$round}, die letzte des Spiels, ist vorbei
micro-last-round-event = {$ending}: das Spiel endet mit dieser Runde, damit alle gleich viele Züge hatten.
micro-nobody-left-ending = {$ending}: niemand ist mehr im Spiel, kein Sieg.
micro-won-ending = {$ending}: {$winners} {$count ->
    [one] gewinnt
   *[other] teilen sich den Sieg
  } {$decided} ({$biomass}).
micro-and = {$first} und {$second}
micro-most-biomass = mit der meisten Biomasse
micro-level-on-everything = gleichauf in jeder Wertung von Regel 15.5
micro-decided-on = nach {$count ->
    [biomass] Biomasse
    [colonies] Kolonien
    [species] Spezies
   *[cards] Evolutionskarten
  } ({$value} gegen {$against}), gleichauf mit dem Nächsten bei {$level}
micro-ranked-count = {$count ->
    [biomass] Biomasse
    [colonies] Kolonien
    [species] Spezies
   *[cards] Evolutionskarten
  } {$value}
micro-final-biomass = {$name} {$standing}
micro-final-resigned = aufgegeben
micro-final-out = ausgeschieden
micro-final-count = {$biomass}
micro-last-standing-ending = {$player} ist als Einzige(r) übrig und gewinnt ({$generations ->
    [one] {$generations} Generation
   *[other] {$generations} Generationen
  } am Leben).
micro-mutual-destruction-ending = Gegenseitige Vernichtung: niemand ist mehr im Spiel, kein Sieg.

# The status lines (`/game status`, the board post's text): the round and piles, then each player, their
# species and colonies.
micro-status-piles = Runde {$round} ({$limit}) · Gaia {$gaia} Habitate · Galapagos {$galapagos} Karten · Winogradsky-Säule {$column} Karten
micro-status-last-round = die letzte: {$ending}
micro-status-round-limit = Limit {$rounds}
micro-status-biomass = Biomasse {$biomass}
micro-status-player = {$player}: Schwelle {$threshold}, {$standing}
micro-status-species = {$species} [{$letter}]: {$metabolism}, jede Generation frisst {$eats} pro Zug; Karten {$cards}
micro-status-species-pigments = {$species} [{$letter}]: {$metabolism}, jede Generation frisst {$eats} pro Zug; Karten {$cards} (Pigmente: {$pigments})
micro-status-colony = {$colony} auf {$hex}: Generation {$generation}, Vorrat {$stock}/{$threshold}, Aufnahme `{$setting}`
micro-status-passenger = {$colony} auf {$hex}: Generation {$generation}, Vorrat {$stock}/{$threshold}, Aufnahme `{$setting}`, fährt auf {$host} mit

# Leaving the game, and a typed move that is no move at all.
micro-resign-event = {$player} verlässt das Spiel; die Kolonien und Sporen verschwinden.
micro-seat-not-in-game = Dieser Platz ist nicht im Spiel.
micro-too-long = `{$move}` ist zu lang für einen Zug.
micro-empty-move = Tippe einen Zug, etwa `pass` oder `grow d5`.

# The board (rendering/micro.py): a habitat tile's short name, drawn on the tile and beside the habitats
# being arranged.
micro-board-tile = {$design ->
    [shallows] Flachwasser
    [vent] Schlot
    [seep] Quelle
    [kelp] Kelp
    [estuary] Ästuar
    [brine] Sole
    [ice] Eis
    [reef] Riff
    [abyss] Tiefsee
    [whalefall] Walfall
   *[other] {$design}
  }
