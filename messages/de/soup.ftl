# Primordial Soup (rules/soup/): what its engine says, in this language: its prompts, buttons, log
# lines, refusals and status. Notation a member types stays in backticks, as in every language.

# The pieces its sentences are built of (rules/soup/words.py): an amoeba and a player as the log names
# them, cubes, directions, what blocks a way, genes, environment cards, phases, a move's price.
soup-amoeba = Amöbe {$number} von {$name}
# The same amoeba opening a sentence.
soup-amoeba-first = Amöbe {$number} von {$name}
soup-player-colour = {$name} ({$colour})
soup-cubes = {$count}× {$colour ->
    [red] Rot
    [green] Grün
    [blue] Blau
   *[yellow] Gelb
  }
soup-no-cubes = nichts
soup-direction = {$direction ->
    [n] nach Norden
    [e] nach Osten
    [s] nach Süden
   *[w] nach Westen
  }
soup-blocker = {$blocker ->
    [island] die Kompassinsel
   *[edge] der Rand der Ursuppe
  }
soup-gene = {$gene ->
    [intelligence] Intelligenz
    [movement-1] Bewegung I
    [spores] Sporen
    [speed] Geschwindigkeit
    [defense] Verteidigung
    [escape] Flucht
    [substitution] Substitution
    [ray-protection] Strahlenschutz
    [streamlining] Stromlinienform
    [tentacle] Tentakel
    [holding] Festhalten
    [life-expectancy] Lebenserwartung
    [frugality] Genügsamkeit
    [struggle] Kampf ums Dasein
    [parasitism] Parasitismus
    [division-rate] Teilungsrate
    [persistence] Beharrlichkeit
    [movement-2] Bewegung II
    [aggression] Aggression
    [armor] Panzerung
   *[other] {$gene}
  }
soup-card-name = {$card ->
    [cloud-cover] Wolkendecke
    [doldrums] Flaute
    [evening-ebb] Abendebbe
    [polar-current] Polarströmung
    [solar-storm] Sonnensturm
    [still-water] Stilles Wasser
    [sunrise-surge] Morgenflut
    [trade-current] Passatströmung
    [volcanic-haze] Vulkandunst
    [warm-undertow] Warmer Sog
    [westerly-swell] Westdünung
   *[other] {$english}
  }
soup-phase = {$phase ->
    [setup] Aufbau
    [move] Phase 1, Bewegung und Ernährung
    [environment] Phase 2, Umwelt und Gendefekte
    [genes] Phase 3, neue Gene
    [division] Phase 4, Zellteilung
    [deaths] Phase 5, Tod
    [scoring] Phase 6, Wertung
   *[over] Spielende
  }
soup-move-price = {$cost ->
    [0] kostenlos
   *[other] {$cost} BP
  }

# The log: cubes the supply ran out of, and the first environment card.
soup-shortage = Nahrungsmangel: Nur {$placed} von {$count} {$colour ->
    [red] roten
    [green] grünen
    [blue] blauen
   *[yellow] gelben
  } Steinen übrig für {$why ->
    [excretion] die Ausscheidung
   *[remains] die Überreste
  } auf {$square}.
soup-first-card = Die erste Umweltkarte: {$card}.

# A space typed that is no soup space.
soup-island-not-a-space = {$square} ist kein Feld der Ursuppe ({$island} ist die Kompassinsel).
soup-not-a-space = `{$square}` ist kein Feld der Ursuppe.

# Setup (rules/soup/setup.py): the rolls for the start order in the log, the start space and the first
# amoebas: prompts, buttons, refusals and the log's lines.
soup-start-roll = {$player} würfelt {$first} und {$second} für die Startreihenfolge: {$total}.
soup-tie = Gleichstand bei {$players}: Sie würfeln noch einmal.
soup-start-order = Die Startfelder der Wertungsleiste werden in dieser Reihenfolge gewählt: {$players}.
soup-start-spaces = Startfelder sind {$spaces}.
soup-start-taken = Auf Feld {$space} steht schon der Wertungsstein von {$name}.
soup-start-alone = Nenne nur das Startfeld, etwa `start {$space}`.
soup-start-label = Start auf Leistenfeld {$space}
soup-start-prompt = wähle dein Startfeld auf der Wertungsleiste ({$spaces}).
soup-start-chosen = {$name} setzt den Wertungsstein auf Leistenfeld {$space}.
soup-place-occupied = Auf {$square} steht schon eine Amöbe: Zu Beginn braucht jede Amöbe ein eigenes Feld.
soup-place-label = Amöbe auf {$square} setzen
soup-place-prompt = setze deine {$which ->
    [first] erste
   *[second] zweite
  } Amöbe auf ein leeres Feld{$damage ->
    [0] .
   *[other] {" "}(sie beginnt mit 1 Schadenspunkt).
  }
