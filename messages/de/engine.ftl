# What every game's engine says alike (rules/base.py, rules/wording.py): the games' names, the seats'
# colours, the refusals of a game's setup and of a move that is not allowed, and the lines every game's
# log shares.

# The games' names as their publishers gave them in this language.
game-title = {$key ->
    [animacule] Animacule Apocalypse
    [soup] Ursuppe
    [extinction] Extinction
    [apocalyte] Apocalyte
    [micro] µ (Micro)
   *[other] {$english}
  }

# A seat's colour, as the players' list and the boards name it.
colour-name = {$colour ->
    [red] rot
    [green] grün
    [blue] blau
    [yellow] gelb
    [pink] rosa
    [orange] orange
    [brown] braun
    [purple] lila
   *[other] {$colour}
  }

# What a seat's secrets are called in its private look, where the game has no word of its own.
engine-secret-cards = Karten

# A prompt that has no task of its own: what the others read the seat is awaited to do.
engine-awaited-prompt = eine Frage ({$kind}) beantworten

engine-player-count = {$game} braucht {$least} bis {$most} Spieler, nicht {$count}.
engine-names-differ = Jeder Spieler braucht einen anderen Namen.
engine-no-option = {$game} hat keine Option `{$option}`. Seine Optionen: {$options}.
engine-option-values = Die Option `{$option}` nimmt {$values}; `{$value}` ist keiner davon.
engine-not-allowed = `{$move}` ist jetzt nicht erlaubt. Erlaubt: {$allowed}.
engine-none = keine
engine-nothing = nichts

# A move by a player who owes nothing now: whom the game waits for, each with what they are to do.
engine-not-your-decision = Du bist jetzt nicht an der Reihe. Wir warten auf {$waiting}.
engine-waiting-for = {$name}: {$task}
# The log line of a decision answered for a player by its most passive answer (a timeout or an admin's skip).
engine-given-passive-answer = {$name} bekommt die passivste Antwort: `{$move}`.

# Refusals of the engines whose decisions the one runner asks (rules/dictengine.py).
engine-not-playing = Du spielst in diesem Spiel nicht mit.
engine-game-over = Das Spiel ist vorbei. {$summary}
engine-waiting-for-nobody = Du bist jetzt nicht an der Reihe: Das Spiel wartet auf niemanden.
engine-nothing-awaited = Gerade wird auf nichts gewartet.
engine-no-seat = In diesem Spiel gibt es keinen Platz {$seat}.
engine-owes-nothing = {$name} muss gerade nichts entscheiden: Wir warten auf {$waiting}.
engine-seat-owes-nothing = Dieser Platz muss gerade nichts entscheiden.
# Between clauses or items of a list that themselves hold commas ("alice: A, B; bob: C").
between-semicolon = {"; "}
