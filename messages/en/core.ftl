# Why a game cannot be loaded, in the damage notice to the server's admins.
core-damaged-unknown-kind = it names a game this bot does not host ({$kind})
core-damaged-no-state = the game is marked active but has no saved state
# How a game ends that was left before it started (its ended reason, shown with its final board).
core-abandoned-in-lobby = abandoned in the lobby
core-board-changed = The board changed while you were acting, so nothing was done: look again.
core-only-admins = Only admins can do this: members with Manage Channels.
core-only-admins-or-role = Only admins can do this: members with Manage Channels or the {$role} role.
core-no-game = There is no game in this channel: start one with `{COMMAND("game new")}`.
core-not-started = Game #{$id} has not started yet: the host starts it with `{COMMAND("game start")}`.
core-board-out-of-date = That board is out of date: the game has moved on since. Use the buttons on the newest board, or `{COMMAND("game board")}` for a fresh one.
# A button of a game that is not this channel's live one.
core-button-unknown-game = This button belongs to a game #{$id} this bot has no record of: it does nothing.
core-button-game-elsewhere = This button belongs to game #{$id}, which is played in {$channel}, not here.
core-button-game-over = This button belongs to game #{$id}, which is over ({$reason}). Start a new one with `{COMMAND("game new")}`.
core-button-game-ended = This button belongs to game #{$id}, which is over (it has ended). Start a new one with `{COMMAND("game new")}`.
core-spectator = You are watching this game, not playing in it: spectators can use `{COMMAND("game board")}`, `{COMMAND("game status")}` and `{COMMAND("game log")}`.
core-game-over = The game is over: nothing more can be played.
core-not-your-move = It is not your move. Waiting for {$waiting}.
core-seat-not-taken = That seat is not taken at this table: nobody by that name is seated.
# A member leaves the lobby.
core-left-table-closed = {$name} left and nobody is seated any more: table #{$id} is closed.
core-left-table = {$name} left the table.
core-left-table-new-host = {$name} left the table. {$host} is the host now.
# The answer to a request whose board the outbox posts (the clock's, a bot's).
core-board-posted-by-table = Game #{$id}'s board is posted by the table itself.
# A game whose saved state does not read back: to the channel, calling the admins.
core-damaged-title = Game #{$id} cannot be loaded
core-damaged = ⚠️ The saved state of this channel's game #{$id} is damaged ({$reason}), so it cannot be played or shown. {$admins}: `{COMMAND("admin reset")}` archives it and frees the channel; `{COMMAND("game export")}` saves its record and log first.
# Who is called to a damaged game when the server has no admin role.
core-admins = Admins (Manage Channels)
# A take-back request voided by a move: in the board post, and in the asker's ping.
core-takeback-lapsed = ↩️ {$name}'s take-back request lapsed: a move was made before everyone answered.
core-takeback-lapsed-ping = your take-back request lapsed: a move was made before everyone answered.