soup-placed = {$amoeba} wird auf {$square} gesetzt{$damage ->
    [0] .
   *[other] {" "}mit 1 Schadenspunkt.
  }

# Phase 1, an amoeba's turn (rules/soup/amoeba_turn.py): drift, move or stay, eat, attack or starve.
soup-drift-still-label = Treiben: diese Runde keine Strömung, auf {$square} bleiben
soup-drift-blocked-label = Treiben {$direction}: versperrt, auf {$square} bleiben
soup-drift-label = Treiben {$direction} auf {$square}
soup-move-label = Bewegen {$direction} auf {$square} ({$price})
soup-move-roll-label = Bewegen: {$dice ->
    [two] zwei Würfel
   *[compass] den Kompasswürfel
  } werfen ({$price})
soup-stay-label = Auf {$square} bleiben (Festhalten)
soup-move-prompt = Amöbe {$number} auf {$square} ({$damage} SP) — treiben lassen oder für {$price} bewegen?
soup-feed-prompt = welche Steine frisst Amöbe {$number} auf {$square}? (auf dem Feld: {$cubes})
soup-attack-label = {$amoeba} angreifen (1 BP)
soup-starve-label = Hungern: Amöbe {$number} erhält 1 Schadenspunkt
soup-struggle-prompt = Amöbe {$number} findet auf {$square} keine Nahrung. Angreifen (Kampf ums Dasein, 1 BP) oder hungern?
soup-stay-needs-holding = Nur ein Stamm mit Festhalten darf liegen bleiben, statt zu treiben.
soup-move-no-bp = Du hast keine BP: Amöbe {$number} zu bewegen kostet 1 BP. Lass sie stattdessen treiben.
soup-choose-direction = Mit Bewegung II wählst du die Richtung: `{$allowed}`.
soup-direction-rolled = Ohne Bewegung II wird die Richtung gewürfelt: Tippe `move`.
soup-cannot-move = Amöbe {$number} kann sich nicht {$direction} bewegen: Im Weg ist {$blocker}.
soup-drift-still = {$amoeba} treibt: Das Wasser ist ruhig, sie bleibt auf {$square}.
soup-drift-blocked = {$amoeba} kann nicht {$direction} treiben: Im Weg ist {$blocker} — sie bleibt auf {$square}.
soup-stay = {$amoeba} hält sich auf {$square} fest (Festhalten).
soup-move = {$name} {$cost ->
    [0] bewegt sich kostenlos (Stromlinienform)
   *[other] zahlt {$cost} BP für die Bewegung
  } mit Amöbe {$number}.
soup-struggle-attack = {$amoeba} zahlt 1 BP und greift {$target} auf {$square} an (Kampf ums Dasein).

# Feeding (rules/soup/feeding.py): the meals' buttons and the log's meals, excretions and hunger.
soup-eat-label = {$cubes} fressen
soup-eat-parasite-label = {$cubes} fressen; {$name} zahlt 1 BP
soup-eat = {$amoeba} frisst {$cubes} auf {$square}.
soup-eat-parasite = {$amoeba} frisst {$cubes} auf {$square} und lebt dabei von {$name}, der 1 BP zahlt (Parasitismus).
soup-excrete = {$amoeba} scheidet {$count}× {$colour ->
    [red] Rot
    [green] Grün
    [blue] Blau
   *[yellow] Gelb
  } auf {$square} aus.
soup-starve = {$amoeba} {$why ->
    [no-attack] findet keine Nahrung und greift nicht an
    [attack-failed] bekommt durch ihren Angriff nichts
    [lost-fight] verliert den Kampf
   *[no-meal] findet keine Nahrung
  } auf {$square}: Sie hungert, 1 Schadenspunkt (jetzt {$damage}).

# An amoeba's own move or escape (rules/soup/movement.py): the rolls of the compass die in the log, the
# way to go and a second move (Speed): prompts, buttons, refusals and the log's lines.
soup-compass-face = {$face ->
    [n] Norden
    [e] Osten
    [s] Süden
    [w] Westen
    [stay] keine Bewegung
   *[choice] freie Wahl
  }
