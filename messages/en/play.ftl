# A player's private panel ("My moves") once it asks nothing more of them.
play-panel-done = ✅ Your decision is made: nothing more is asked of you for now. The board in the channel shows what comes next, and you are told when it is your turn again.
play-panel-game-over = 🏁 The game is over: the board in the channel shows how it ended.
# A press on a panel or a board the game has moved on from.
play-stale-panel-no-seat = That panel was out of date (the game moved on since it was drawn), so nothing was done. You have no seat in this game any more.
play-stale-panel = That panel was out of date (the game moved on since it was drawn), so nothing was done. It now shows your moves as they are.
play-stale-board = That board is out of date (the game has moved on since it was drawn), so nothing was done. Use the buttons on the newest board, or `{COMMAND("game board")}` for a fresh one.
play-stale-board-your-moves = That board is out of date (the game has moved on since it was drawn), so nothing was done. Your moves as they are now:
# A move of another game ($group: the channel's game's command group, as the reader's client names it).
play-other-game = This channel plays {$game}, not {$other}: its moves are `/{$group} …` commands, or the buttons under the board.
play-resign-no-game = There is no game in this channel to resign from.
play-resign-not-playing = You are not playing in this game, so there is nothing to resign.
play-resign-already-out = You are already out of this game, so there is nothing to resign.
# Asked privately before a player resigns, with one button.
play-resign-confirm = Leave game #{$id} for good? Your place cannot be taken back.
play-resign-button = Resign
# Who a confirming button is for (the line above it), in the resign and forget-me questions.
play-confirm = Confirm
