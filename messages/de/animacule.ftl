# What the Animacule Apocalypse engine says (rules/animacule/). A colour given as `$colour` is the
# allelomorph's key (red, green, yellow, blue); a list of them (`$colours`, `$slots`) comes worded.
# `$direction` comes worded by animacule-towards or animacule-side; an animacule named by its owner
# and number mid-sentence comes worded by animacule-name or animacule-yours.
# German: das Animacule (Plural Animacules, wie auf dem Brett), das Allelomorph (Allelomorphe), der
# Stamm, die Nahrung, die Katastrophe; Parthenogenese und Allogamie wie im Regelwerk. A colour after
# "das", "die" or "der" takes the weak ending (das rote Allelomorph), after "sein" the strong one
# (sein rotes Allelomorph).

# Pieces of the sentences below: a direction moved or acted towards, and a side something lies on.
animacule-towards = {$direction ->
    [n] nach Norden
    [e] nach Osten
    [s] nach Süden
   *[w] nach Westen
  }
animacule-side = {$direction ->
    [n] im Norden
    [e] im Osten
    [s] im Süden
   *[w] im Westen
  }
# An animacule as a sentence names it after its start.
animacule-name = Animacule {$number} von {$player}
animacule-yours = dein Animacule {$number}
animacule-your-own = dein eigenes Animacule {$number}
animacule-someones = ein Animacule von {$player}
# A calamity, as the log and a death's cause name it.
animacule-calamity = {$calamity ->
    [Sunburst] Sonnensturm
    [Pestilence] Seuche
    [Death] Tod
   *[Famine] Hungersnot
  }
animacule-killed-fighting = im Kampf getötet
animacule-killed-attacking = beim Angriff getötet

# The prompt pinged to the player who must decide, and what everyone else reads they are awaited to do.
animacule-prompt-turn = du bist am Zug: Ziehe, greife an oder vermehre dich mit einem Animacule.
animacule-task-turn = mit einem Animacule ziehen, angreifen oder sich vermehren
animacule-prompt-fight = dein Animacule {$number} ({$allelomorphs ->
    [one] {$allelomorphs} Allelomorph
   *[other] {$allelomorphs} Allelomorphe
  }) kämpft gegen {$defender} ({$against ->
    [one] {$against} Allelomorph
   *[other] {$against} Allelomorphe
  }): weiterkämpfen oder zurückziehen?
animacule-task-fight = entscheiden, ob das eigene Animacule {$number} gegen {$defender} weiterkämpft oder sich zurückzieht
animacule-prompt-mate = {$proposer} bietet an, das eigene Animacule {$animacule} mit deinem Animacule {$partner} zu paaren: annehmen (du setzt deinen nächsten Zug aus) oder ablehnen?
animacule-task-mate = das Paarungsangebot von {$proposer} für das eigene Animacule {$partner} annehmen oder ablehnen

# The buttons and menus of a turn, a fight and a mating offer.
animacule-label-plain = {$verb ->
    [move] Ziehe {$number} {$direction}
    [attack] Greife mit {$number} {$direction} an
    [split] Teile {$number} {$direction}
   *[mate] Paare {$number} {$direction}
  }
animacule-label-move-blocked = Ziehe {$number} {$direction} (von einem Animacule versperrt)
animacule-label-move-eat = Ziehe {$number} {$direction} auf {$square}: {$colour} fressen
animacule-label-move-full = Ziehe {$number} {$direction} auf {$square} (voll: die Nahrung bleibt liegen)
animacule-label-move-bare = Ziehe {$number} {$direction} auf {$square}: leeres Feld, Katastrophe!
animacule-label-attack-own = Greife mit {$number} {$direction} an: dein eigenes {$target} auf {$square} ({$mine} gegen {$theirs} Allelomorphe)
animacule-label-attack = Greife mit {$number} {$direction} an: {$target} von {$owner} auf {$square} ({$mine} gegen {$theirs} Allelomorphe)
animacule-label-split = Teile {$number} {$direction} auf {$square}
animacule-label-mate-own = Paare {$number} mit deinem {$partner} {$direction} (du setzt einen Zug aus)
animacule-label-mate = Paare {$number} mit {$partner} von {$owner} {$direction}
animacule-label-mate-nobody = Paare {$number} {$direction}
animacule-label-continue-odds = Weiterkämpfen ({$mine} gegen {$theirs} Allelomorphe)
animacule-label-continue = Weiterkämpfen
animacule-label-retreat = Zurückziehen
animacule-label-accept = Paarung annehmen (du setzt deinen nächsten Zug aus)
animacule-label-decline = Paarung ablehnen

