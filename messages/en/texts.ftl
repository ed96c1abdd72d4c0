# A seat as the lobby, the board and the refusals name it: the player's name, then its colour in the game.
texts-seat-bot = {$name} (bot, {$level})
texts-seat-away = {$who} (away)
texts-seat = {$who} [{$colour}]
texts-seat-host = {$who} [{$colour}] (host)

# Under the board: whom the game waits for, and for what.
texts-waiting-line = ➡️ Waiting for **{$seat}** to {$task}.{$due}
texts-waiting-nobody = nobody: the game is over
texts-waiting-one = {$name} to {$task}

# A long stretch of moves summarised in the board post; the whole of it goes in an attached file.
# The attached file's name: ASCII letters and hyphens, which every client keeps in a file name.
texts-details-file = what-happened.txt
texts-details-note = 📎 Every move of it, with every die, is in {$file} (and `{COMMAND("game log")}`).
texts-more-in-details = • … {$count} more in {$file}
texts-cut-earlier-lines = • … {$count ->
    [one] {$count} earlier line
   *[other] {$count} earlier lines
  } of the last move: every line is in `{COMMAND("game log")}`.
texts-more-lines-of-move = • … {$count ->
    [one] {$count} more line
   *[other] {$count} more lines
  } of that move
texts-player-moves = • **{$name}**: {$count ->
    [one] {$count} move
   *[other] {$count} moves
  }, {$moves}
texts-player-moves-dice = • **{$name}**: {$count ->
    [one] {$count} move
   *[other] {$count} moves
  }, {$moves}; dice {$dice}
texts-person-heading = __What happened to {$name}__ ({$count ->
    [one] {$count} event
   *[other] {$count} events
  }):

# The attached file of a long stretch (what-happened.txt).
texts-details-title = What happened in game #{$game} up to board version {$version}, as everyone may read it.
texts-details-person = What happened to {$name} ({$count ->
    [one] {$count} event
   *[other] {$count} events
  }):
texts-details-move-by-move = Move by move:

# Who made a move the table made itself (a timeout, a bot seat's clock): in the summary, the file and `/game log`.
texts-table-as-actor = the table
# How a game whose channel was deleted ended, inside brackets or after a dash in a history line.
texts-ended-channel-deleted = its channel was deleted
# Whom a decision or a logged move is by, before it: a menu's placeholder, the details file, the log.
texts-named-task = {$name}: {$task}
texts-actor-action = {$actor}: {$action}
texts-log-entry = **{$seq}.** {$actor}: `{$action}`