soup-roll-blocked = Die {$value} zeigt {$direction}, aber {$blocker} versperrt {$amoeba} den Weg: {$dice ->
    [1] Sie bleibt, wo sie ist
   *[other] Dieser Würfel lässt nur das Bleiben zu
  }.
soup-move-roll = {$name} würfelt {$value} für Amöbe {$number}: {$value} ({$face}).
soup-move-roll-two = {$name} würfelt {$first} und {$second} für Amöbe {$number}: {$first} ({$first_face}), {$second} ({$second_face}).
soup-stays = {$amoeba} bleibt auf {$square}.
# A refused answer to "which way": why, then the ways the dice offer (the moves as typed).
soup-way-offered = `{$move}` (nach {$square})
soup-stay-offered = `stay` (auf {$square})
soup-ways-offered = Amöbe {$number} kann: {$ways}.
soup-cannot-go = Amöbe {$number} kann nicht {$direction} ziehen: Im Weg ist {$blocker}.
soup-name-the-way = Die Würfel lassen Amöbe {$number} die Wahl: Nenne die Richtung.
soup-cannot-stay = Die Würfel lassen Amöbe {$number} nicht auf {$square} bleiben.
soup-way-left-to-you = `{$move}` ist jetzt nicht erlaubt: Der Kompasswürfel überlässt dir die Richtung.
soup-dice-do-not-offer = Das bieten die Würfel nicht an.
soup-stay-on-label = Auf {$square} bleiben
soup-go-label = Ziehen {$direction} auf {$square}
soup-which-way-prompt = wohin {$kind ->
    [escape] flieht
   *[move] bewegt sich
  } Amöbe {$number} von {$square}?
soup-move-again-label = Noch einmal {$direction} auf {$square} (kostenlos)
soup-move-again-roll-label = Noch einmal bewegen: würfeln (kostenlos, Geschwindigkeit)
soup-stop-label = Auf {$square} anhalten
soup-again-prompt = Amöbe {$number} ist auf {$square}. Ein zweites Mal bewegen (Geschwindigkeit)?
soup-moves-again = {$amoeba} bewegt sich ein zweites Mal (Geschwindigkeit).

# One step to the next space (rules/soup/steps.py), with amoebas holding on (Holding) and cubes carried
# along (Tentacle): prompts, buttons, the refusal and the log's lines.
soup-carry-at-most = Nimm höchstens {$limit} Steine mit, die auf {$square} liegen.
soup-step = {$amoeba} {$verb ->
    [drifts] treibt
    [escapes] flieht
   *[moves] zieht
  } {$direction} von {$source} nach {$target}.
soup-follows = {$amoeba} hält sich fest und kommt mit nach {$square} (Festhalten).
soup-carries = {$amoeba} trägt {$cubes} von {$source} nach {$target} (Tentakel).
soup-follow-label = Amöbe {$number} kommt mit nach {$square}
soup-stay-behind-label = Amöbe {$number} bleibt auf {$square}
soup-follow-prompt = {$amoeba} verlässt {$source} in Richtung {$target}. Hält sich deine Amöbe {$number} fest (Festhalten)?
soup-carry-nothing-label = Nichts mitnehmen
soup-carry-label = {$cubes} mitnehmen
soup-carry-prompt = Amöbe {$number} zieht von {$source} nach {$target}. Steine mitnehmen (Tentakel, bis zu {$limit})? Auf dem Feld: {$cubes}.

# Attacks (rules/soup/attacks.py): Struggle for Survival and Aggression, the defender's reactions, the
# fights in the log and Persistence: prompts, buttons, refusals and the log's lines.
soup-name-the-target = Nenne das Ziel mit Farbe und Nummer, etwa `attack blue 3`.
soup-no-such-amoeba = Es gibt keine Amöbe {$number} in {$colour} auf dem Spielplan.
soup-no-attacker = Du hast keine Amöbe {$number} auf dem Spielplan.
soup-attack-itself = Eine Amöbe kann sich nicht selbst angreifen.
soup-armored = {$amoeba} hat Panzerung: Sie kann in Phase 1 nicht angegriffen werden.
soup-attack-own = Aggression greift die Amöbe eines anderen Spielers an, nicht deine eigene.
soup-not-beside = {$amoeba} steht nicht auf demselben Feld wie deine Angreiferin.
soup-no-reaction-gene = Dein Stamm hat das Gen {$gene} nicht.
soup-reaction-used = Du hast {$gene} {$during ->
    [attack] in diesem Angriff
   *[round] in dieser Runde
  } schon eingesetzt.
