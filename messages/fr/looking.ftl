# The news line above a board someone asked to look at (`/game board`).
looking-final-board = Le plateau final de la partie nº {$id} ({$reason}).
looking-final-board-over = Le plateau final de la partie nº {$id}.
looking-board-as-it-stands = Le plateau tel qu’il est.
looking-board-elsewhere = La partie nº {$id} telle qu’elle est, dans {$channel}.
looking-no-board = La partie nº {$id} s’est terminée avant de commencer ({$reason}) : elle n’a pas de plateau.
# `/game status`, privately.
looking-lobby-waiting = La table nº {$id} attend de commencer.
looking-ended-before-start = La partie nº {$id} s’est terminée avant de commencer ({$reason}).
looking-status-title = **{$game}**, partie nº {$id}
looking-players = **Joueurs**
looking-game-over = 🏁 **Partie terminée** ({$reason}).
looking-waiting-for = On attend {$waiting}.
looking-time-per-decision = Temps par décision : {$duration}.
looking-no-deadline = Temps par décision : pas d’échéance.
looking-clock-paused-unreachable = ⏸️ Horloge en pause pour {$name} tant que le bot ne peut pas publier ici.
looking-clock-paused-away = ⏸️ Horloge en pause pour {$name} pendant son absence.
looking-time-up = ⏰ Temps écoulé pour {$name} : la partie l’attend.
looking-due = ⏰ {$name} doit décider {$when}.
looking-hours = 🌙 Horaires ({$name}) : {$hours}.
# A player's own secrets (their cards), privately.
looking-no-game-of-kind = Il n’y a pas de partie en cours dans ce salon pour {$game}.
looking-no-secrets = {$game} n’a pas de secrets : tout est sur le plateau.
looking-spectator-has-no-secrets = Tu regardes cette partie : seuls ses joueurs ont des {$secret}.
looking-own-secrets-title = Tes {$secret} (toi seul les vois)
# `/game log`.
looking-log-count = {OPTION("count")} doit être compris entre 1 et {$most} ; tu as demandé {$count}.
looking-log-empty = La partie nº {$id} n’a pas encore de coups.
looking-log-title = Partie nº {$id} : {$count ->
    [one] la dernière entrée du journal
   *[other] les {$count} dernières entrées du journal
  }
# `/game rules` with no game named, outside a game's channel.
looking-rules-which-game = Pas de partie ici : nomme un jeu, p. ex. `{COMMAND("game rules")} {OPTION("game")}:animacule` ({$games}).
# `/game export`.
looking-record = L’enregistrement de la partie nº {$id} : état et journal.
