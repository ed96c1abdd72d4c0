# A seat as the lobby, the board and the refusals name it: the player's name, then its colour in the game.
texts-seat-bot = {$name} (bot, {$level})
texts-seat-away = {$who} (absent)
texts-seat = {$who} [{$colour}]
texts-seat-host = {$who} [{$colour}] (hôte)

# Under the board: whom the game waits for, and for what.
texts-waiting-line = ➡️ On attend **{$seat}** : {$task}.{$due}
texts-waiting-nobody = personne : la partie est terminée
texts-waiting-one = {$name} : {$task}

# A long stretch of moves summarised in the board post; the whole of it goes in an attached file.
# The attached file's name: ASCII letters and hyphens, which every client keeps in a file name.
texts-details-file = deroulement.txt
texts-details-note = 📎 Chaque coup, avec chaque dé, est dans {$file} (et `{COMMAND("game log")}`).
texts-more-in-details = • … {$count} de plus dans {$file}
texts-cut-earlier-lines = • … {$count ->
    [one] {$count} ligne précédente
   *[other] {$count} lignes précédentes
  } du dernier coup : chaque ligne est dans `{COMMAND("game log")}`.
texts-more-lines-of-move = • … {$count ->
    [one] {$count} ligne de plus
   *[other] {$count} lignes de plus
  } de ce coup
texts-player-moves = • **{$name}** : {$count ->
    [one] {$count} coup
   *[other] {$count} coups
  }, {$moves}
texts-player-moves-dice = • **{$name}** : {$count ->
    [one] {$count} coup
   *[other] {$count} coups
  }, {$moves} ; dés {$dice}
texts-person-heading = __Ce qui est arrivé à {$name}__ ({$count ->
    [one] {$count} événement
   *[other] {$count} événements
  }) :

# The attached file of a long stretch (what-happened.txt).
texts-details-title = Ce qui s’est passé dans la partie nº {$game} jusqu’au plateau version {$version}, tel que chacun peut le lire.
texts-details-person = Ce qui est arrivé à {$name} ({$count ->
    [one] {$count} événement
   *[other] {$count} événements
  }) :
texts-details-move-by-move = Coup par coup :

# Who made a move the table made itself (a timeout, a bot seat's clock): in the summary, the file and `/game log`.
texts-table-as-actor = la table
# How a game whose channel was deleted ended, inside brackets or after a dash in a history line.
texts-ended-channel-deleted = son salon a été supprimé
# Whom a decision or a logged move is by, before it: a menu's placeholder, the details file, the log.
texts-named-task = {$name} : {$task}
texts-actor-action = {$actor} : {$action}
texts-log-entry = **{$seq}.** {$actor} : `{$action}`
