# Extinction (rules/extinction/): what its engine says, in this language.
# Extinction has no German edition: its terms here are plain game German, as the commands already
# name them (Feld, Stein, Gründer, Nachwuchs, Individuen, Barriere, Genstapel, Räubertyp, Milde
# Jahreszeit). A counted newborn is a "Jungtier". A predator type is an adjective that German would
# inflect, so it is named as "Räuber vom Typ „stark“" or after a colon, never before its noun.

# What a seat's secret gene cards are called in its private look.
extinction-secret-name = Genotyp

# The game's nouns, chosen by their stable keys (rules/extinction/vocabulary.py), inside the sentences below.
# The actions on the spinner.
extinction-action = {$action ->
    [reproduce] Fortpflanzung
    [environment] Umweltveränderung
    [barrier] Barriere setzen
    [migrate] Wandern
    [compete] Konkurrenz/Beute
    [genes] Gene ändern
   *[other] {$action}
  }
# A habitat inside a sentence; and as the board's key names it.
extinction-habitat = {$habitat ->
    [woodland] Wald
    [meadow] Wiese
    [brushland] Buschland
    [marsh] Marsch
    [lake] See
    [swamp] Sumpf
   *[other] {$habitat}
  }
extinction-habitat-name = {$habitat ->
    [woodland] Wald
    [meadow] Wiese
    [brushland] Buschland
    [marsh] Marsch
    [lake] See
    [swamp] Sumpf
   *[other] {$habitat}
  }
# A barrier kind, as a label names it; in the plural; in the board's count of barriers left.
extinction-barrier-name = {$kind ->
    [city] Stadt
    [jetport] Flughafen
    [mountain] Gebirge
    [river] Fluss
    [desert] Wüste
   *[other] {$kind}
  }
extinction-barrier-plural = {$kind ->
    [city] Städte
    [jetport] Flughäfen
    [mountain] Gebirge
    [river] Flüsse
    [desert] Wüsten
   *[other] {$kind}
  }
extinction-barrier-lower = {$kind ->
    [city] Stadt
    [jetport] Flughafen
    [mountain] Gebirge
    [river] Fluss
    [desert] Wüste
   *[other] {$kind}
  }
# The six gene decks.
extinction-deck = {$deck ->
    [habitat] Habitat & Mobilität
    [reproduction] Fortpflanzung
    [tolerance] Umwelttoleranz
    [defense] Beuteabwehr
    [predator] Räuber
    [crossing] Barrierenüberquerung
   *[other] {$deck}
  }
# The gene cards' names.
extinction-card-name = {$card ->
    [hm01] Waldstreifer
    [hm02] Graslandläufer
    [hm03] Buschwanderer
    [hm04] Marschschreiter
    [hm05] Seeschwimmer
    [hm06] Sumpfgleiter
    [hm07] Waldrand
    [hm08] Savannenwanderer
    [hm09] Dickichtbewohner
    [hm10] Schilfwater
    [hm11] Uferbewohner
    [hm12] Moorkriecher
    [hm13] Hochland-Stubenhocker
    [hm14] Feuchtland-Stubenhocker
    [hm15] Waldmoorsitzer
    [hm16] Feldteichsitzer
    [rp01] Langsamer Brüter
    [rp02] Spätzünder
    [rp03] Kleine Würfe
    [rp04] Saisonbrüter
    [rp05] Steter Brüter
    [rp06] Paarbrüter
    [rp07] Nestbauer
    [rp08] Große Würfe
    [rp09] Frühlingsschwarm
    [rp10] Fruchtbarer Brüter
    [et01] Robuste Natur
    [et02] Aschegänger
    [et03] Tiefe Baue
    [et04] Staublunge
    [et05] Dicke Haut
    [et06] Winterfell
    [et07] Smogpelz
    [et08] Schlammhaut
    [et09] Rußfresser
    [et10] Filtrierer
    [df01] Gepanzerter Sprinter
    [df02] Panzer und Bau
    [df03] Stachelrücken
    [df04] Harte Schuppen
    [df05] Nachtwache
    [df06] Zickzackflug
    [df07] Schneller Rückzug
    [df08] Tarnung
    [df09] Bitteres Fleisch
    [df10] Mimikry
    [pr01] Knochenbrecher
    [pr02] Großer Zerfleischer
    [pr03] Anspringer
    [pr04] Langstreckenläufer
    [pr05] Nachtpirscher
    [pr06] Eulenauge
    [pr07] Trickser
    [pr08] Lauerjäger
    [pr09] Giftzahn
    [pr10] Stachler
    [bc01] Stadtaasfresser
    [bc02] Dachkletterer
    [bc03] Kanalschwimmer
    [bc04] Mauerspringer
    [bc05] Blinder Passagier
    [bc06] Rollfeldsammler
    [bc07] Hitzeläufer
    [bc08] Stromschnellenkletterer
    [bc09] Felskraxler
    [bc10] Oasensucher
   *[other] {$card}
  }