soup-reaction-no-bp = Du hast keine BP, um {$gene} zu bezahlen.
soup-fight-roll = Kampf auf {$square}: {$attacker} (Angriff) würfelt {$attack}, {$defender} (Verteidigung) würfelt {$defence}{$tie ->
    [yes] {" "}— Gleichstand, noch einmal würfeln.
   *[no] .
  }
soup-wins-fight = {$amoeba} gewinnt den Kampf.
soup-escaped = {$amoeba} ist nach {$square} entkommen.
soup-escape-failed = {$amoeba} ist noch auf {$square}: Die Flucht ist gescheitert.
soup-eats-amoeba = {$amoeba} frisst {$victim} auf {$square}: ein gewaltsamer Tod, ohne Ausscheidung.
soup-armor-holds = {$amoeba} übersteht den Angriff dank Panzerung, erhält aber 1 Schadenspunkt (jetzt {$damage}).
soup-kills = {$amoeba} tötet {$victim} auf {$square}.
soup-defend-label = Verteidigen: kämpfen (1 BP)
soup-escape-to-label = Flucht {$direction} auf {$square} ({$price})
soup-escape-label = Flucht: wegbewegen ({$price})
soup-do-nothing-label = Nichts tun
soup-defend-prompt = {$amoeba} greift deine Amöbe {$number} auf {$square} an ({$phase ->
    [1] Kampf ums Dasein
   *[other] Aggression
  }). Verteidigen oder fliehen?
soup-fight-again-label = Noch einmal kämpfen (Beharrlichkeit, kostenlos)
soup-give-up-label = Aufgeben
soup-persist-prompt = deine Amöbe {$number} hat den Kampf verloren. Noch einmal kämpfen (Beharrlichkeit)?
soup-attack-free-label = {$amoeba} angreifen (kostenlos)
soup-attack-with-free-label = {$amoeba} mit {$number} angreifen (kostenlos)
soup-give-up-attack-label = Den Angriff aufgeben
soup-retry-prompt = der Angriff ist gescheitert. Noch einmal versuchen, kostenlos (Beharrlichkeit)?
soup-does-not-resist = {$name} wehrt sich nicht.
soup-fights-back = {$name} zahlt 1 BP: Amöbe {$number} wehrt sich (Verteidigung).
soup-tries-escape = {$name} {$cost ->
    [0] zahlt nichts (Stromlinienform)
   *[other] zahlt {$cost} BP
  }: Amöbe {$number} versucht zu fliehen (Flucht).
soup-fights-once-more = {$amoeba} kämpft noch einmal (Beharrlichkeit).
soup-attacks-again = {$amoeba} greift {$target} noch einmal an (Beharrlichkeit, kostenlos).

# Deaths (rules/soup/deaths.py): a death in the log with the remains left behind (`death` is the
# sentence saying how it died), and phase 5's natural deaths.
soup-death = {$death} Zurück bleibt auf {$square}: {$cubes}.
soup-natural-death = {$amoeba} stirbt eines natürlichen Todes auf {$square} ({$damage} SP).

# Phase 5's Aggression attack (rules/soup/aggression.py): the prompt, its buttons and the log's line.
soup-aggression-label = Amöbe {$number} greift {$amoeba} auf {$square} an (1 BP)
soup-no-aggression-label = Diese Runde kein Angriff
soup-aggression-prompt = mit Aggression angreifen (1 BP, einmal pro Runde)?
soup-aggression-attack = {$amoeba} zahlt 1 BP und greift {$target} an (Aggression).

# Phase 4, cell division (rules/soup/division.py): the income in the log, the prompt, its buttons, the
# refusals and the newborns in the log.
soup-tribe-full = Alle {$count} deiner Amöben sind schon auf dem Spielplan.
soup-division-too-dear = Du hast {$bp} BP; eine neue Amöbe kostet {$cost}.
soup-division-own-space = Auf {$square} steht schon eine deiner Amöben.
soup-division-no-amoeba = Du hast keine Amöbe mehr, die sich teilen kann (Option empty_tribe ist `out`).
soup-division-not-bordering = {$square} grenzt an keine deiner Amöben.
soup-income = {$name} erhält {$income} BP (jetzt {$bp}).
soup-divide-label = Neue Amöbe auf {$square} ({$cost} BP)
soup-divide-done-label = Nicht mehr teilen
soup-divide-prompt = teile dich für je {$cost} BP ({$bp} BP, {$amoebas ->
    [one] {$amoebas} Amöbe
   *[other] {$amoebas} Amöben
  }) oder beende die Teilung.
