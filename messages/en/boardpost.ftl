# The post after every move (the board).
boardpost-not-drawn = ⚠️ The board could not be drawn this time (it has been logged); what was done stands. `{COMMAND("game board")}` tries again.
boardpost-game-over = 🏁 **Game over.** {$summary}
# The ping of every person seated when the game ends.
boardpost-game-over-ping = the game is over.
boardpost-title = {$game}: game #{$id}
boardpost-footer = Board version {$version}: buttons on older boards no longer work.
boardpost-due = {" "}⏰ Due {$when}.
# The one button under the board when the moves are private or several players owe a decision.
boardpost-my-moves = My moves