# The environment cards' names.
extinction-environment-card = {$card ->
    [ev01] Hungersnot
    [ev02] Hungersnot
    [ev03] Seuche
    [ev04] Seuche
    [ev05] Dürre (10 %)
    [ev06] Dürre (30 %)
    [ev07] Dürre (50 %)
    [ev08] Kältewelle (10 %)
    [ev09] Kältewelle (30 %)
    [ev10] Kältewelle (50 %)
    [ev11] Waldbrand
    [ev12] Wiesenbrand
    [ev13] Buschbrand
    [ev14] Marschverschmutzung
    [ev15] Seeverschmutzung
    [ev16] Sumpfverschmutzung
    [ev17] Luftverschmutzung
    [ev18] Luftverschmutzung
    [ev19] Wälder für Bauholz gerodet
    [ev20] Buschland für Weideland gerodet
    [ev21] Sümpfe für Ackerland trockengelegt
    [ev22] Marschen als Müllkippen genutzt
    [ev23] Seen zugeschüttet
    [ev24] Wiesen vom Vieh überweidet
    [ev25] Milde Jahreszeit
    [ev26] Milde Jahreszeit
    [ev27] Milde Jahreszeit
   *[other] {$card}
  }
# An environmental change inside a sentence (what a Tolerance card survives, what strikes).
extinction-change = {$change ->
    [famine] Hungersnot
    [pestilence] Seuche
    [drought] Dürre
    [cold-wave] Kältewelle
    [fire] Feuer
    [water-pollution] Wasserverschmutzung
    [air-pollution] Luftverschmutzung
   *[other] {$change}
  }
# A predator type.
extinction-predator-type = {$type ->
    [strong] stark
    [swift] schnell
    [nocturnal] nachtaktiv
    [cunning] listig
    [venomous] giftig
   *[other] {$type}
  }
# What finished a species off, after "ausgelöscht durch" and in the status's "ausgestorben (…)".
extinction-cause = {$cause ->
    [famine] Hungersnot
    [pestilence] Seuche
    [drought] Dürre
    [cold-wave] eine Kältewelle
    [fire] Feuer
    [water-pollution] Wasserverschmutzung
    [air-pollution] Luftverschmutzung
    [clearing] Rodung durch den Menschen
    [compete] Konkurrenz
    [prey] Räuber
   *[other] {$cause}
  }
# The same on the board's side panel, in a word.
extinction-cause-short = {$cause ->
    [cold-wave] Kältewelle
    [water-pollution] Wasserverschmutzung
    [air-pollution] Luftverschmutzung
    [famine] Hungersnot
    [pestilence] Seuche
    [drought] Dürre
    [fire] Feuer
    [clearing] Rodung
    [compete] Konkurrenz
    [prey] Beute
   *[other] {$cause}
  }
# The game's phases, as the board's heading names them.
extinction-phase = {$phase ->
    [colonise] Besiedlung
    [relocate] Umsetzen
    [play] Spiel
   *[over] Spiel vorbei
  }

# A gene card's values in words (the private look, the genotype events, the final board).
extinction-summary-habitat = {$habitats}; Mobilität {$mobility}
extinction-summary-survives = übersteht {$changes}
extinction-summary-safe-from = sicher vor Räubern vom Typ {$types}
extinction-summary-predator = Räuber vom Typ {$type}
extinction-summary-crosses = überquert {$barriers}
extinction-card-text = {$card} ({$summary})
extinction-genotype-card = {$deck}: {$card}