soup-born = {$name} zahlt {$cost} BP: Amöbe {$number} entsteht auf {$square}.

# Phase 3, new genes (rules/soup/genes.py): the refusals of a purchase, the prompt, its buttons and the
# log's purchases.
soup-no-such-gene-listed = Es gibt kein Gen namens „{$gene}“. Gene: `{$genes}`.
soup-gene-owned = Du hast {$gene} schon.
soup-gene-upgraded = Du hast {$held}, also darfst du {$gene} nicht noch einmal kaufen.
# Either of two lower genes an advanced gene is bought by handing in.
soup-either-gene = {$first} oder {$second}
# Each requirement of a purchase that is unmet, joined by "; " after soup-cannot-buy's colon.
soup-gene-unmet = {$unmet ->
    [sold-out] Jedes Exemplar in diesem Spiel gehört schon jemandem
    [no-lower] Es wird gegen {$lower} eingetauscht, das du nicht hast
    [lower-too-new] Du musst {$lower} erst eine volle Runde besitzen
   *[price] Es kostet {$price} BP und du hast {$bp}
  }
soup-cannot-buy = Du kannst {$gene} nicht kaufen: {$unmet}.
soup-hand-in = Gib ein Gen ab, das du seit einer Runde besitzt: `{$allowed}`.
soup-cannot-buy-now = Du kannst {$gene} jetzt nicht kaufen. Erlaubt: `{$allowed}`.
soup-buy-label = {$gene} kaufen ({$price} BP)
soup-buy-hand-in-label = {$gene} kaufen ({$price} BP, {$lower} abgeben)
soup-buy-done-label = Nichts mehr kaufen
soup-buy-prompt = kaufe Gene ({$bp} BP) oder beende den Kauf.
soup-done-buying = {$name} kauft keine Gene mehr.
soup-buys = {$name} kauft {$gene} für {$price} BP.
soup-buys-handing-in = {$name} kauft {$gene} für {$price} BP und gibt {$lower} ab.

# Phase 2, the environment and gene defects (rules/soup/environment.py): the cards in the log, the
# defects owed, the prompt, its buttons, the refusals and the log's payments.
soup-new-card = Eine neue Umweltkarte: {$card}.
soup-last-card = Das war die letzte Umweltkarte: Das Spiel endet nach dieser Runde.
soup-defects = Die Gene von {$name} tragen {$points} Mutationspunkte, die Ozonschicht ist {$ozone}: {$debt} mit BP oder Genen auszugleichen.
soup-you-have-bp = Du hast {$bp} BP.
soup-pay-at-most = Du schuldest {$debt} Punkte: Zahle höchstens {$debt} BP.
soup-pay-at-least = Zahle mindestens 1 BP.
soup-no-such-gene = Es gibt kein Gen namens „{$gene}“.
soup-gene-not-owned = Du besitzt {$gene} nicht.
soup-gene-lowers-mutation = {$gene} senkt deine Mutationspunkte: Es abzugeben gleicht keinen Defekt aus.
soup-pay-label = {$bp} BP zahlen
soup-give-up-gene-label = {$gene} abgeben ({$points} Punkte{$lost ->
    [0] {""}
   *[other] , {$lost} verfallen
  })
soup-defect-prompt = Gendefekte — gleiche noch {$debt} Punkte mit BP (du hast {$bp}) oder Genen aus.
soup-pays-defects = {$name} zahlt {$bp} BP für Gendefekte.
soup-gives-up = {$name} gibt {$gene} ab{$lost ->
    [0] .
   *[other] {" "}({$lost} Punkte verfallen).
  }

# Phase 6, scoring, and the end (rules/soup/scoring.py): each marker's climb in the log, and the summary
# of a game that is over (its reason, then who won).
soup-score = {$name} rückt {$steps} vor ({$amoebas ->
    [one] {$amoebas} Amöbe
   *[other] {$amoebas} Amöben
  }: {$amoeba_steps}, {$cards ->
    [one] {$cards} Genkarte
   *[other] {$cards} Genkarten
  }: {$card_steps}), von Feld {$before} auf {$after}.
soup-end-reason = {$why ->
    [finish] Ein Wertungsstein hat die Zielzone erreicht.
    [last-card] Die letzte Umweltkarte ist ausgespielt.
    [one-left] Nur ein Spieler ist übrig.
   *[all-left] Alle haben das Spiel verlassen.
  }
