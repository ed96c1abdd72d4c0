# /game history: a channel's past games, newest first.
history-none = No game has been played in this channel yet: start one with `{COMMAND("game new")}`.
history-orphans = **Games whose channel was deleted**
history-title = Games in this channel, newest first
history-footer = Any of them: {COMMAND("game board")}, {COMMAND("game log")}, {COMMAND("game export")} or {COMMAND("game replay")} with {OPTION("game")}:<id>.
# One game of the list ($players: its seats; $ended: how it ended, or a status below; $dates: Discord timestamps).
history-entry = **#{$id}** {$title}: {$players}
    {"   "}{$ended} · {$dates} · {$moves ->
        [one] {$moves} move
       *[other] {$moves} moves
    }
history-status = {$status ->
    [lobby] waiting in the lobby
   *[active] in play
  }
history-ended = ended
history-bot-seat = {$name} (bot)
history-nobody = nobody

# A game asked for by id (/game board, log, export, replay with game:<id>).
history-no-such-game = There is no game #{$id} in this server: `{COMMAND("game history")}` lists a channel's games with their ids.
history-no-game-yet = No game has been played in this channel yet.

# /game stats and /game top ($title: a game's name).
history-stats-title = Statistics
history-stats-none = <@{$member}> has no ended games in this server yet.
history-stats-none-of = <@{$member}> has no ended games of {$title} in this server yet.
history-stats-head = <@{$member}>'s games in this server:
history-stats-head-of = <@{$member}>'s games of {$title} in this server:
# Whose statistics a chart shows when the member is not named in the standings.
history-stats-someone = A member
history-chart-title = {$name}: games won of games finished
history-top-none = No game of {$title} has been finished in this server yet.
history-top-head = Ranked by Elo rating ({$initial} to start, from finishing places), finished games only:
history-top-no-member = No member yet.
history-top-title = {$title}: leaderboard
