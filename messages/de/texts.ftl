# A seat as the lobby, the board and the refusals name it: the player's name, then its colour in the game.
texts-seat-bot = {$name} (Bot, {$level})
texts-seat-away = {$who} (abwesend)
texts-seat = {$who} [{$colour}]
texts-seat-host = {$who} [{$colour}] (Gastgeber)

# Under the board: whom the game waits for, and for what.
texts-waiting-line = ➡️ Wir warten auf **{$seat}**: {$task}.{$due}
texts-waiting-nobody = niemanden: das Spiel ist vorbei
texts-waiting-one = {$name}: {$task}

# A long stretch of moves summarised in the board post; the whole of it goes in an attached file.
# The attached file's name: ASCII letters and hyphens, which every client keeps in a file name.
texts-details-file = was-geschah.txt
texts-details-note = 📎 Jeder Zug davon, mit jedem Würfelwurf, steht in {$file} (und in `{COMMAND("game log")}`).
texts-more-in-details = • … {$count} weitere in {$file}
texts-cut-earlier-lines = • … {$count ->
    [one] {$count} frühere Zeile
   *[other] {$count} frühere Zeilen
  } des letzten Zugs: jede Zeile steht in `{COMMAND("game log")}`.
texts-more-lines-of-move = • … {$count ->
    [one] {$count} weitere Zeile
   *[other] {$count} weitere Zeilen
  } dieses Zugs
texts-player-moves = • **{$name}**: {$count ->
    [one] {$count} Zug
   *[other] {$count} Züge
  }, {$moves}
texts-player-moves-dice = • **{$name}**: {$count ->
    [one] {$count} Zug
   *[other] {$count} Züge
  }, {$moves}; Würfel {$dice}
texts-person-heading = __Was {$name} passiert ist__ ({$count ->
    [one] {$count} Ereignis
   *[other] {$count} Ereignisse
  }):

# The attached file of a long stretch (what-happened.txt).
texts-details-title = Was in Spiel #{$game} bis Brett-Version {$version} passiert ist, so wie alle es lesen dürfen.
texts-details-person = Was {$name} passiert ist ({$count ->
    [one] {$count} Ereignis
   *[other] {$count} Ereignisse
  }):
texts-details-move-by-move = Zug um Zug:

# Who made a move the table made itself (a timeout, a bot seat's clock): in the summary, the file and `/game log`.
texts-table-as-actor = der Tisch
# How a game whose channel was deleted ended, inside brackets or after a dash in a history line.
texts-ended-channel-deleted = sein Kanal wurde gelöscht
# Whom a decision or a logged move is by, before it: a menu's placeholder, the details file, the log.
texts-named-task = {$name}: {$task}
texts-actor-action = {$actor}: {$action}
texts-log-entry = **{$seq}.** {$actor}: `{$action}`