soup-winner = {$reason} {$name} gewinnt auf Leistenfeld {$space}.
soup-no-winner = {$reason} Niemand ist übrig, um zu gewinnen.

# The round (rules/soup/rounds.py): each phase's start and the environment in the log.
soup-round-phase = Runde {$round}, {$phase}.
soup-environment = Umwelt: {$card}.
soup-no-defects = In der ersten Runde gibt es keine Gendefekte.

# A decision with one choice only, taken for the player (rules/soup/stages.py): the log's line, with
# the choice's button label.
soup-only-choice = {$name}: {$choice} (die einzige Wahl).
# What a prompt awaits, for everyone but the player who owes it, in the third person's infinitive (the
# table writes "waiting for Ann (red) to …").
soup-awaited-defend = auf den Angriff von Amöbe {$attacker} von {$name} auf die eigene Amöbe {$number} antworten
soup-awaited-persist = entscheiden, ob die eigene Amöbe {$number} noch einmal gegen {$attacker} kämpft (Beharrlichkeit)
soup-awaited-follow = entscheiden, ob sich die eigene Amöbe {$number} an {$mover} festhält (Festhalten)
soup-awaited-carry = die Steine wählen, die Amöbe {$number} nach {$square} trägt (Tentakel)
soup-awaited = {$kind ->
    [start] ein Startfeld auf der Wertungsleiste wählen
    [place] beim Aufbau eine Amöbe setzen
    [move] Amöbe {$number} treiben lassen oder bewegen
    [feed] wählen, was Amöbe {$number} frisst
    [attack] mit Amöbe {$number} angreifen oder hungern
    [retry] entscheiden, ob der gescheiterte Angriff noch einmal versucht wird (Beharrlichkeit)
    [aggress] über einen Angriff mit Aggression entscheiden
    [direction] wählen, wohin Amöbe {$number} zieht
    [again] entscheiden, ob sich Amöbe {$number} ein zweites Mal bewegt (Geschwindigkeit)
    [divide] sich teilen (neue Amöben setzen) oder fertig sein
    [defect] Gendefekte bezahlen
    [buy] Gene kaufen oder fertig sein
   *[other] eine Frage ({$kind}) beantworten
  }

# Refusals of the engine itself (rules/soup/engine.py, refusals.py, notation.py): a resignation that
# cannot be, a move not on offer (with the moves allowed, as typed), a meal not on offer, too many cubes
# typed; and the log's line of a player who leaves.
soup-resign-over = Das Spiel ist vorbei.
soup-resign-no-seat = Dieser Platz ist nicht im Spiel.
soup-resigns = {$player} verlässt das Spiel; die Amöben und Steine dieses Stamms verlassen den Spielplan.
soup-allowed = Erlaubt: `{$allowed}`.
soup-not-allowed = `{$move}` ist jetzt nicht erlaubt.
soup-not-a-meal = Das ist keine Mahlzeit, die Amöbe {$number} hier fressen kann.
soup-cubes-per-colour = Es gibt nur {$count} Steine jeder Farbe im Spiel.
soup-count-out-of-range = {$number} liegt außerhalb des Bereichs für eine Anzahl {$colour ->
    [bp] BP
    [red] roter Steine
    [green] grüner Steine
    [blue] blauer Steine
   *[other] gelber Steine
  }: Nimm eine ganze Zahl von 1 bis {$most}.

# The status lines (rules/soup/status.py): the round and the environment, then each player's standing.
soup-status-setup = Aufbau. Umwelt: {$card} ({$left ->
    [one] noch {$left} Karte
   *[other] noch {$left} Karten
  }).
soup-status-round = Runde {$round}, {$phase}. Umwelt: {$card} ({$left ->
    [one] noch {$left} Karte
   *[other] noch {$left} Karten
  }).
soup-status-left = {$player}: hat das Spiel verlassen.
soup-status-no-genes = keine Gene
# One amoeba in a player's line: its number and space, and its damage points if it has any.
soup-status-amoeba = {$number} {$square}{$damage ->
    [0] {""}
   *[other] {" "}({$damage} SP)
  }
soup-status-no-amoebas = keine
soup-status-player = {$player}: Leiste {$space}, {$bp} BP; Gene: {$genes} (MP {$points}); Amöben: {$amoebas}.
soup-status-over = Spielende. {$summary}

# The board's gene panel (rendering/soup.py): a player without genes, their mutation points, and how
# many of them are over the ozone.
soup-board-no-genes = keine
soup-board-mutation-points = MP {$points}
soup-board-over-ozone = {$points} zu viel