# Change Genes (rules/extinction/genes.py): the prompt, its buttons, the log and the refusals.
extinction-ask-genes = Gene ändern (freiwillig): Tausche bis zu {$more} weitere Genkarten, jeden Stapel einmal pro Zug ({$changed} von {$most} in diesem Zug getauscht), oder `done`.
extinction-task-genes = Gene ändern oder passen
extinction-label-change = {$deck} tauschen (jetzt {$card})
extinction-label-genes-done = Fertig: den Rest behalten
extinction-gene-changed = Du legst {$old} unter den Stapel {$deck} und ziehst {$new}.
extinction-gene-changed-public = {$name} tauscht die Karte {$deck}.
extinction-genes-kept = {$name} behält die Gene.
extinction-no-deck = Es gibt keinen Genstapel `{$deck}`: Die Stapel sind {$decks}.
extinction-deck-changed = Du hast deine Karte {$deck} in diesem Zug schon getauscht: jeden Stapel einmal pro Zug.
extinction-changes-used = Du hast in diesem Zug {$most} Karten getauscht, mehr geht nicht: sag `done`.

# A long menu narrowed step by step (rules/extinction/menus.py, steps.py): the prompt with what is
# chosen so far, the way back, and the groups' labels.
extinction-ask-narrowed = {$asked} Bisher gewählt: {$chosen} (`back`, um neu zu wählen).
extinction-label-back = Zurück zur ersten Auswahl
extinction-label-row = Reihe {$row}
extinction-label-on = Auf {$hex}
extinction-label-from = Von {$hex} ({$count})
extinction-label-to = Nach {$hex}

# Steps answered a few hexes at a time (rules/extinction/tallies.py): each answer's log line, the
# places it names, and how many are left after it.
extinction-count-on = {$count} auf {$hex}
extinction-count-from = {$count} von {$hex}
extinction-moved-route = {$count ->
    [one] 1 Individuum
   *[other] {$count} Individuen
  } von {$source} nach {$target}
extinction-founders-placed = {$name} setzt Gründer: {$places}{$left ->
    [0] .
   *[other] {" "}(noch {$left}).
  }
extinction-newborns-added = {$name} setzt Nachwuchs: {$places}{$left ->
    [0] .
   *[other] {" "}(noch {$left}).
  }
extinction-individuals-removed = {$name} entfernt {$places}{$left ->
    [0] .
   *[other] {" "}({$left} müssen noch sterben).
  }
extinction-relocated = {$name} setzt {$places} um.
extinction-migrated = {$name} wandert mit {$places}.

# Individuals moved between hexes (rules/extinction/moves.py): the refusals.
extinction-holds-only = Auf {$hex} stehen nur {$count} deiner Individuen.
extinction-hex-full = Auf {$hex} stehen schon {$count}: Ein Feld fasst höchstens {$most}.
extinction-whole-cube-moves = Alle 20 deiner Steine sind auf der Insel, also erreichst du ein neues Feld nur, indem der ganze Stein zieht: Ziehe alle {$count} von {$hex}.

# The order of play (rules/extinction/flow.py): the spin, the rounds, a turn with no gene change
# left, the end of the game (its summary) and the genotypes revealed then.
extinction-spun = 🎡 {$name} dreht Segment {$segment} der Drehscheibe: {$first}, dann {$second}.
extinction-round-begins = Runde {$round} beginnt.
extinction-no-more-changes = {$name} hat in diesem Zug {$most} Genkarten getauscht, mehr erlaubt ein Zug nicht: keine weiteren Änderungen.
extinction-sole-survivor = Die Art von {$name} überlebt als einzige auf Darwinia.
extinction-everyone-left = Alle haben das Spiel verlassen.
extinction-held-out-longest = Keine Art überlebt; {$names} {$count ->
    [one] hat
   *[other] haben
  } am längsten durchgehalten und {$count ->
    [one] teilt
   *[other] teilen
  } sich den Sieg.
extinction-final-score = {$name} {$score} (von {$population})
extinction-won-on-score = Nach {$round} Runden {$count ->
    [one] gewinnt {$names}
   *[other] teilen sich {$names} den Sieg
  } mit den Individuen auf Steinen, die 1 bis 4 zeigen: {$table}.
extinction-genotype-revealed = Genotyp von {$name}: {$genotype}.

