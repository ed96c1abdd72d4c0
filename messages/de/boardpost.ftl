# The post after every move (the board).
boardpost-not-drawn = ⚠️ Das Spielbrett konnte diesmal nicht gezeichnet werden (es wurde protokolliert); der Zug gilt. `{COMMAND("game board")}` versucht es erneut.
boardpost-game-over = 🏁 **Spiel vorbei.** {$summary}
# The ping of every person seated when the game ends.
boardpost-game-over-ping = das Spiel ist vorbei.
boardpost-title = {$game}: Spiel #{$id}
boardpost-footer = Brett-Version {$version}: Knöpfe auf älteren Brettern funktionieren nicht mehr.
boardpost-due = {" "}⏰ Fällig {$when}.
# The one button under the board when the moves are private or several players owe a decision.
boardpost-my-moves = Meine Züge
