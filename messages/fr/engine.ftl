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
    [red] rouge
    [green] vert
    [blue] bleu
    [yellow] jaune
    [pink] rose
    [orange] orange
    [brown] marron
    [purple] violet
   *[other] {$colour}
  }

# What a seat's secrets are called in its private look, where the game has no word of its own.
engine-secret-cards = cartes

# A prompt that has no task of its own: what the others read the seat is awaited to do.
engine-awaited-prompt = répondre à une demande ({$kind})

engine-player-count = {$game} se joue de {$least} à {$most} joueurs, pas {$count}.
engine-names-differ = Chaque joueur doit avoir un nom différent.
engine-no-option = {$game} n’a pas d’option `{$option}`. Ses options : {$options}.
engine-option-values = L’option `{$option}` prend {$values} ; `{$value}` n’en fait pas partie.
engine-not-allowed = `{$move}` n’est pas permis maintenant. Permis : {$allowed}.
engine-none = aucune
engine-nothing = rien

# A move by a player who owes nothing now: whom the game waits for, each with what they are to do.
engine-not-your-decision = Ce n’est pas à toi de décider maintenant. On attend {$waiting}.
engine-waiting-for = {$name} : {$task}
# The log line of a decision answered for a player by its most passive answer (a timeout or an admin's skip).
engine-given-passive-answer = {$name} reçoit la réponse la plus passive : `{$move}`.

# Refusals of the engines whose decisions the one runner asks (rules/dictengine.py).
engine-not-playing = Tu ne joues pas dans cette partie.
engine-game-over = La partie est finie. {$summary}
engine-waiting-for-nobody = Ce n’est pas à toi de décider maintenant : la partie n’attend personne.
engine-nothing-awaited = Rien n’est attendu maintenant.
engine-no-seat = Il n’y a pas de place {$seat} dans cette partie.
engine-owes-nothing = {$name} n’a rien à décider maintenant : on attend {$waiting}.
engine-seat-owes-nothing = Cette place n’a rien à décider maintenant.
# Between clauses or items of a list that themselves hold commas ("alice: A, B; bob: C").
between-semicolon = {"\u00A0; "}