# Setting a game up (rules/extinction/setup.py): the opening throw, colonisation, relocation and the
# first genotypes; prompts, buttons, log lines and refusals.
extinction-who = {$name} ({$colour})
extinction-order-throw = {$who} wirft {$first} und {$second} für die Spielreihenfolge: {$total}.
extinction-throw-tie = {$names} liegen beim niedrigsten Wurf gleich und werfen noch einmal.
extinction-playing-order = Spielreihenfolge im Uhrzeigersinn (in Sitzordnung) ab dem niedrigsten Wurf ({$name}, {$low}{$again ->
    [yes] {" "}im zweiten Wurf
   *[no] {""}
  }): {$order}.
extinction-decks-shuffled = Die sechs Genstapel und der Umweltstapel sind gemischt.
extinction-colonised = Alle Arten haben Darwinia besiedelt. Reihum darf jetzt jeder umsetzen.
extinction-genotype-dealt = Dein Genotyp: {$genotype}.
extinction-genotype-dealt-public = {$name} zieht eine Karte von jedem der sechs Genstapel.
extinction-ask-colonise = besiedle Darwinia: Setze deine Gründer, ein Stein pro leerem Feld, 1–6 auf jeden (noch {$left}{$placed}; `auto` verteilt sie, höchstens vier pro Stein, auf die freien Felder rund um einen Ort, an dem mehrere Habitate zusammentreffen, fern von Rivalen; der Ort wird unter den besten ausgewürfelt). Das Brett wird erneut gepostet, sobald alle gesetzt sind.
extinction-placed-so-far = ; bisher gesetzt: {$places}
extinction-task-colonise = {$left ->
    [one] 1 Gründer
   *[other] {$left} Gründer
  } auf Darwinia setzen
extinction-hex-habitat = {$hex} ({$habitat})
extinction-label-place = {$count} auf {$hex} setzen
extinction-label-auto-founders = Die {$left} Gründer für mich setzen
extinction-hex-taken = {$hex} ist besetzt: Gründer kommen auf leere Felder, ein Stein pro Feld.
extinction-founders-fit = {$left ->
    [one] 1 Gründer ist
   *[other] {$left} Gründer sind
  } noch auf höchstens {$cubes} weitere Steine zu setzen: Dieser Stein kann {$counts} tragen.
extinction-ask-relocate = du darfst deine Individuen auf andere freie Felder umsetzen, bevor die Gene verteilt werden (`done` lässt sie, wo sie sind).
extinction-task-relocate = die Individuen umsetzen oder stehen lassen
extinction-label-relocate = {$count} von {$source} nach {$target} ziehen
extinction-label-relocation-done = Fertig mit Umsetzen
extinction-relocation-done = {$name} ist fertig mit Umsetzen.
extinction-not-free = {$hex} ist nicht frei: Setze auf ein leeres Feld oder einen deiner eigenen Steine um.
extinction-no-cube = Du hast keinen Stein auf {$hex}.

# Reproduce (rules/extinction/reproduce.py).
extinction-reproduced = Deine {$parents ->
    [one] 1 Individuum
   *[other] {$parents} Individuen
  } in optimalen Habitaten × {$multiplier} ({$card}) = {$born ->
    [one] 1 Jungtier
   *[other] {$born} Jungtiere
  }{$short ->
    [yes] ; {$fits} passen
   *[no] {""}
  }.
extinction-reproduced-public = {$name} pflanzt sich fort: {$fits ->
    [one] 1 Jungtier
   *[other] {$fits} Jungtiere
  } zu setzen.
extinction-ask-reproduce = Fortpflanzung: Setze {$left ->
    [one] 1 Jungtier
   *[other] {$left} Jungtiere
  } auf deine Steine in optimalen Habitaten oder daneben (`auto` setzt jedes dorthin, wo dein Stein am wenigsten trägt, bis vier, optimale Habitate zuerst; Fünfer und Sechser nur, wenn sonst nichts passt).
extinction-task-reproduce = {$left ->
    [one] 1 Jungtier
   *[other] {$left} Jungtiere
  } setzen
extinction-label-add = {$count ->
    [one] 1 Jungtier
   *[other] {$count} Jungtiere
  } auf {$hex} setzen
extinction-label-auto-newborns = Die {$left} Jungtiere für mich setzen
extinction-newborns-where = Nachwuchs kommt auf deine Steine in optimalen Habitaten oder auf freie Felder daneben; {$hex} gehört nicht dazu.
extinction-no-newborn-fits = Auf {$hex} passt jetzt kein Jungtier.
extinction-newborns-fit = {$hex} kann {$counts} der {$left} Jungtiere aufnehmen (ein Feld fasst sechs, und jedes Jungtier, das passt, muss gesetzt werden).