# The log and the board post's summary: setting up, moving, calamities and their rolls.
animacule-first-roll = Startspieler: Ein {$sides}-seitiger Würfel zeigt {$roll}, also beginnt {$name}.
animacule-first-creator = {$name} hat das Spiel erstellt und beginnt.
animacule-moves = Animacule {$number} von {$player} zieht {$direction}, von {$start} auf {$end}.
animacule-ingests = Animacule {$number} von {$player} nimmt das {$colour ->
    [red] rote
    [green] grüne
    [yellow] gelbe
   *[blue] blaue
  } Allelomorph auf {$square} an Position {$position} auf.
animacule-full-food-stays = Animacule {$number} von {$player} ist voll: Die {$colour ->
    [red] rote
    [green] grüne
    [yellow] gelbe
   *[blue] blaue
  } Nahrung auf {$square} bleibt liegen.
animacule-calamity-nothing = {$square} ist leer: Katastrophenwurf {$roll}, nichts geschieht.
animacule-calamity-strikes = {$square} ist leer: Katastrophenwurf {$roll}, {$calamity}!
animacule-colour-roll-again = Farbwurf {$roll}: neu würfeln.
animacule-colour-roll = Farbwurf {$roll}: {$colour}.
animacule-who-roll-everyone = Opferwurf {$roll} (gerade): {$calamity} trifft jedes Animacule auf dem Brett.
animacule-who-roll-mover = Opferwurf {$roll} (ungerade): {$calamity} trifft nur {$animacule}.
animacule-loses = Animacule {$number} von {$player} auf {$square} verliert {$count ->
    [one] {$count} Allelomorph
   *[other] {$count} Allelomorphe
  }: {$colours}.
animacule-nothing-to-lose = Kein getroffenes Animacule hat etwas zu verlieren.
animacule-dies = Animacule {$number} von {$player} stirbt auf {$square} ({$cause}).
animacule-remains-food = Sein {$colour ->
    [red] rotes
    [green] grünes
    [yellow] gelbes
   *[blue] blaues
  } Allelomorph von Position 1 bleibt als Nahrung auf {$square}.
animacule-remains-out = Auf {$square} liegt schon Nahrung, also scheidet sein {$colour ->
    [red] rotes
    [green] grünes
    [yellow] gelbes
   *[blue] blaues
  } Allelomorph aus dem Spiel aus.

# The log: fights.
animacule-attacks = Animacule {$number} von {$player} auf {$square} greift {$defender} auf {$target} an.
animacule-fights-on = {$name} kämpft weiter.
animacule-retreats = {$animacule} zieht sich zurück; der Zug endet.
animacule-fight-roll-odd = Kampfwurf {$roll} (ungerade): Animacule {$number} von {$player} verliert sein {$colour ->
    [red] rotes
    [green] grünes
    [yellow] gelbes
   *[blue] blaues
  } Allelomorph von Position {$position}.
animacule-fight-roll-even = Kampfwurf {$roll} (gerade): Animacule {$number} von {$player} verliert sein {$colour ->
    [red] rotes
    [green] grünes
    [yellow] gelbes
   *[blue] blaues
  } Allelomorph von Position {$position}.
animacule-may-continue = {$name} kann weiterkämpfen oder sich zurückziehen ({$attacker} gegen {$defender}).
animacule-victory-spoils = Animacule {$number} von {$player} zieht auf {$square} und nimmt das {$colour ->
    [red] rote
    [green] grüne
    [yellow] gelbe
   *[blue] blaue
  } Allelomorph als Beute (Position {$position}).
animacule-victory-spoils-food = Animacule {$number} von {$player} zieht auf {$square}; es ist voll, also bleibt die {$colour ->
    [red] rote
    [green] grüne
    [yellow] gelbe
   *[blue] blaue
  } Beute als Nahrung auf dem Feld.
animacule-victory-spoils-out = Animacule {$number} von {$player} zieht auf {$square}; es ist voll, also scheidet die {$colour ->
    [red] rote
    [green] grüne
    [yellow] gelbe
   *[blue] blaue
  } Beute aus dem Spiel aus (auf dem Feld liegt Nahrung).

