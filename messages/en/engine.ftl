# What every game's engine says alike (rules/base.py, rules/wording.py): the games' names, the seats'
# colours, the refusals of a game's setup and of a move that is not allowed, and the lines every game's
# log shares.

# The games' names as their publishers gave them in this language.
game-title = {$key ->
    [animacule] Animacule Apocalypse
    [soup] Primordial Soup
    [extinction] Extinction
    [apocalyte] Apocalyte
    [micro] µ (Micro)
   *[other] {$english}
  }

# A seat's colour, as the players' list and the boards name it.
colour-name = {$colour ->
    [red] red
    [green] green
    [blue] blue
    [yellow] yellow
    [pink] pink
    [orange] orange
    [brown] brown
    [purple] purple
   *[other] {$colour}
  }

# What a seat's secrets are called in its private look, where the game has no word of its own.
engine-secret-cards = cards

# A prompt that has no task of its own: what the others read the seat is awaited to do.
engine-awaited-prompt = answer a {$kind} prompt

engine-player-count = {$game} needs {$least} to {$most} players, not {$count}.
engine-names-differ = Every player needs a different name.
engine-no-option = {$game} has no option `{$option}`. Its options: {$options}.
engine-option-values = Option `{$option}` takes {$values}; `{$value}` is not one of them.
engine-not-allowed = `{$move}` is not allowed now. Allowed: {$allowed}.
engine-none = none
engine-nothing = nothing

# A move by a player who owes nothing now: whom the game waits for, each with what they are to do.
engine-not-your-decision = It is not your decision now: waiting for {$waiting}.
engine-waiting-for = {$name} to {$task}
# The log line of a decision answered for a player by its most passive answer (a timeout or an admin's skip).
engine-given-passive-answer = {$name} is given the most passive answer: `{$move}`.

# Refusals of the engines whose decisions the one runner asks (rules/dictengine.py).
engine-not-playing = You are not playing in this game.
engine-game-over = The game is over. {$summary}
engine-waiting-for-nobody = It is not your decision now: the game waits for nobody.
engine-nothing-awaited = Nothing is awaited now.
engine-no-seat = There is no seat {$seat} in this game.
engine-owes-nothing = {$name} owes no decision now: waiting for {$waiting}.
engine-seat-owes-nothing = This seat owes no decision now.
# Between clauses or items of a list that themselves hold commas ("alice: A, B; bob: C").
between-semicolon = {"; "}