# Typed notation (rules/extinction/notation.py): the refusals of a hex, a count or a form not read.
extinction-not-a-hex = `{$word}` ist kein Feld von Darwinia: Nenne eines mit Reihenbuchstaben (a–l) und Spaltenzahl, etwa c5.
extinction-not-a-count = `{$word}` ist keine Anzahl {$what ->
    [newborns] Jungtiere
   *[individuals] Individuen
  }: Nimm eine ganze Zahl von 1 bis {$high}.
extinction-count-out-of-range = {$word} liegt außerhalb des Bereichs für eine Anzahl {$what ->
    [newborns] Jungtiere
   *[individuals] Individuen
  }: Nimm eine ganze Zahl von 1 bis {$high}.
extinction-write-it-as = Schreib es als `{$form}`.

# Environmental Change and Mild Season (rules/extinction/environment.py): the card drawn, who dies and
# who is spared, choosing who dies, and the pair a mild season grants.
extinction-environment-drawn = {$name} zieht eine Umweltkarte: {$card}.
extinction-crowded-die = Die {$change ->
    [famine] Hungersnot
   *[pestilence] Seuche
  } vernichtet die Steine mit fünf oder sechs von {$name}, {$lost ->
    [one] 1 Individuum
   *[other] {$lost} Individuen
  } insgesamt: {$hexes}.
extinction-none-crowded = {$name} hat keinen Stein mit fünf oder sechs: Die {$change ->
    [famine] Hungersnot
   *[pestilence] Seuche
  } tötet niemanden.
extinction-withstands = Die Art von {$name} übersteht die {$change ->
    [drought] Dürre
   *[cold-wave] Kältewelle
  }: Niemand stirbt.
extinction-kills-nobody = Die {$change ->
    [drought] Dürre
   *[cold-wave] Kältewelle
  } tötet {$percent} % der {$total} von {$name}: gerundet niemanden.
extinction-kills-all = Die {$change ->
    [drought] Dürre
   *[cold-wave] Kältewelle
  } tötet alle {$total} Individuen von {$name}.
extinction-kills-some = Die {$change ->
    [drought] Dürre
   *[cold-wave] Kältewelle
  } tötet {$percent} % der {$total} Individuen von {$name}: {$loss} müssen sterben, und {$name} wählt, welche.
extinction-near-pollution = neben Städten und Flughäfen
extinction-in-habitat = auf Feldern mit {$habitat}
extinction-spared = Die Individuen von {$name} {$where} überstehen {$card ->
    [ev11] den Waldbrand
    [ev12] den Wiesenbrand
    [ev13] den Buschbrand
    [ev14] die Marschverschmutzung
    [ev15] die Seeverschmutzung
    [ev16] die Sumpfverschmutzung
   *[other] die Luftverschmutzung
  }.
extinction-struck = {$name} verliert die Steine {$where} durch {$card}, {$lost ->
    [one] 1 Individuum
   *[other] {$lost} Individuen
  } insgesamt: {$hexes}.
extinction-ask-lose = {$left ->
    [one] 1 Individuum
   *[other] {$left} Individuen
  } von dir müssen sterben: Wähle, welche (`auto` nimmt sie von deinen vollsten Steinen).
extinction-task-lose = wählen, welche {$left ->
    [one] 1 Individuum stirbt
   *[other] {$left} Individuen sterben
  }
extinction-label-remove = {$count} von {$hex} entfernen (von {$have})
extinction-label-auto-losses = Von meinen vollsten Steinen nehmen
extinction-remove-at-most = Entferne höchstens {$most} von {$hex}: Dort stehen {$have}, und {$left} müssen sterben.
extinction-pair = {$first}, dann {$second}
extinction-ask-mild = Milde Jahreszeit: Wähle ein beliebiges Aktionspaar der Drehscheibe außer Umweltveränderung; danach folgt der Rest deines Zuges.
extinction-task-mild = ein Aktionspaar für die milde Jahreszeit wählen
extinction-mild-pairs = Die Milde Jahreszeit gewährt ein Paar der Drehscheibe ohne Umweltveränderung: {$pairs}.
extinction-mild-taken = Milde Jahreszeit: {$name} nimmt {$pair}.