# The log: reproduction.
animacule-splits = Animacule {$number} von {$player} teilt sich: {$child} erscheint auf {$square} mit den Allelomorphen {$colours}.
animacule-offers = {$name} bietet an, Animacule {$animacule} mit {$partner} zu paaren. {$owner} kann annehmen (und setzt dann den nächsten Zug aus) oder ablehnen.
animacule-accepts = {$name} nimmt die Paarung an.
animacule-declines = {$name} lehnt ab: {$proposer} wählt neu.
animacule-declines-passed = {$name} lehnt ab (übersprungen): {$proposer} wählt neu.
animacule-no-other-action = {$name} hat keine andere erlaubte Aktion, also geht der Zug weiter.
animacule-mate = Animacule {$number} von {$player} und {$partner} paaren sich: {$child} erscheint auf {$square} mit den Allelomorphen {$colours}, und {$other_child} auf {$other_square} mit den Allelomorphen {$other_colours}.
animacule-will-lose-turn = {$name} setzt den nächsten Zug aus.

# The log: passing turns, leaving, and the end.
animacule-lost-turn = {$name} setzt diesen Zug aus (Allogamie).
animacule-pass = {$name} hat keine erlaubte Aktion, also geht der Zug weiter.
animacule-stalemate = Kein verbliebener Spieler kann handeln: Das Spiel endet unentschieden.
animacule-extinct = Der Stamm von {$name} ist ausgestorben.
animacule-resigns = {$name} gibt auf.
animacule-declined-by-resigning = Das Paarungsangebot ist durch die Aufgabe abgelehnt: {$proposer} wählt neu.
animacule-offer-lapses = Das Paarungsangebot verfällt.
animacule-fight-ends-resigned = Der Kampf endet: Der Angreifer hat aufgegeben.
animacule-fight-ends-left = Der Kampf endet: Der Verteidiger hat das Brett verlassen.
animacule-leaves-food = Animacule {$number} von {$player} verlässt {$square}; sein {$colour ->
    [red] rotes
    [green] grünes
    [yellow] gelbes
   *[blue] blaues
  } Allelomorph bleibt als Nahrung liegen.
animacule-leaves-out = Animacule {$number} von {$player} verlässt {$square}; sein {$colour ->
    [red] rotes
    [green] grünes
    [yellow] gelbes
   *[blue] blaues
  } Allelomorph scheidet aus dem Spiel aus.
animacule-turn-passed = Der Zug von {$name} wird übersprungen.
animacule-skip-fight = Der Kampf endet mit einem Rückzug.
animacule-skip-mate = Das Paarungsangebot ist abgelehnt.
# The end, in the log, the status and the board's panel.
animacule-wins = {$name} gewinnt: der letzte lebende Stamm.
animacule-draw-stalemate = Unentschieden: Kein verbliebener Stamm konnte handeln.
animacule-draw-extinct = Unentschieden: Alle Stämme sind zugleich ausgestorben, also gewinnt niemand.

# Refusals of typed notation.
animacule-forms = `move 3 n`, `attack 3 n`, `split 3 n`, `mate 3 e` (Animacule-Nummer 1–7, Richtung n/e/s/w); `continue` oder `retreat` im Kampf; `accept` oder `decline` bei einem Paarungsangebot
animacule-nothing-to-read = Da steht nichts. Schreibe {$forms}.
animacule-answer-takes-nothing = Nach `{$verb}` kommt nichts mehr. Schreibe {$forms}.
animacule-unknown-action = Unbekannte Aktion `{$action}`. Schreibe {$forms}.
animacule-needs-number-and-direction = `{$verb}` braucht eine Animacule-Nummer und eine Richtung, etwa `{$verb} 3 n`.
animacule-not-a-number = `{$given}` ist keine Animacule-Nummer: Nimm eine ganze Zahl von 1 bis {$most}.
animacule-number-out-of-range = {$given} liegt außerhalb der Animacule-Nummern: Nimm eine ganze Zahl von 1 bis {$most}.
animacule-not-a-direction = `{$given}` ist keine Richtung: Nimm n, e, s oder w (Norden, Osten, Süden, Westen).

