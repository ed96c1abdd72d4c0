# The news line above a board someone asked to look at (`/game board`).
looking-final-board = The final board of game #{$id} ({$reason}).
looking-final-board-over = The final board of game #{$id}.
looking-board-as-it-stands = The board as it stands.
looking-board-elsewhere = Game #{$id} as it stands, in {$channel}.
looking-no-board = Game #{$id} ended before it started ({$reason}): it has no board.
# `/game status`, privately.
looking-lobby-waiting = Table #{$id} is waiting to start.
looking-ended-before-start = Game #{$id} ended before it started ({$reason}).
looking-status-title = **{$game}**, game #{$id}
looking-players = **Players**
looking-game-over = 🏁 **Game over** ({$reason}).
looking-waiting-for = Waiting for {$waiting}.
looking-time-per-decision = Time per decision: {$duration}.
looking-no-deadline = Time per decision: no deadline.
looking-clock-paused-unreachable = ⏸️ {$name}'s clock is paused while the bot cannot post here.
looking-clock-paused-away = ⏸️ {$name}'s clock is paused while they are away.
looking-time-up = ⏰ {$name}'s time is up: the game waits for them.
looking-due = ⏰ {$name}'s decision is due {$when}.
looking-hours = 🌙 {$name}'s hours: {$hours}.
# A player's own secrets (their cards), privately.
looking-no-game-of-kind = There is no {$game} game under way in this channel.
looking-no-secrets = {$game} has no secrets: everything is on the board.
looking-spectator-has-no-secrets = You are watching this game: only its players have a {$secret}.
looking-own-secrets-title = Your {$secret} (only you see this)
# `/game log`.
looking-log-count = {OPTION("count")} must be between 1 and {$most}; you asked for {$count}.
looking-log-empty = Game #{$id} has no moves yet.
looking-log-title = Game #{$id}: the last {$count} log entries
# `/game rules` with no game named, outside a game's channel.
looking-rules-which-game = No game here: name one, e.g. `{COMMAND("game rules")} {OPTION("game")}:animacule` ({$games}).
# `/game export`.
looking-record = The record of game #{$id}: state and log.