# Place Barrier (rules/extinction/barrier.py).
extinction-ask-barrier = Barriere setzen: Setze eine Barriere auf ein beliebiges Feld ohne Barriere und ohne den letzten Stein einer Art (ein Stein dort geht an seinen Besitzer zurück).
extinction-task-barrier = eine Barriere setzen
extinction-label-barrier = {$kind} auf {$hex}
extinction-label-barrier-removing = {$kind} auf {$hex}, entfernt {$count} von {$name}
extinction-label-barrier-kind = {$kind} (noch {$left})
extinction-label-auto-barrier = Dort setzen, wo sie niemandem schadet
extinction-barrier-placed = {$name} setzt {$kind ->
    [city] eine Stadt
    [jetport] einen Flughafen
    [mountain] ein Gebirge
    [river] einen Fluss
   *[desert] eine Wüste
  } auf {$hex} ({$habitat}).
extinction-barrier-placed-removing = {$name} setzt {$kind ->
    [city] eine Stadt
    [jetport] einen Flughafen
    [mountain] ein Gebirge
    [river] einen Fluss
   *[desert] eine Wüste
  } auf {$hex} ({$habitat}), und {$count ->
    [one] das 1 Individuum
   *[other] die {$count} Individuen
  } von {$victim} dort {$count ->
    [one] ist
   *[other] sind
  } fort.
extinction-no-barrier-left = Alle zehn Barrieren stehen schon auf der Insel: Keine wird gesetzt.
extinction-hex-has-barrier = Auf {$hex} steht schon eine Barriere.
extinction-last-cube = Auf {$hex} steht der letzte Stein der Art von {$name}: Dort darf keine Barriere hin.
extinction-no-barrier-kind = Es gibt keine Barriere `{$kind}`: Die Arten sind {$kinds}.
extinction-both-placed = Beide {$kind ->
    [city] Städte
    [jetport] Flughäfen
    [mountain] Gebirge
    [river] Flüsse
   *[desert] Wüsten
  } stehen auf der Insel; übrig: {$left}.

# Migrate (rules/extinction/migrate.py).
extinction-ask-migrate = Wandern (freiwillig): Ziehe Individuen im Rahmen deiner Mobilität (Individuen × Felder), so viele Züge sie erlaubt, dann `done`.
extinction-task-migrate = wandern oder passen
extinction-label-migrate = {$count} von {$source} nach {$target}: {$hexes ->
    [one] 1 Feld
   *[other] {$hexes} Felder
  }, kostet {$cost} von {$budget}
extinction-label-migration-done = Fertig mit Wandern
extinction-no-migration = {$name} wandert nicht.
extinction-cannot-reach = Deine Individuen auf {$source} erreichen {$target} nicht: Wanderer enden auf einem leeren Feld oder deinem eigenen Stein und ziehen nie an Steinen von Rivalen oder an Barrieren vorbei, die du nicht überqueren kannst.
extinction-too-far = {$count} über {$hexes ->
    [one] 1 Feld
   *[other] {$hexes} Felder
  } zu ziehen kostet {$cost}, und dir bleiben in diesem Zug nur {$budget} Mobilität.

# Compete/Prey (rules/extinction/attack.py): the prompt, its buttons, the predator type announced, the
# defences shown, the hexes taken and the refusals.
extinction-ask-compete = Konkurrenz/Beute (freiwillig): Nimm Felder von Rivalen neben deinen ein (jeder deiner Steine einmal); `prey` sagt zuerst deinen Räubertyp an. `done`, wenn du fertig bist.
extinction-task-compete = konkurrieren, jagen oder passen
extinction-label-capture = {$verb ->
    [compete] Konkurrenz
   *[prey] Beute
  }: {$count} von {$source} nach {$target} ({$theirs} von {$name})
extinction-label-capture-done = Fertig mit Konkurrenz und Jagd
extinction-label-announce = Deinen Räubertyp ansagen ({$type}) und jagen
extinction-predator-announced = 🐾 {$name} sagt den Räubertyp an: {$type}.
extinction-defence-shown = 🛡️ {$name} zeigt das Wort „{$type}“ auf der Karte Beuteabwehr: sicher vor diesem Räuber.
extinction-no-defence = {$name} hat keine Abwehr gegen Räuber vom Typ „{$type}“.
extinction-captured = {$name} {$verb ->
    [compete] verdrängt
   *[prey] erbeutet
  } {$rival} auf {$target} ({$lost ->
    [one] 1 Individuum
   *[other] {$lost} Individuen
  }) und zieht mit {$count} von {$source} ein.