# Refusals of a move out of turn, or of the wrong kind.
animacule-not-your-turn = Du bist jetzt nicht am Zug: {$waiting}.
animacule-not-your-decision = Jetzt ist keine Entscheidung von dir gefragt: {$waiting}.
animacule-owes-nothing = {$name} muss gerade nichts entscheiden: {$waiting}.
animacule-owes-no-decision = {$name} muss gerade nichts entscheiden.
animacule-waiting-turn = Wir warten darauf, dass {$name} den Zug macht
animacule-waiting-fight = Wir warten darauf, dass {$name} weiterkämpft oder sich zurückzieht
animacule-waiting-mate = Wir warten darauf, dass {$name} annimmt oder ablehnt
animacule-in-a-fight = Du bist in einem Kampf: Antworte zuerst mit `continue` oder `retreat`.
animacule-answer-offer-first = Beantworte zuerst das Paarungsangebot: `accept` oder `decline`.
animacule-no-fight = Es gibt keinen Kampf zum Weiterkämpfen oder Zurückziehen.
animacule-no-offer = Es gibt kein Paarungsangebot zu beantworten.
animacule-already-out = {$name} ist schon aus dem Spiel.

# Refusals of a turn action a rule forbids.
animacule-no-animacule = Du hast kein Animacule {$number}.
animacule-cannot = Animacule {$number} kann {$verb ->
    [move] nicht {$direction} ziehen
    [attack] nicht {$direction} angreifen
    [split] sich nicht {$direction} teilen
   *[mate] sich nicht {$direction} paaren
  }
animacule-refuse-not-full-split = Animacule {$number} hat {$count ->
    [one] {$count} Allelomorph
   *[other] {$count} Allelomorphe
  }; Parthenogenese braucht alle 4.
animacule-refuse-not-full-mate = Animacule {$number} hat {$count ->
    [one] {$count} Allelomorph
   *[other] {$count} Allelomorphe
  }; Allogamie braucht alle 4.
animacule-refuse-off-board = {$cannot}: Dort endet das Brett.
animacule-refuse-tribe-full = Du hast schon {$most} Animacules, mehr darf ein Stamm nicht haben.
animacule-refuse-child-too-many = Du hast schon {$most} Animacules; dein Kind wäre das 8.
animacule-refuse-own-pair-too-many = Du hast {$tribe} Animacules; eine Paarung mit deinem eigenen ergäbe {$after}, mehr als die {$most}, die ein Stamm haben darf.
animacule-refuse-line = {$cannot}: Die Viererreihe passt nicht, {$child}.
animacule-child-off-board-mine = das Feld des Kindes {$direction} von Animacule {$number} liegt außerhalb des Bretts
animacule-child-off-board-theirs = das Feld des Kindes {$direction} des Partners liegt außerhalb des Bretts
animacule-child-square-holds = auf dem Feld des Kindes, {$square}, steht {$held}
animacule-refuse-empty = {$cannot}: Auf {$square} steht kein Animacule.
animacule-refuse-full-food = {$cannot}: Es ist voll und auf {$square} liegt Nahrung (in diesem Spiel darf ein volles Animacule kein Nahrungsfeld betreten).
animacule-refuse-occupied-move = {$cannot}: Auf {$square} steht {$held}. Auf ein Animacule zu ziehen ist ein Angriff (`attack {$number} {$letter}`).
animacule-refuse-occupied = {$cannot}: Auf {$square} steht {$held}.
animacule-refuse-own = {$cannot}: Auf {$square} steht dein eigenes Animacule {$number}, und in diesem Spiel darfst du deine eigenen nicht angreifen.
animacule-refuse-partner-not-full-yours = Dein Animacule {$number} hat {$count ->
    [one] {$count} Allelomorph
   *[other] {$count} Allelomorphe
  }; Allogamie braucht zwei volle Eltern.
animacule-refuse-partner-not-full = Animacule {$number} von {$player} hat {$count ->
    [one] {$count} Allelomorph
   *[other] {$count} Allelomorphe
  }; Allogamie braucht zwei volle Eltern.
animacule-refuse-partner-child-too-many = {$name} hat schon {$most} Animacules; das Kind wäre das 8.
animacule-refuse-declined = {$name} hat die Paarung von Animacule {$number} mit dem eigenen Animacule {$partner} in diesem Zug schon abgelehnt.

# `/game status`: the position in lines.
animacule-status-title = Animacule Apocalypse: Zug {$turn}
animacule-status-player = {$name} ({$colour}): {$notes}
animacule-status-out = aus dem Spiel
animacule-status-animacules = {$count ->
    [one] {$count} Animacule
   *[other] {$count} Animacules
  }
animacule-status-loses-turns = setzt {$count ->
    [one] den nächsten Zug
   *[other] die nächsten {$count} Züge
  } aus
animacule-status-you = du
animacule-status-animacule = {$number} @ {$square}: {$slots}
animacule-status-game-over = Spiel vorbei: {$summary}
animacule-status-fight-rolls = Kampfwürfe bisher: {$rolls}.
