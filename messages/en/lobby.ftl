lobby-unknown-game = Unknown game `{$game}`: choose one of {$games}.
# The news above the lobby's seats.
lobby-opened = {$name} opened a table for {$game}.
lobby-joined = {$name} joined.
lobby-bot-added = {$name} added a bot player ({$level}).
# The first line of a game's log.
lobby-started = {$name} started the game.
lobby-host-left = {$host}, the host, is no longer a member of this server: their seat is freed, and {$name} hosts the table now.
# A new table refused: the channel has a game already.
lobby-channel-busy = This channel is busy: try again.
lobby-channel-has-game-in-lobby = This channel already has a game: #{$id}, {$game}, in its lobby: join it with `{COMMAND("game join")}`. One game per channel; an admin can end it with `{COMMAND("admin reset")}`.
lobby-channel-has-game-in-play = This channel already has a game: #{$id}, {$game}, in play. One game per channel; an admin can end it with `{COMMAND("admin reset")}`.
lobby-already-seated = You are already seated at this table, as {$seat}.
lobby-bot-level = A bot's level is one of {$levels}; `{$level}` is not one of them.
# A bot seat's name.
lobby-bot-name = Bot {$number}
lobby-too-few = {$game} needs at least {$least ->
    [one] {$least} player
   *[other] {$least} players
  }; {$seated ->
    [one] {$seated} is
   *[other] {$seated} are
  } seated. Others can `{COMMAND("game join")}`, or `{COMMAND("game addbot")}` fills a seat with a bot.
lobby-no-open-table = There is no open table in this channel: start one with `{COMMAND("game new")}`.
lobby-already-started = Game #{$id} has already started; you can watch it with `{COMMAND("game board")}`.
lobby-full = The table is full: {$game} seats {$least}–{$most} players.
# Only the host (or an admin) may add a bot or start; `host` is the host's name.
lobby-only-host-add-bot = Only {$host}, the host, or an admin can add a bot.
lobby-only-host-start = Only {$host}, the host, or an admin can start it.
lobby-only-the-host-add-bot = Only the host or an admin can add a bot.
lobby-only-the-host-start = Only the host or an admin can start it.