extinction-no-capture = {$name} konkurriert nicht und jagt nicht.
extinction-cube-used = Dein Stein auf {$hex} hat in diesem Zug schon konkurriert oder gejagt: jeder Stein einmal pro Zug.
extinction-no-rival = Auf {$hex} steht kein Stein eines Rivalen.
extinction-out-of-reach = {$target} liegt nicht neben {$source} und auch nicht jenseits einer Barriere, die deine Art überqueren kann.
extinction-too-few-to-compete = Konkurrenz braucht mehr Individuen als der Rivale: {$source} hat {$have}, {$target} hat {$theirs}.
extinction-announce-first = Sag zuerst deinen Räubertyp an: `prey`.
extinction-defended = {$name} ist gegen deinen Räubertyp geschützt.
extinction-announced-already = Du hast deinen Räubertyp in diesem Zug schon angesagt.
extinction-no-rival-in-reach = Kein Rivale ist in Reichweite eines deiner Steine, der noch nicht angegriffen hat.
extinction-capture-whole-cube = Alle 20 deiner Steine sind auf der Insel: Ziehe den ganzen Stein ({$have}) von {$source}.
extinction-move-in = Ziehe {$least} bis {$have} Individuen von {$source} ein.

# A species dies out (rules/extinction/fate.py); a player leaves (rules/extinction/engine.py).
extinction-extinct = 💀 Die Art von {$name} ist ausgestorben, ausgelöscht durch {$cause}. {$name} bleibt als Zuschauer am Tisch.
extinction-resigned = {$name} verlässt das Spiel; die Art verlässt Darwinia.

# Refusals of a typed move (rules/extinction/engine.py): not a move of this step, not on the menu, a
# player whose species is extinct, a resignation refused.
extinction-not-on-menu = `{$typed}` steht jetzt nicht im Menü. {$allowed}
extinction-not-a-move = `{$typed}` ist hier kein Zug: {$asked}{$allowed}
extinction-allowed = Erlaubt: {$moves}.
extinction-watching = Deine Art ist ausgestorben: Du schaust dem Rest des Spiels zu.
extinction-over = Das Spiel ist vorbei.
extinction-seat-not-in-game = Dieser Platz ist nicht im Spiel.

# The status lines (`/game status`, rules/extinction/status.py): the round and whose turn, each
# species' standing and what it showed, a genotype its reader may see, the result.
extinction-status-turn = Runde {$round} {$last ->
    [0] bis nur noch eine Art übrig ist
   *[other] von {$last}
  }: {$name} ist am Zug{$spun}. Letzte Umweltkarte: {$card}.
extinction-status-spun = ; gedreht: {$first}, dann {$second}
extinction-status-ended = Das Spiel endete in Runde {$round}. Letzte Umweltkarte: {$card}.
extinction-status-setup = {$phase ->
    [colonise] Besiedlung
   *[relocate] Umsetzen
  }. Letzte Umweltkarte: {$card}.
extinction-no-card-yet = noch keine
extinction-status-left = {$who}: hat das Spiel verlassen.
extinction-status-extinct = {$who}: ausgestorben ({$cause}); schaut zu.
extinction-status-species = {$who}: {$population ->
    [one] 1 Individuum
   *[other] {$population} Individuen
  } auf {$cubes ->
    [one] 1 Stein
   *[other] {$cubes} Steinen
  } (Punkte {$score}){$shown}.
extinction-status-announced = ; Räubertyp angesagt: {$type}
extinction-status-defence = ; Abwehr gezeigt: {$words}
extinction-status-mobility = Deine restliche Mobilität in diesem Zug: {$left}.
extinction-status-result = Ergebnis: {$summary}

# A player's private look (`/extinction genes`): their own cards, a line each, and their mobility left.
extinction-no-genes-yet = Die Gene werden nach Besiedlung und Umsetzen verteilt: Du hast noch keine.
extinction-own-card = **{$deck}**: {$card} ({$summary})
extinction-own-mobility = Restliche Mobilität in diesem Zug: {$left}.
