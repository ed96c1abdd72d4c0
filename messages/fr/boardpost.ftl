# The post after every move (the board).
boardpost-not-drawn = ⚠️ Le plateau n’a pas pu être dessiné cette fois (c’est consigné) ; ce qui a été joué reste acquis. `{COMMAND("game board")}` réessaie.
boardpost-game-over = 🏁 **Partie terminée.** {$summary}
# The ping of every person seated when the game ends.
boardpost-game-over-ping = la partie est terminée.
boardpost-title = {$game} : partie nº {$id}
boardpost-footer = Plateau version {$version} : les boutons des anciens plateaux ne fonctionnent plus.
boardpost-due = {" "}⏰ Échéance {$when}.
# The one button under the board when the moves are private or several players owe a decision.
boardpost-my-moves = Mes coups
