# The news line above a board someone asked to look at (`/game board`).
looking-final-board = Das Endbrett von Spiel #{$id} ({$reason}).
looking-final-board-over = Das Endbrett von Spiel #{$id}.
looking-board-as-it-stands = Das Brett, wie es gerade steht.
looking-board-elsewhere = Spiel #{$id}, wie es gerade steht, in {$channel}.
looking-no-board = Spiel #{$id} endete, bevor es begann ({$reason}): es hat kein Brett.
# `/game status`, privately.
looking-lobby-waiting = Tisch #{$id} wartet auf den Start.
looking-ended-before-start = Spiel #{$id} endete, bevor es begann ({$reason}).
looking-status-title = **{$game}**, Spiel #{$id}
looking-players = **Spieler**
looking-game-over = 🏁 **Spiel vorbei** ({$reason}).
looking-waiting-for = Wir warten auf {$waiting}.
looking-time-per-decision = Zeit pro Entscheidung: {$duration}.
looking-no-deadline = Zeit pro Entscheidung: keine Frist.
looking-clock-paused-unreachable = ⏸️ Die Uhr von {$name} ruht, solange der Bot hier nicht posten kann.
looking-clock-paused-away = ⏸️ Die Uhr von {$name} ruht, solange {$name} abwesend ist.
looking-time-up = ⏰ Die Zeit von {$name} ist abgelaufen: das Spiel wartet auf {$name}.
looking-due = ⏰ Die Entscheidung von {$name} ist {$when} fällig.
looking-hours = 🌙 Zeiten von {$name}: {$hours}.
# A player's own secrets (their cards), privately.
looking-no-game-of-kind = In diesem Kanal läuft kein Spiel {$game}.
looking-no-secrets = {$game} hat keine Geheimnisse: alles liegt auf dem Brett.
looking-spectator-has-no-secrets = Du schaust bei diesem Spiel zu: nur seine Spieler haben etwas Geheimes ({$secret}).
looking-own-secrets-title = Nur für dich: {$secret} (nur du siehst das)
# `/game log`.
looking-log-count = {OPTION("count")} muss zwischen 1 und {$most} liegen; du hast {$count} angegeben.
looking-log-empty = Spiel #{$id} hat noch keine Züge.
looking-log-title = Spiel #{$id}: die letzten {$count} Protokolleinträge
# `/game rules` with no game named, outside a game's channel.
looking-rules-which-game = Hier läuft kein Spiel: nenne eins, z. B. `{COMMAND("game rules")} {OPTION("game")}:animacule` ({$games}).
# `/game export`.
looking-record = Die Aufzeichnung von Spiel #{$id}: Stand und Protokoll.
